import type { TShopTicketType } from '@foyer/contracts';
import { chosenLines, validateTicketLines, type TicketLine } from '@foyer/domain';

/**
 * SPEC §5 ticket rules before the cart is called, with the same domain rules and texts the server
 * uses; problems land on the ticket type's line or, for the whole choice, above the button.
 */
export interface TicketProblems {
  /** Messages for the whole choice (at least one, underage alone). */
  general: string[];
  /** Per ticket type id. */
  byTicket: Record<string, string>;
}

export type Quantities = Record<string, number>;

const allLines = (ticketTypes: readonly TShopTicketType[], quantities: Quantities): TicketLine[] =>
  ticketTypes.map((ticketType) => ({ ticketId: ticketType.id, quantity: quantities[ticketType.id] ?? 0 }));

/** The lines sent to the cart: only those above 0 (SPEC §5), in the event's order. */
export const linesToAdd = (ticketTypes: readonly TShopTicketType[], quantities: Quantities): TicketLine[] =>
  chosenLines(allLines(ticketTypes, quantities));

export function checkTickets(ticketTypes: readonly TShopTicketType[], quantities: Quantities): TicketProblems {
  const ruleTypes = ticketTypes.map((ticketType) => ({
    id: ticketType.id,
    age: ticketType.age,
    // The public event lists only types sold online unless asked for all.
    salesChannel: ticketType.soldOnline ? 'ONLINE' : 'DOOR',
    requireMinimumQuantity: ticketType.requireMinimumQuantity,
  }));
  const problems = validateTicketLines(allLines(ticketTypes, quantities), ruleTypes, { fieldPrefix: 'items' });
  return fieldsToProblems(
    Object.fromEntries(problems.map((problem) => [problem.field, problem.message])),
    ticketTypes.map((ticketType) => ticketType.id),
    'items',
  );
}

/**
 * Puts error fields (`event.items.1.quantity`, `event.items`, `event.eventId`) on the ticket ids
 * of the lines they index; anything else is general.
 */
export function fieldsToProblems(fields: Record<string, string>, lineTicketIds: readonly string[], prefix = 'event.items'): TicketProblems {
  const result: TicketProblems = { general: [], byTicket: {} };
  for (const [field, message] of Object.entries(fields)) {
    const match = new RegExp(`^${prefix.replace('.', '\\.')}\\.(\\d+)\\.`).exec(field);
    const ticketId = match ? lineTicketIds[Number(match[1])] : undefined;
    if (ticketId) result.byTicket[ticketId] ??= message;
    else if (!result.general.includes(message)) result.general.push(message);
  }
  return result;
}

export const hasProblems = (problems: TicketProblems) => problems.general.length > 0 || Object.keys(problems.byTicket).length > 0;
