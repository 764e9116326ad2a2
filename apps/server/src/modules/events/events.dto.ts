import type { TEvent, TEventListItem, TEventLocation, TOccurrence, TTicketType, Language } from '@foyer/contracts';
import { availableOf, combineBuckets, grossFromNet, staffingStatus, toLocal, type BucketCounts } from '@foyer/domain';
import { POOL_BUCKET } from '../../db/schema/index.js';
import type { BucketRow, EventRow, OccurrenceRow, TicketTypeRow } from './events.repository.js';

export interface GuideRow {
  assignment: { assignmentId: string; userId: string; occurrenceId: string | null; status: string };
  firstName: string;
  lastName: string;
}

/**
 * SPEC §4: an unknown staffing status is logged as an error. The routes plugin points this at the
 * app's logger; the database's CHECK constraint should make it unreachable.
 */
let logUnknown: (status: string) => void = () => undefined;
export const onUnknownGuideStatus = (log: (status: string) => void) => {
  logUnknown = log;
};

/** SPEC §4 staffing of the whole event (occurrenceId null) or of one occurrence. */
export function staffingOf(guides: readonly GuideRow[], occurrenceId: string | null) {
  const relevant = guides.filter((g) => g.assignment.occurrenceId === null || g.assignment.occurrenceId === occurrenceId);
  return staffingStatus(
    relevant.map((g) => g.assignment.status),
    (status) => logUnknown(status),
  );
}

/** An occurrence's status as staff see it: a draft or canceled event decides for all of them. */
export const effectiveStatus = (event: Pick<EventRow, 'status'>, occurrence: Pick<OccurrenceRow, 'status'>) =>
  event.status === 'Published' ? occurrence.status : event.status;

export const locationOf = (event: EventRow): TEventLocation =>
  event.venueId ? { kind: 'Venue', venueId: event.venueId } : { kind: 'Online', url: event.onlineUrl ?? '' };

const counts = (bucket: BucketRow): BucketCounts => ({
  capacity: bucket.capacity,
  sold: bucket.sold,
  soldOffline: bucket.soldOffline,
  held: bucket.held,
});

export function toOccurrence(
  event: EventRow,
  occurrence: OccurrenceRow,
  buckets: readonly BucketRow[],
  guides: readonly GuideRow[],
): TOccurrence {
  const own = buckets.filter((b) => b.occurrenceId === occurrence.occurrenceId).map(counts);
  const total = combineBuckets(own);
  return {
    eventId: occurrence.occurrenceId,
    parentId: event.eventId,
    status: effectiveStatus(event, occurrence),
    start: toLocal(occurrence.startsAt, event.timeZone),
    end: toLocal(occurrence.endsAt, event.timeZone),
    startsAt: occurrence.startsAt.toISOString(),
    endsAt: occurrence.endsAt.toISOString(),
    allDay: occurrence.allDay,
    edited: Object.keys(occurrence.overrides ?? {}).length > 0,
    capacity: total.capacity,
    sold: total.sold,
    soldOffline: total.soldOffline,
    held: total.held,
    available: total.available,
    staffing: staffingOf(guides, occurrence.occurrenceId),
  };
}

/**
 * A ticket type with its inventory: for one occurrence, its bucket (Pool restricted: the shared
 * pool); for the whole event, the totals over every occurrence.
 */
function toTicket(event: EventRow, ticket: TicketTypeRow, buckets: readonly BucketRow[]): TTicketType {
  const key = event.saleMode === 'POOL' ? POOL_BUCKET : ticket.ticketTypeId;
  const own = buckets.filter((b) => b.bucket === key).map(counts);
  const total = combineBuckets(own);
  const available =
    own.length === 0 ? null : own.some((b) => b.capacity === null) ? null : own.reduce((sum, b) => sum + (availableOf(b) ?? 0), 0);
  return {
    id: ticket.ticketTypeId,
    names: ticket.names,
    age: ticket.age,
    netPriceMinor: ticket.netMinor,
    vatBasisPoints: ticket.vatBasisPoints,
    totalPriceMinor: grossFromNet(ticket.netMinor, ticket.vatBasisPoints),
    salesChannel: ticket.salesChannel,
    quantity: ticket.quantity,
    infiniteQuantity: ticket.quantity === null,
    requireMinimumQuantity: ticket.requireMinimumQuantity,
    capacity: own.length === 1 ? own[0]!.capacity : event.saleMode === 'POOL' ? event.poolCapacity : ticket.quantity,
    sold: total.sold,
    soldOffline: total.soldOffline,
    available,
    onSale: ticket.onSale,
  };
}

export interface EventParts {
  event: EventRow;
  typeName: string;
  venueName: string | null;
  tickets: TicketTypeRow[];
  guides: GuideRow[];
  summary: { count: number; first: Date | null; last: Date | null };
  /** Buckets of the occurrence asked for, or of every occurrence. */
  buckets: BucketRow[];
  occurrence: OccurrenceRow | null;
  currency: TEvent['currency'];
}

/**
 * The main image's URL, always under the event (a series' occurrences share its image). Each upload
 * gets a new storage key ending in a random number, which is the version: the URL changes exactly
 * when the image does, so it may be cached for good.
 */
export function eventImageUrlOf(event: Pick<EventRow, 'eventId' | 'imageFile'>): string | null {
  if (!event.imageFile) return null;
  const version = /-(\d+)\.jpg$/.exec(event.imageFile)?.[1] ?? '0';
  return `/api/events/${event.eventId}/image?v=${version}`;
}

export function toEvent(parts: EventParts): TEvent {
  const { event, occurrence } = parts;
  return {
    eventId: occurrence ? occurrence.occurrenceId : event.eventId,
    parentId: occurrence ? event.eventId : null,
    kind: event.kind,
    status: occurrence ? effectiveStatus(event, occurrence) : event.status,
    parentStatus: occurrence ? event.status : null,
    publishAt: event.publishAt?.toISOString() ?? null,
    visibility: event.visibility as TEvent['visibility'],
    generalInfo: {
      names: event.names,
      eventType: { id: event.eventTypeId, name: parts.typeName },
      category: event.category,
      languages: event.languages as Language[],
      display: event.display,
    },
    defaultLanguage: event.defaultLanguage as Language,
    location: locationOf(event),
    venueName: parts.venueName,
    timeZone: event.timeZone,
    durationMinutes: event.durationMinutes,
    experience: event.experience,
    refundPolicy: event.refundPolicy as TEvent['refundPolicy'],
    saleMode: event.saleMode,
    poolCapacity: event.poolCapacity,
    schedule: event.schedule,
    tickets: parts.tickets.map((ticket) => toTicket(event, ticket, parts.buckets)),
    guides: parts.guides
      .filter((g) => !occurrence || g.assignment.occurrenceId === null || g.assignment.occurrenceId === occurrence.occurrenceId)
      .map((g) => ({
        assignmentId: g.assignment.assignmentId,
        userId: g.assignment.userId,
        occurrenceId: g.assignment.occurrenceId,
        status: g.assignment.status as TEvent['guides'][number]['status'],
        firstName: g.firstName,
        lastName: g.lastName,
      })),
    staffing: staffingOf(parts.guides, occurrence?.occurrenceId ?? null),
    occurrenceCount: parts.summary.count,
    occurrence: occurrence ? toOccurrence(event, occurrence, parts.buckets, parts.guides) : null,
    firstStartsAt: parts.summary.first?.toISOString() ?? null,
    lastEndsAt: parts.summary.last?.toISOString() ?? null,
    currency: parts.currency,
    version: event.version,
    imageUrl: eventImageUrlOf(event),
  };
}

export function toListItem(
  row: { event: EventRow; typeName: string; venueName: string | null; next: Date | string | null },
  nextOccurrence: { occurrenceId: string; startsAt: Date; endsAt: Date } | null,
  occurrenceCount: number,
  guides: readonly GuideRow[],
): TEventListItem {
  const { event } = row;
  return {
    eventId: event.eventId,
    kind: event.kind,
    status: event.status,
    publishAt: event.publishAt?.toISOString() ?? null,
    visibility: event.visibility as TEventListItem['visibility'],
    names: event.names,
    defaultLanguage: event.defaultLanguage as Language,
    eventType: { id: event.eventTypeId, name: row.typeName },
    venueId: event.venueId,
    venueName: row.venueName,
    occurrenceCount,
    nextOccurrence: nextOccurrence
      ? {
          eventId: nextOccurrence.occurrenceId,
          startsAt: nextOccurrence.startsAt.toISOString(),
          endsAt: nextOccurrence.endsAt.toISOString(),
        }
      : null,
    staffing: staffingOf(guides, null),
    imageUrl: eventImageUrlOf(event),
  };
}
