/**
 * SPEC §5 cart rules for the tickets a visitor asks for on one occurrence. Problems come back as
 * data (code, field path, the spec's text) so the server can answer a 400 naming the fields and
 * the shop can show the same texts before it calls.
 */

/** No limit is given in SPEC §9; 100 of one ticket type in one go is already a group booking. */
export const MAX_TICKETS_PER_LINE = 100;

/**
 * The texts (SPEC §5, §8). @foyer/contracts' SHOP_MESSAGES repeats them, because this package
 * imports nothing: keep the two equal. The last three are ours; the spec has no wording for them.
 */
export const CART_RULE_MESSAGES = {
  atLeastOneTicket: 'Select at least 1 ticket type to continue',
  underageAlone: "Tickets for underage can't be sold alone",
  belowMinimum: 'Choose minimum ({0}) participants to continue',
  invalidQuantity: 'Invalid quantity',
  ticketNotFound: 'Ticket not found',
  notSoldOnline: 'This ticket is sold only at the door',
  duplicateTicket: 'Each ticket type can be chosen only once',
  ticketOffSale: 'This ticket is no longer on sale',
} as const;

export type CartProblemCode = keyof typeof CART_RULE_MESSAGES;

export interface CartProblem {
  code: CartProblemCode;
  /** Dotted path into the request body, as the server's error `fields` name them: `event.items.1.quantity`. */
  field: string;
  /** The spec's text with its placeholder filled in. */
  message: string;
  /** What filled the placeholder, for a translated text. */
  params?: { minimum: number };
}

export type TicketAge = 'Adult' | 'Underage';

/** The ticket type of the occurrence, as far as the rules need it. */
export interface CartTicketType {
  id: string;
  age: TicketAge;
  /** SPEC §3 sales channel; see ONLINE_SALES_CHANNELS. */
  salesChannel: string;
  requireMinimumQuantity: number | null;
  /** False when staff took it off sale; absent counts as on sale. */
  onSale?: boolean;
}

export interface TicketLine {
  ticketId: string;
  quantity: number;
}

/**
 * Both channels the spec names ("Online only", "Online and at the door") sell online; a channel
 * outside this list (a door-only type, should one be added) is refused in the shop.
 */
export const ONLINE_SALES_CHANNELS: readonly string[] = ['ONLINE', 'ONLINE_AND_DOOR'];

/** Sold in the shop now: by its channel, and not taken off sale. */
export const isSoldOnline = (ticketType: Pick<CartTicketType, 'salesChannel' | 'onSale'>) =>
  ticketType.onSale !== false && ONLINE_SALES_CHANNELS.includes(ticketType.salesChannel);

export const isValidTicketQuantity = (quantity: unknown): quantity is number =>
  typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_TICKETS_PER_LINE;

/** SPEC §5: only ticket lines with a quantity above 0 are added to the cart. */
export const chosenLines = <L extends TicketLine>(lines: readonly L[]): L[] => lines.filter((line) => line.quantity > 0);

/** SPEC §5 ticket-count helper: the sum of the quantities. */
export const ticketCount = (lines: readonly TicketLine[]): number => chosenLines(lines).reduce((sum, line) => sum + line.quantity, 0);

/** SPEC §5: the adult count excludes Underage (and tickets of no known type). */
export function adultCount(lines: readonly TicketLine[], ticketTypes: readonly CartTicketType[]): number {
  const ages = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType.age]));
  return chosenLines(lines).reduce((sum, line) => sum + (ages.get(line.ticketId) === 'Adult' ? line.quantity : 0), 0);
}

export interface TicketRuleOptions {
  /** Where the lines sit in the body; default `event.items` (the add-to-cart payload, SPEC §7). */
  fieldPrefix?: string;
  /**
   * Tickets of the same occurrence the cart already holds. An adult already in the cart lets a
   * child ticket be added on its own, and held tickets count towards a type's minimum.
   */
  held?: readonly TicketLine[];
  /**
   * Staff printing tickets ahead (offline tickets) print one type at a time, children's for a
   * school class included: the adults they come with are not in this batch.
   */
  underageAloneAllowed?: boolean;
}

const fill = (template: string, value: number) => template.replace('{0}', String(value));

/** Every problem with the requested lines; an empty list means they may be held. */
export function validateTicketLines(
  lines: readonly TicketLine[],
  ticketTypes: readonly CartTicketType[],
  options: TicketRuleOptions = {},
): CartProblem[] {
  const prefix = options.fieldPrefix ?? 'event.items';
  const held = options.held ?? [];
  const typesById = new Map(ticketTypes.map((ticketType) => [ticketType.id, ticketType]));
  const heldByType = new Map<string, number>();
  for (const line of chosenLines(held)) heldByType.set(line.ticketId, (heldByType.get(line.ticketId) ?? 0) + line.quantity);

  const problems: CartProblem[] = [];
  const problem = (code: CartProblemCode, field: string, minimum?: number) =>
    problems.push({
      code,
      field,
      message: minimum === undefined ? CART_RULE_MESSAGES[code] : fill(CART_RULE_MESSAGES[code], minimum),
      ...(minimum === undefined ? {} : { params: { minimum } }),
    });

  const seen = new Set<string>();
  let asked = 0; // lines with any positive quantity, valid or not
  let chosen = 0;
  let adults = adultCount(held, ticketTypes);

  for (const [index, line] of lines.entries()) {
    const at = (key: keyof TicketLine) => `${prefix}.${index}.${key}`;
    if (typeof line.quantity === 'number' && line.quantity > 0) asked++;
    if (!isValidTicketQuantity(line.quantity)) {
      problem('invalidQuantity', at('quantity'));
      continue;
    }
    if (line.quantity === 0) continue;
    const ticketType = typesById.get(line.ticketId);
    if (!ticketType) {
      problem('ticketNotFound', at('ticketId'));
      continue;
    }
    // Two lines of one type would make the minimum and the holder names ambiguous.
    if (seen.has(ticketType.id)) {
      problem('duplicateTicket', at('ticketId'));
      continue;
    }
    seen.add(ticketType.id);
    if (ticketType.onSale === false) {
      problem('ticketOffSale', at('ticketId'));
      continue;
    }
    if (!isSoldOnline(ticketType)) {
      problem('notSoldOnline', at('ticketId'));
      continue;
    }
    const minimum = ticketType.requireMinimumQuantity;
    if (minimum !== null && line.quantity + (heldByType.get(ticketType.id) ?? 0) < minimum)
      problem('belowMinimum', at('quantity'), minimum);
    chosen += line.quantity;
    if (ticketType.age === 'Adult') adults += line.quantity;
  }

  if (asked === 0) problem('atLeastOneTicket', prefix);
  else if (chosen > 0 && adults === 0 && !options.underageAloneAllowed) problem('underageAlone', prefix);
  return problems;
}

/** Field path → message (the first per field), the shape of the API's error `fields`. */
export function cartProblemFields(problems: readonly CartProblem[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of problems) fields[field] ??= message;
  return fields;
}
