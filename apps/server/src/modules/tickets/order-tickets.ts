import { randomBytes, randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import { orderTicketsRepository, type TicketRow } from './order-tickets.repository.js';

/*
 * The tickets of an order, for the modules that sell (orders, box office) and refund: tickets is
 * the only module that writes ticket rows, each sale hands it the lines it sold.
 */

/** A ticket's code, the QR's content: 128 random bits, so codes cannot be guessed or counted. */
export const newTicketCode = () => randomBytes(16).toString('base64url');

export interface AdmissionLine {
  lineNo: number;
  occurrenceId: string;
  ticketTypeId: string;
  quantity: number;
  /** Per admission, in order; none for a sale without names (the desk). */
  holderNames: readonly (string | null | undefined)[];
}

/** One new ticket per admission of each line, in the caller's transaction. */
export async function issueTickets(tx: Tx, orgId: string, orderId: string, lines: readonly AdmissionLine[]) {
  await orderTicketsRepository.insertMany(
    tx,
    lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, index) => ({
        orgId,
        ticketId: randomUUID(),
        orderId,
        lineNo: line.lineNo,
        occurrenceId: line.occurrenceId,
        ticketTypeId: line.ticketTypeId,
        code: newTicketCode(),
        status: 'NOT_ACTIVATED' as const,
        visitState: 'NOT_VISITED' as const,
        holderName: line.holderNames[index] ?? null,
      })),
    ),
  );
}

/** An order's tickets, in the order page's order (line, then issue, then code). */
export const ticketsOfOrder = (tx: Tx, orgId: string, orderId: string) => orderTicketsRepository.forOrder(tx, orgId, orderId);

/** How many tickets the order has (its buyer's confirmation screen says so), without reading them. */
export const ticketCountOfOrder = (tx: Tx, orgId: string, orderId: string) => orderTicketsRepository.countForOrder(tx, orgId, orderId);

/** Cancels these tickets (a refund or a canceled order); their places are given back by the caller. */
export const cancelTickets = (tx: Tx, orgId: string, ticketIds: string[]) =>
  orderTicketsRepository.setStatus(tx, orgId, ticketIds, 'CANCELED');

/**
 * Orders with tickets for these dates that nobody has used yet (a canceled date's buyers to refund;
 * one let in came), with how many: charged ones, and invoiced ones (CheckoutCompleted) apart.
 */
export async function unusedOrdersOn(tx: Tx, orgId: string, occurrenceIds: string[]) {
  const rows = await orderTicketsRepository.unusedOrdersOn(tx, orgId, occurrenceIds);
  return rows.map((row) => ({
    orderId: row.order_id,
    orderNumber: row.order_number,
    invoiced: row.status === 'CheckoutCompleted',
    paymentMethod: row.payment_method,
    tickets: row.tickets,
  }));
}

/** A ticket a canceled date's refund gives back: neither canceled nor used. */
export const isUnused = (ticket: Pick<TicketRow, 'status'>) => ticket.status === 'NOT_ACTIVATED' || ticket.status === 'EXPIRED';
