import type { Locale } from '@foyer/i18n';
import type { Tx } from '../../db/client.js';
import type { OrderRow } from './orders.repository.js';
import { findOccurrence } from '../events/index.js';
import { fileBuilder } from '../file-builder.js';
import { ticketsOfOrder } from '../tickets/index.js';
import { eventLinesOf, type OrderLine } from './order-lines.js';
import { orderLinesRepository } from './orders.repository.js';
import type { TicketsPdfInput } from './ticket-pdf.js';

/** Whose order a PDF is made of, in which language, and whether only what is still valid goes in (tickets' and gift vouchers' PDFs alike). */
export interface OrderPdfFor {
  orgId: string;
  organizationName: string;
  order: OrderRow;
  locale: Locale;
  validOnly?: boolean;
}

/**
 * What an order's tickets PDF shows, read in the caller's transaction: a page a ticket, numbered
 * as the scanner numbers them (the position in the order's ticket order). `validOnly` leaves
 * canceled tickets out, keeping the others' numbers: staff reprinting a partly refunded order hand
 * out only what still lets someone in. Build it with `buildTicketsPdf`, after the transaction.
 */
export async function orderTicketsPdfInput(
  tx: Tx,
  options: OrderPdfFor & {
    /** The order's lines when the caller has read them. */
    lines?: OrderLine[];
  },
): Promise<{ input: TicketsPdfInput; count: number }> {
  const { orgId, order } = options;
  // Tickets are an order's admissions: its Event lines.
  const lines = eventLinesOf(options.lines ?? (await orderLinesRepository.list(tx, orgId, order.orderId)));
  const tickets = (await ticketsOfOrder(tx, orgId, order.orderId)).map((ticket, index) => ({ ticket, position: index + 1 }));
  const printed = options.validOnly ? tickets.filter(({ ticket }) => ticket.status !== 'CANCELED') : tickets;
  const allDay = new Map<string, boolean>();
  for (const line of lines) {
    if (!allDay.has(line.occurrenceId))
      allDay.set(line.occurrenceId, (await findOccurrence(tx, orgId, line.occurrenceId))?.allDay ?? false);
  }
  const input: TicketsPdfInput = {
    organizationName: options.organizationName,
    orderNumber: String(order.orderNumber),
    currency: order.currency,
    locale: options.locale,
    tickets: printed.map(({ ticket, position }) => {
      const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
      return {
        code: ticket.code,
        position,
        holderName: ticket.holderName,
        eventNames: line.eventNames,
        ticketNames: line.ticketNames,
        startsAt: line.startsAt,
        endsAt: line.endsAt,
        allDay: allDay.get(line.occurrenceId) ?? false,
        timeZone: line.timeZone,
        venueName: line.venueName,
        unitGrossMinor: line.unitGrossMinor,
      };
    }),
  };
  return { input, count: printed.length };
}

/**
 * The PDF, built in a worker thread (pdfkit and the QR codes take about 3 ms a ticket of CPU;
 * a 100-ticket order on the event loop would hold every other request meanwhile).
 */
export const buildTicketsPdf = (input: TicketsPdfInput): Promise<Buffer> => fileBuilder.run('ticketsPdf', input);
