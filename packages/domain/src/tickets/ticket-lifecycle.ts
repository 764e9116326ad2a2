import { toLocal } from '../zoned-time.js';

/**
 * A ticket's life (SPEC §4 Ticket): the spec names the states and the desk's two actions,
 * Activate and Mark museum visit, but not the transitions. Ours, enforced here and only here:
 *
 *   NOT_ACTIVATED ──activate──▶ ACTIVATED
 *   NOT_ACTIVATED, ACTIVATED ──expire (validity over)──▶ EXPIRED
 *   NOT_ACTIVATED ──cancel (refund, cancel)──▶ CANCELED
 *   ACTIVATED, EXPIRED ──cancel with staff override──▶ CANCELED
 *
 * - Activating is the entrance scan; a ticket is activated once, at one venue (for a park's combi
 *   ticket, the venue where the visitor starts). A second activation is refused with when and where.
 * - Marking a visit needs a valid ticket; an unactivated one is activated by it (the visitor is at
 *   the door). A regular ticket is visited once; a combi ticket once at each partner museum.
 * - A ticket is valid until its occurrence ends, or, when it has a validity period (a combi
 *   ticket), until that long after its activation. Past that it can only expire.
 * - CANCELED is final. A used or expired ticket is refunded only when staff override the policy.
 * - A ticket for a later day (where its occurrence is) is not let in today: activating it, or
 *   marking a visit that would activate it, is refused unless staff override on purpose. Once
 *   activated, its visits follow the usual rules (a combi ticket then visits each museum).
 */
export const TICKET_STATUSES = ['NOT_ACTIVATED', 'ACTIVATED', 'EXPIRED', 'CANCELED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const VISIT_STATES = ['NOT_VISITED', 'VISITED'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export interface TicketVisit {
  /** The venue (a partner museum for a park) where the visit was marked. */
  venueId: string;
  at: Date;
}

export interface TicketLife {
  status: TicketStatus;
  activatedAt: Date | null;
  activationVenueId: string | null;
  visits: readonly TicketVisit[];
  /** When the occurrence the ticket admits to ends. */
  occurrenceEndsAt: Date;
  /** A combi ticket is valid this long after activation instead; null: until the occurrence ends. */
  validityMinutes: number | null;
  /** A park's combi ticket: one visit per partner museum, not one in all. */
  perVenueVisits: boolean;
}

/** Why an action was refused, for the scanner to explain (with when and where it was used). */
export type TicketRefusal =
  | { reason: 'canceled' }
  | { reason: 'expired' }
  | { reason: 'alreadyActivated'; at: Date; venueId: string | null }
  | { reason: 'alreadyVisited'; at: Date; venueId: string }
  | { reason: 'used' };

/** The door's actions are also refused for a ticket for a later day (without an override), or for a date canceled. */
export type EntranceRefusal = TicketRefusal | { reason: 'laterDay' } | { reason: 'dateCanceled' };

/** What the door knows beyond the ticket: whether it is for a later day, and whether staff override that on purpose. */
export interface DoorCheck {
  laterDay: boolean;
  overrideLaterDay: boolean;
  /** Staff canceled the ticket's date (or event) after it was sold: nobody is let in on it. */
  dateCanceled?: boolean;
}
const ON_ITS_DAY: DoorCheck = { laterDay: false, overrideLaterDay: false };

export type TicketOutcome = { ok: true; ticket: TicketLife } | { ok: false; refusal: TicketRefusal };
export type EntranceOutcome = { ok: true; ticket: TicketLife } | { ok: false; refusal: EntranceRefusal };

const refuse = <R extends EntranceRefusal>(refusal: R) => ({ ok: false as const, refusal });
const accept = (ticket: TicketLife) => ({ ok: true as const, ticket });

/** The moment the ticket stops admitting. */
export function validUntil(ticket: TicketLife): Date {
  if (ticket.validityMinutes !== null && ticket.activatedAt)
    return new Date(ticket.activatedAt.getTime() + ticket.validityMinutes * 60_000);
  return ticket.occurrenceEndsAt;
}

export const visitStateOf = (ticket: Pick<TicketLife, 'visits'>): VisitState => (ticket.visits.length > 0 ? 'VISITED' : 'NOT_VISITED');

/** The status as of `now`: a live ticket past its validity reads as EXPIRED even before the sweep stores it. */
export function statusAt(ticket: TicketLife, now: Date): TicketStatus {
  if ((ticket.status === 'NOT_ACTIVATED' || ticket.status === 'ACTIVATED') && now.getTime() >= validUntil(ticket).getTime())
    return 'EXPIRED';
  return ticket.status;
}

/** Refusals every admitting action shares: canceled, or no longer valid. */
function notAdmitting(ticket: TicketLife, now: Date): TicketRefusal | null {
  const status = statusAt(ticket, now);
  if (status === 'CANCELED') return { reason: 'canceled' };
  if (status === 'EXPIRED') return { reason: 'expired' };
  return null;
}

/**
 * Whether `now` is on an earlier calendar day than the occurrence's start, both read in the
 * occurrence's time zone: a ticket for tonight is fine this morning, one for Sunday is not.
 */
export function isForLaterDay(occurrenceStartsAt: Date, timeZone: string, now: Date): boolean {
  return toLocal(now, timeZone).date < toLocal(occurrenceStartsAt, timeZone).date;
}

export function activate(ticket: TicketLife, now: Date, venueId: string | null, door: DoorCheck = ON_ITS_DAY): EntranceOutcome {
  const refusal = notAdmitting(ticket, now);
  if (refusal) return refuse(refusal);
  if (door.dateCanceled) return refuse({ reason: 'dateCanceled' });
  if (ticket.status === 'ACTIVATED')
    return refuse({ reason: 'alreadyActivated', at: ticket.activatedAt!, venueId: ticket.activationVenueId });
  if (door.laterDay && !door.overrideLaterDay) return refuse({ reason: 'laterDay' });
  return accept({ ...ticket, status: 'ACTIVATED', activatedAt: now, activationVenueId: venueId });
}

export function markVisit(ticket: TicketLife, now: Date, venueId: string, door: DoorCheck = ON_ITS_DAY): EntranceOutcome {
  const refusal = notAdmitting(ticket, now);
  if (refusal) return refuse(refusal);
  if (door.dateCanceled) return refuse({ reason: 'dateCanceled' });
  const earlier = ticket.perVenueVisits ? ticket.visits.find((visit) => visit.venueId === venueId) : ticket.visits[0];
  if (earlier) return refuse({ reason: 'alreadyVisited', at: earlier.at, venueId: earlier.venueId });
  // A visit to an unactivated ticket activates it, so it is the same entrance as Activate.
  if (ticket.status !== 'ACTIVATED' && door.laterDay && !door.overrideLaterDay) return refuse({ reason: 'laterDay' });
  const active =
    ticket.status === 'ACTIVATED' ? ticket : { ...ticket, status: 'ACTIVATED' as const, activatedAt: now, activationVenueId: venueId };
  return accept({ ...active, visits: [...ticket.visits, { venueId, at: now }] });
}

/** The sweep: a live ticket past its validity. Refused (no change) for any other. */
export function expire(ticket: TicketLife, now: Date): TicketOutcome {
  if (ticket.status === 'CANCELED') return refuse({ reason: 'canceled' });
  if (ticket.status === 'EXPIRED') return refuse({ reason: 'expired' });
  if (now.getTime() < validUntil(ticket).getTime()) return refuse({ reason: 'used' });
  return accept({ ...ticket, status: 'EXPIRED' });
}

/** Refund or cancellation of the order. An unused ticket always; a used or expired one only with override. */
export function cancel(ticket: TicketLife, options: { override: boolean }): TicketOutcome {
  if (ticket.status === 'CANCELED') return refuse({ reason: 'canceled' });
  if (ticket.status !== 'NOT_ACTIVATED' && !options.override) return refuse({ reason: ticket.status === 'EXPIRED' ? 'expired' : 'used' });
  return accept({ ...ticket, status: 'CANCELED' });
}
