import { z } from 'zod';
import { MESSAGES } from '../common/errors.js';
import { ZId, atMostCharacters } from '../common/primitives.js';

/**
 * SPEC §2 /scanTicket: staff at the door scan a ticket's QR or type its number, see whose ticket
 * it is and for what, and Activate it or Mark museum visit (SPEC §4; ScanTicketRead/Write, §6).
 *
 *   GET  /api/tickets/scan?code=…&source=camera|typed   → ZScannedTicket
 *   POST /api/tickets/{ticketId}/activate  { venueId?, overrideLaterDay? }  → ZScannedTicket
 *   POST /api/tickets/{ticketId}/visit     { venueId?, overrideLaterDay? }  → ZScannedTicket
 *
 * A refused action answers 409 with one of SCAN_MESSAGES and, where it helps the desk explain,
 * the when and where of the earlier use in `error.fields` (ZScanRefusalFields).
 */

/**
 * Fixed texts of the scanner. The first two are SPEC §8's wording, kept exactly: a scanned code
 * that matches nothing, and a typed number that does. The rest are ours.
 */
export const SCAN_MESSAGES = {
  // SPEC §8
  notFound: 'Ticket not found',
  unknownNumber: 'Ticket ID does not exist. Check the number and try again.',
  // Ours: the spec has no wording for these.
  /** Activated before; `fields.at` and `fields.venueName` say when and where. */
  alreadyUsed: 'Ticket already used',
  /** The visit was marked before (at this museum, for a combi ticket); `fields.at` says when. */
  alreadyVisited: 'Museum visit already marked',
  canceled: 'Ticket canceled',
  expired: 'Ticket expired',
  /**
   * The ticket is for a later day than today where its occurrence is: activating it is refused
   * (409) unless staff override on purpose (`overrideLaterDay: true`), which is recorded.
   */
  notValidYet: 'This ticket is for a later day',
  /** Its date was canceled (or its event): nobody is let in on it; the buyer is owed a refund. */
  dateCanceled: 'This ticket’s date is canceled',
  /** A park's combi ticket is let in at a partner museum: the scanner must say which. */
  venueRequired: 'Choose the museum where the visitor is',
  unknownVenue: 'Venue not found',
} as const;

/**
 * The number staff can type instead of the code: the order number and the ticket's position in
 * the order (1, 2, … in the order page's ticket order), e.g. `100042-2`. Order numbers are short
 * and printed on every ticket; the 22-character code stays the unguessable QR content and is
 * accepted typed as well.
 */
export const ticketNumberOf = (orderNumber: string | number, position: number) => `${orderNumber}-${position}`;

// The hyphen as typed on any keyboard: a phone's or a word processor's dash ("100042–2"), or a
// space alone ("100042 2"), reads the same (a review walk's door refused both).
const TICKET_NUMBER = /^(\d{1,15})(?:\s*[-\u2010-\u2015\u2212]\s*|\s+)(\d{1,4})$/;

/** `100042-2` → its order number and position; anything else (a code, say) → null. */
export function parseTicketNumber(input: string): { orderNumber: string; position: number } | null {
  const match = TICKET_NUMBER.exec(input.trim());
  if (!match) return null;
  const position = Number(match[2]);
  return position >= 1 ? { orderNumber: String(Number(match[1])), position } : null;
}

/** Where the scanner's code came from: the camera read a QR, or staff typed a number. */
export const SCAN_SOURCES = ['camera', 'typed'] as const;

export const ZScanTicketQuery = z.object({
  /** The QR's content, the code typed, or a ticket number such as `100042-2`. */
  // Long enough for any QR a door may meet (a web address, a boarding pass): what is no ticket of ours is a miss, in the door's words.
  code: z.string({ message: MESSAGES.required }).trim().min(1, MESSAGES.required).max(4000, atMostCharacters(4000)),
  /** Decides the wording of a miss (SPEC §8): `Ticket not found` scanned, `Ticket ID does not exist…` typed. */
  source: z.enum(SCAN_SOURCES).default('camera'),
});
export type TScanTicketQuery = z.infer<typeof ZScanTicketQuery>;

export const ZTicketIdPath = z.object({ ticketId: ZId });

/**
 * POST /api/tickets/{ticketId}/activate and …/visit: the venue where the scanner is. Without it,
 * the event's own venue; a park's combi ticket must name the partner museum (400 otherwise). No
 * body at all is the same as `{}`.
 *
 * `overrideLaterDay: true` lets in a ticket for a later day, which is otherwise refused: the staff
 * member chose it on purpose, and the ticket keeps who and when (`laterDayOverride`). Only an
 * entrance that activates the ticket needs it; a ticket for today ignores it.
 */
export const ZScanAction = z.preprocess(
  (body) => body ?? {},
  z.object({ venueId: ZId.nullish(), overrideLaterDay: z.boolean().optional() }),
);
export type TScanAction = z.infer<typeof ZScanAction>;

const ZVenueRef = z.object({ venueId: ZId, venueName: z.string() });

// The same words as @foyer/domain's TICKET_STATUSES and VISIT_STATES (SPEC §3 Ticket listing item).
const TICKET_STATUSES = ['NOT_ACTIVATED', 'ACTIVATED', 'EXPIRED', 'CANCELED'] as const;
const TICKET_VISIT_STATES = ['NOT_VISITED', 'VISITED'] as const;

/** A ticket as the scanner shows it. Times are ISO instants; show them in `timeZone`. */
export const ZScannedTicket = z.object({
  ticketId: ZId,
  /** The QR's content. */
  code: z.string(),
  /** What staff read out or type: order number and position, `100042-2` (ticketNumberOf). */
  ticketNumber: z.string(),
  orderId: ZId,
  orderNumber: z.string(),
  /** In the staff member's language, else the event's names as bought. */
  eventName: z.string(),
  ticketTypeName: z.string(),
  holderName: z.string().nullable(),
  occurrenceId: ZId,
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  venueName: z.string().nullable(),
  /** As of now (SPEC §4): a ticket past its validity reads EXPIRED even before anything stores it. */
  status: z.enum(TICKET_STATUSES),
  visitState: z.enum(TICKET_VISIT_STATES),
  activatedAt: z.string().nullable(),
  activationVenue: ZVenueRef.nullable(),
  /** Museum visits marked, oldest first. */
  visits: z.array(ZVenueRef.extend({ at: z.string() })),
  /** When the ticket stops letting its holder in. */
  validUntil: z.string(),
  /** For a later day than today where the occurrence is: not let in without an override (SCAN_MESSAGES.notValidYet). */
  notValidYet: z.boolean(),
  /** Its date (or its event) was canceled after it was bought: not let in (SCAN_MESSAGES.dateCanceled). */
  dateCanceled: z.boolean(),
  /** Activated before its day because a staff member overrode the refusal on purpose: who and when. */
  laterDayOverride: z.object({ at: z.string(), byName: z.string().nullable() }).nullable(),
  /** A park's combi ticket: activated at one partner museum, a visit marked at each once. */
  combi: z.boolean(),
  /** Where the scanner may let this ticket in: the park's partner museums, else the event's venue. */
  entranceVenues: z.array(ZVenueRef),
});
export type TScannedTicket = z.infer<typeof ZScannedTicket>;

/** `error.fields` of a 409 from activate or visit: when and where the ticket was used (ISO instant). */
export const ZScanRefusalFields = z.object({
  at: z.string().optional(),
  venueId: z.string().optional(),
  venueName: z.string().optional(),
  validUntil: z.string().optional(),
  /** A ticket for a later day (SCAN_MESSAGES.notValidYet): when its occurrence starts. */
  startsAt: z.string().optional(),
});
export type TScanRefusalFields = z.infer<typeof ZScanRefusalFields>;
