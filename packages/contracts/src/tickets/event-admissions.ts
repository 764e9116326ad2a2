import { z } from 'zod';
import { ZId } from '../common/primitives.js';
import { ZPageQuery, paged } from '../common/paging.js';
import { EVENT_STATUSES } from '../events/events.js';

/**
 * SPEC §2 /scanTicket "event search by id": staff paste an occurrence's id (or a single event's)
 * and see who holds a ticket for it and who has been let in (ScanTicketRead/Write, §6).
 *
 *   GET /api/tickets/event/{eventId}?page&size&search   → ZEventAdmissions
 *
 * A recurring event's own id names no day: it answers 409 SERIES_MESSAGE with `fields.parentId`,
 * so the page can send staff to the series to pick one. Another organisation's id, or none at
 * all, is `Event not found` (404), as the events pages say it.
 */

/** The refusal of a series id: which day's door is meant cannot be guessed. */
export const EVENT_ADMISSION_MESSAGES = {
  series: 'Choose one date of the series',
} as const;

export const ZEventAdmissionsPath = z.object({ eventId: ZId });

export const ZEventAdmissionsQuery = ZPageQuery.extend({
  /** A ticket number (`100042-2`), an order number, a ticket's code, or part of the holder's name. */
  search: z.string().trim().max(200).optional(),
});
export type TEventAdmissionsQuery = z.infer<typeof ZEventAdmissionsQuery>;
export type TEventAdmissionsQueryInput = z.input<typeof ZEventAdmissionsQuery>;

// The same words as the scanner's ZScannedTicket.
const TICKET_STATUSES = ['NOT_ACTIVATED', 'ACTIVATED', 'EXPIRED', 'CANCELED'] as const;
const TICKET_VISIT_STATES = ['NOT_VISITED', 'VISITED'] as const;

/** One ticket on the occurrence's admission list; open it in the scanner by its ticketNumber. */
export const ZAdmissionTicket = z.object({
  ticketId: ZId,
  /** Order number and position, `100042-2`, as the scanner takes it typed. */
  ticketNumber: z.string(),
  orderId: ZId,
  ticketTypeName: z.string(),
  holderName: z.string().nullable(),
  /** Ours: the order's buyer, which the list shows (and searches) where no holder was named. */
  buyerName: z.string().nullable(),
  /** As of now, as the scanner reads it: past the occurrence's end an unused ticket reads EXPIRED. */
  status: z.enum(TICKET_STATUSES),
  visitState: z.enum(TICKET_VISIT_STATES),
  activatedAt: z.string().nullable(),
});
export type TAdmissionTicket = z.infer<typeof ZAdmissionTicket>;

/** The occurrence the list is for, with its sales and how many were let in. Times are ISO instants in `timeZone`. */
export const ZAdmissionEvent = z.object({
  /** The occurrence's id (the back office's eventId of one date). */
  eventId: ZId,
  /** The event it belongs to: the series of a recurring event. */
  parentId: ZId,
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  venueName: z.string().nullable(),
  /** null: unlimited. */
  capacity: z.number().int().nullable(),
  /** Sold in the web shop. */
  sold: z.number().int(),
  /** Sold offline: at the desk, or printed ahead as offline tickets (SPEC's offline-buy, counted apart). */
  soldOffline: z.number().int(),
  /** Tickets activated or with a museum visit marked: let in, whatever the clock reads now. */
  admitted: z.number().int(),
});
export type TAdmissionEvent = z.infer<typeof ZAdmissionEvent>;

export const ZEventAdmissions = z.object({
  event: ZAdmissionEvent,
  /** Ordered by order number and position; `total` counts the tickets matching `search`. */
  tickets: paged(ZAdmissionTicket),
});
export type TEventAdmissions = z.infer<typeof ZEventAdmissions>;
