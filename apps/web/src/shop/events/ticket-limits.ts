import type { TShopOccurrence, TShopTicketType } from '@foyer/contracts';

type TicketType = Pick<TShopTicketType, 'id'>;
type Left = Pick<TShopOccurrence, 'available' | 'tickets'>;
import type { Quantities } from '../cart/ticket-rules';

/** SPEC §9: one line may take up to 100 tickets (MAX_QUANTITY_PER_LINE). */
export const MAX_PER_LINE = 100;

/** What a ticket type can still have on this occurrence: its own count, or the shared pool's. */
export function maxFor(ticketType: TicketType, occurrence: Left): number {
  const own = occurrence.tickets.find((ticket) => ticket.id === ticketType.id);
  const left = own ? (own.soldOut ? 0 : own.available) : occurrence.available;
  return Math.min(MAX_PER_LINE, left ?? MAX_PER_LINE);
}

/**
 * What the visitor chose, within what is left, and how far each stepper may go. When the cart
 * refused for want of places and the dates were read again, each quantity shows what can still be
 * had beside its "Only 2 left". Types without a count of their own share the occurrence's pool:
 * taken in the page's order, and none steps past what the others leave of it.
 */
export function withinWhatIsLeft(tickets: readonly TicketType[], quantities: Quantities, occurrence: Left) {
  const sharesPool = (ticketType: TicketType) => !occurrence.tickets.some((ticket) => ticket.id === ticketType.id);
  let poolLeft = occurrence.available ?? Number.POSITIVE_INFINITY;
  const chosen: Quantities = {};
  for (const ticketType of tickets) {
    const shared = sharesPool(ticketType);
    const quantity = Math.min(quantities[ticketType.id] ?? 0, maxFor(ticketType, occurrence), shared ? poolLeft : Number.POSITIVE_INFINITY);
    if (shared) poolLeft -= quantity;
    chosen[ticketType.id] = quantity;
  }
  const most: Quantities = Object.fromEntries(
    tickets.map((ticketType) => [
      ticketType.id,
      Math.min(maxFor(ticketType, occurrence), sharesPool(ticketType) ? chosen[ticketType.id]! + poolLeft : Number.POSITIVE_INFINITY),
    ]),
  );
  return { chosen, most };
}
