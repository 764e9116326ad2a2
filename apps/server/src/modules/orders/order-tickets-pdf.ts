import type { Locale } from '@foyer/i18n';
import type { Tx } from '../../db/client.js';
import type { OrderRow } from './orders.repository.js';
import { occurrencesRepository } from '../events/events.repository.js';
import { orderLinesRepository, ticketsRepository } from './orders.repository.js';
import { ticketsPdf } from './ticket-pdf.js';

/**
 * An order's tickets as one PDF, a page each, numbered as the scanner numbers them (the position
 * in the order's ticket order). `validOnly` leaves canceled tickets out, keeping the others'
 * numbers: staff reprinting a partly refunded order hand out only what still lets someone in.
 */
export async function orderTicketsPdf(
  tx: Tx,
  options: { orgId: string; organizationName: string; order: OrderRow; locale: Locale; validOnly?: boolean },
): Promise<{ pdf: Buffer; count: number }> {
  const { orgId, order } = options;
  const lines = await orderLinesRepository.list(tx, orgId, order.orderId);
  const tickets = (await ticketsRepository.forOrder(tx, orgId, order.orderId)).map((ticket, index) => ({ ticket, position: index + 1 }));
  const printed = options.validOnly ? tickets.filter(({ ticket }) => ticket.status !== 'CANCELED') : tickets;
  const allDay = new Map<string, boolean>();
  for (const line of lines) {
    if (!allDay.has(line.occurrenceId))
      allDay.set(line.occurrenceId, (await occurrencesRepository.find(tx, orgId, line.occurrenceId))?.allDay ?? false);
  }
  const pdf = await ticketsPdf({
    organizationName: options.organizationName,
    orderNumber: String(order.orderNumber),
    currency: order.currency,
    locale: options.locale,
    tickets: printed.map(({ ticket, position }) => {
      const line = lines.find((l) => l.lineNo === ticket.lineNo)!;
      return { ...line, code: ticket.code, position, holderName: ticket.holderName, allDay: allDay.get(line.occurrenceId) ?? false };
    }),
  });
  return { pdf, count: printed.length };
}
