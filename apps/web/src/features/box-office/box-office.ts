import {
  LANGUAGES,
  MAX_DOOR_QUANTITY,
  SHOP_MESSAGES,
  ZOfflineBuy,
  type DoorPaymentMethod,
  type Language,
  type TEvent,
  type TOfflineBuyInput,
  type TTicketType,
} from '@foyer/contracts';
import { MAX_TICKETS_PER_LINE, validateTicketLines } from '@foyer/domain';
import { ApiError } from '../../shared/api/api-client';

/**
 * The most of one ticket type in one sale or print run. The contract allows 200, but the server
 * checks a sale with the cart's rules too, which stop at 100 a line: the form offers what passes.
 */
export const DOOR_LINE_LIMIT = Math.min(MAX_DOOR_QUANTITY, MAX_TICKETS_PER_LINE);

/** SPEC §3: only "Online and at the door" types are sold at the desk, and not one taken off sale (the server refuses the rest). */
export const isDoorSellable = (ticket: Pick<TTicketType, 'salesChannel' | 'onSale'>) =>
  ticket.salesChannel === 'ONLINE_AND_DOOR' && ticket.onSale;

/** The occurrence a sale is for: the occurrence viewed, or a single event's only one; null for a series as a whole. */
export function saleTarget(event: Pick<TEvent, 'eventId' | 'kind' | 'status' | 'occurrence' | 'occurrenceCount' | 'lastEndsAt'>) {
  if (event.occurrence) return { id: event.occurrence.eventId, endsAt: event.occurrence.endsAt };
  if (event.kind === 'Single' && event.occurrenceCount === 1 && event.lastEndsAt) return { id: event.eventId, endsAt: event.lastEndsAt };
  return null;
}

/**
 * The box office is open for a published occurrence that has not ended (the server's rule; a
 * viewed occurrence's status is already its effective one). Answers the id to sell for, or null.
 */
export function boxOfficeTarget(
  event: Pick<TEvent, 'eventId' | 'kind' | 'status' | 'occurrence' | 'occurrenceCount' | 'lastEndsAt'>,
  now: Date = new Date(),
): string | null {
  const target = saleTarget(event);
  if (!target || event.status !== 'Published') return null;
  if (event.occurrence && event.occurrence.status !== 'Published') return null;
  const end = Date.parse(target.endsAt);
  return Number.isNaN(end) || end <= now.getTime() ? null : target.id;
}

/**
 * Whether the box office is closed only because its date is over (a published date that has
 * ended): the page then says so where the desk was, instead of the desk just not being there.
 */
export function boxOfficeOver(
  event: Pick<TEvent, 'eventId' | 'kind' | 'status' | 'occurrence' | 'occurrenceCount' | 'lastEndsAt'>,
  now: Date = new Date(),
): boolean {
  const target = saleTarget(event);
  if (!target || event.status !== 'Published') return false;
  if (event.occurrence && event.occurrence.status !== 'Published') return false;
  const end = Date.parse(target.endsAt);
  return !Number.isNaN(end) && end <= now.getTime();
}

/** How many of a type may be put in one sale: what is left, within the line limit. */
export const maxQuantity = (ticket: Pick<TTicketType, 'available'>) =>
  Math.max(0, Math.min(DOOR_LINE_LIMIT, ticket.available ?? DOOR_LINE_LIMIT));

/**
 * What is wrong with more of a type than one sale may take, in the contract's words: what is left
 * (the page's last count; the server has the last word), else the line limit. Null within both.
 */
export function quantityProblem(ticket: Pick<TTicketType, 'available'>, quantity: number): string | null {
  const left = ticket.available;
  if (left !== null && quantity > left) return left > 0 ? SHOP_MESSAGES.onlyLeft.replace('{0}', String(left)) : SHOP_MESSAGES.soldOut;
  return quantity > DOOR_LINE_LIMIT ? SHOP_MESSAGES.invalidQuantity : null;
}

/** Ticket type id → how many; a missing or odd value counts as none. */
export type Quantities = Record<string, number>;

const quantityOf = (quantities: Quantities, ticketId: string) => {
  const value = quantities[ticketId];
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
};

/** The lines to send: door types with a quantity, in the event's order. */
export const doorItems = (tickets: readonly TTicketType[], quantities: Quantities) =>
  tickets
    .filter(isDoorSellable)
    .map((ticket) => ({ ticketId: ticket.id, quantity: quantityOf(quantities, ticket.id) }))
    .filter((item) => item.quantity > 0);

/** The live total at the desk: the tickets and their gross price (what the server charges, no fees). */
export function saleTotal(tickets: readonly TTicketType[], quantities: Quantities) {
  return doorItems(tickets, quantities).reduce(
    (total, item) => {
      const ticket = tickets.find((type) => type.id === item.ticketId)!;
      return { count: total.count + item.quantity, grossMinor: total.grossMinor + item.quantity * ticket.totalPriceMinor };
    },
    { count: 0, grossMinor: 0 },
  );
}

/** How a desk sale is paid and who buys: the part every desk sale's form has (tickets, gift vouchers). */
export interface DeskBuyerValues {
  paymentMethod: DoorPaymentMethod;
  firstName: string;
  lastName: string;
  email: string;
  /** The language of the mail (tickets, codes) and of the order. */
  language: Language;
}

/**
 * The buyer part of an empty form for the next visitor: nobody named, cash, the reader's language;
 * after a sale the way of paying and the language are kept (the desk rarely changes them).
 */
export function nextBuyer(uiLanguage: string, keep?: Pick<DeskBuyerValues, 'paymentMethod' | 'language'>): DeskBuyerValues {
  return {
    paymentMethod: keep?.paymentMethod ?? 'CashPayment',
    firstName: '',
    lastName: '',
    email: '',
    language: keep?.language ?? ticketLanguage(uiLanguage),
  };
}

/** The buyer in a sale's body, only when something about them was given; an empty email is none. */
export function deskCustomer(values: Pick<DeskBuyerValues, 'firstName' | 'lastName' | 'email'>) {
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const email = values.email.trim();
  return firstName || lastName || email ? { customer: { firstName, lastName, email: email || null } } : {};
}

/**
 * Whether a sale at the desk has been begun: a ticket counted or something typed about the buyer
 * or a voucher. Leaving the page then asks first; the payment method and language alone, kept
 * from the last sale, are not a sale begun.
 */
export function saleBegun(
  values: Pick<DeskBuyerValues, 'firstName' | 'lastName' | 'email'> & { quantities: Quantities; voucherCode?: string },
) {
  return (
    Object.values(values.quantities).some((quantity) => (quantity ?? 0) > 0) ||
    [values.firstName, values.lastName, values.email, values.voucherCode ?? ''].some((text) => text.trim() !== '')
  );
}

export interface DoorSaleValues extends DeskBuyerValues {
  quantities: Quantities;
  /** A gift voucher's code paying what it can; empty: none. */
  voucherCode: string;
}

/** POST /api/events/{id}/offline-buy's body; the buyer only when something about them was given. */
export function doorSaleBody(tickets: readonly TTicketType[], values: DoorSaleValues): TOfflineBuyInput {
  const voucherCode = values.voucherCode.trim();
  return {
    items: doorItems(tickets, values.quantities),
    paymentMethod: values.paymentMethod,
    ...deskCustomer(values),
    language: values.language,
    ...(voucherCode ? { voucherCode } : {}),
  };
}

/** Where the form shows a message of the body's path: a type's quantity, the customer's fields, or the sale as a whole ('items'). */
export function formPathOf(path: string, sentItems: readonly { ticketId: string }[]): string {
  const item = /^items\.(\d+)\.(ticketId|quantity)$/.exec(path);
  if (item) {
    const ticketId = sentItems[Number(item[1])]?.ticketId;
    return ticketId ? `quantities.${ticketId}` : 'items';
  }
  const customer = /^customer\.(firstName|lastName|email)$/.exec(path);
  if (customer) return customer[1]!;
  return path.startsWith('items') ? 'items' : path;
}

/**
 * The sale checked before it is sent, with the server's own rules (SPEC §5: at least one ticket,
 * underage not alone, minimums; no more than is left; a valid email): form path → the rule's English text.
 */
/**
 * What a date's shared pool has left (Pool restricted: every type reads the pool's count), or null
 * when the types are counted each on their own or without end.
 */
export function poolLeftOf(saleMode: string, tickets: readonly Pick<TTicketType, 'available'>[]): number | null {
  if (saleMode !== 'POOL' || tickets.length === 0 || tickets.some((ticket) => ticket.available === null)) return null;
  return Math.max(...tickets.map((ticket) => ticket.available!));
}

export function validateDoorSale(
  tickets: readonly TTicketType[],
  values: DoorSaleValues,
  /** The shared pool's count (poolLeftOf): the types together may take no more. */
  poolLeft: number | null = null,
): Record<string, string> {
  const body = doorSaleBody(tickets, values);
  const errors: Record<string, string> = {};
  // What is left first: "Only 10 left" says more than the line limit's "Invalid quantity" for 120 typed.
  for (const item of body.items) {
    const ticket = tickets.find((type) => type.id === item.ticketId);
    const problem = ticket ? quantityProblem(ticket, item.quantity) : null;
    if (problem && problem !== SHOP_MESSAGES.invalidQuantity) errors[`quantities.${item.ticketId}`] = problem;
  }
  // Each type within what is left, but together more: 1 child and 3 adults of 3 places.
  const together = body.items.reduce((sum, item) => sum + item.quantity, 0);
  if (poolLeft !== null && Object.keys(errors).length === 0 && together > poolLeft)
    errors.items = poolLeft > 0 ? SHOP_MESSAGES.onlyLeft.replace('{0}', String(poolLeft)) : SHOP_MESSAGES.soldOut;
  const rules = tickets.map((ticket) => ({
    id: ticket.id,
    age: ticket.age,
    salesChannel: 'ONLINE',
    requireMinimumQuantity: ticket.requireMinimumQuantity,
  }));
  for (const problem of validateTicketLines(body.items, rules, { fieldPrefix: 'items' })) {
    errors[formPathOf(problem.field, body.items)] ??= problem.message;
  }
  const parsed = ZOfflineBuy.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // The lines' own problems are named above in the spec's words.
      if (issue.path[0] === 'items') continue;
      errors[formPathOf(issue.path.join('.'), body.items)] ??= issue.message;
    }
  }
  return errors;
}

/** A refused sale's messages by form path; empty when it was no API error or named no fields. */
export function saleFieldErrors(error: unknown, sentItems: readonly { ticketId: string }[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) fields[formPathOf(path, sentItems)] ??= message;
  return fields;
}

/** Where the print form shows a message: the server checks a print run as a one-line sale (`items.0.…`) or by the body's own names. */
export function printFormPathOf(path: string): 'ticketId' | 'quantity' | null {
  if (path === 'ticketId' || path === 'items.0.ticketId') return 'ticketId';
  if (path === 'quantity' || path === 'items.0.quantity') return 'quantity';
  return null;
}

/** The language of tickets sold or printed at the desk: the reader's, when it is one the tickets come in. */
export const ticketLanguage = (uiLanguage: string): Language => {
  const base = uiLanguage.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
};
