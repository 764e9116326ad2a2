import type {
  Currency,
  Language,
  TShopCalendarEntry,
  TShopEventListItem,
  TShopOccurrence,
  TShopOccurrenceTime,
  TShopTicketType,
} from '@foyer/contracts';
import { availableOf, combineBuckets, grossFromNet, isSoldOnline, toLocal, type BucketCounts } from '@foyer/domain';
import { POOL_BUCKET } from '../../db/schema/index.js';
import { type BucketRow, eventImageUrlOf, type EventRow, type OccurrenceRow, type TicketTypeRow } from '../events/index.js';
import { isBookable } from './shop-catalog.policy.js';

/** Staff-only figures (sold, capacity, guides, versions) never leave through these shapes. */

export const toShopTicket = (ticket: TicketTypeRow): TShopTicketType => ({
  id: ticket.ticketTypeId,
  names: ticket.names,
  age: ticket.age,
  netPriceMinor: ticket.netMinor,
  vatBasisPoints: ticket.vatBasisPoints,
  totalPriceMinor: grossFromNet(ticket.netMinor, ticket.vatBasisPoints),
  requireMinimumQuantity: ticket.requireMinimumQuantity,
  soldOnline: isSoldOnline(ticket),
});

/** The lowest and highest prices with VAT of the ticket types sold online; nulls when none is. */
export function priceRangeMinor(tickets: readonly TicketTypeRow[]): { from: number | null; to: number | null } {
  const prices = tickets.filter(isSoldOnline).map((ticket) => grossFromNet(ticket.netMinor, ticket.vatBasisPoints));
  return prices.length > 0 ? { from: Math.min(...prices), to: Math.max(...prices) } : { from: null, to: null };
}

/** What a visitor is told of an occurrence's time (the list reads only these of its first one). */
export type OccurrenceTimeRow = Pick<OccurrenceRow, 'occurrenceId' | 'startsAt' | 'endsAt' | 'allDay'>;

export const toOccurrenceTime = (event: EventRow, occurrence: OccurrenceTimeRow): TShopOccurrenceTime => ({
  eventId: occurrence.occurrenceId,
  parentId: event.eventId,
  start: toLocal(occurrence.startsAt, event.timeZone),
  end: toLocal(occurrence.endsAt, event.timeZone),
  startsAt: occurrence.startsAt.toISOString(),
  endsAt: occurrence.endsAt.toISOString(),
  allDay: occurrence.allDay,
});

/**
 * An occurrence with what is left of the ticket types sold online: Pool restricted reads the
 * shared pool; Individual restricted each type's bucket, and the occurrence's total is their sum
 * (unlimited when any one is). Nothing sold online: nothing left.
 */
export function toShopOccurrence(
  event: EventRow,
  occurrence: OccurrenceRow,
  buckets: readonly BucketRow[],
  tickets: readonly TicketTypeRow[],
  now: Date,
): TShopOccurrence {
  const own = new Map(buckets.filter((b) => b.occurrenceId === occurrence.occurrenceId).map((b) => [b.bucket, b]));
  const online = tickets.filter(isSoldOnline);
  const counted: BucketCounts[] =
    event.saleMode === 'POOL'
      ? online.length > 0 && own.has(POOL_BUCKET)
        ? [own.get(POOL_BUCKET)!]
        : []
      : online.flatMap((ticket) => (own.has(ticket.ticketTypeId) ? [own.get(ticket.ticketTypeId)!] : []));
  const available = counted.length === 0 ? 0 : combineBuckets(counted).available;
  // Enough left for one order of the type: at least one, and at least its minimum per order.
  const enoughFor = (ticket: TicketTypeRow, left: number | null) =>
    left === null || left >= Math.max(1, ticket.requireMinimumQuantity ?? 1);
  const perTicket =
    event.saleMode === 'INDIVIDUAL'
      ? online.map((ticket) => {
          const bucket = own.get(ticket.ticketTypeId);
          const left = bucket ? availableOf(bucket) : 0;
          return { id: ticket.ticketTypeId, available: left, soldOut: !enoughFor(ticket, left) };
        })
      : [];
  // Sold out when no type sold online can make an order (two left of a type sold in fours).
  const buyable =
    event.saleMode === 'INDIVIDUAL'
      ? perTicket.some((ticket) => !ticket.soldOut)
      : counted.length > 0 && online.some((ticket) => enoughFor(ticket, available));
  return {
    ...toOccurrenceTime(event, occurrence),
    status: occurrence.status,
    bookable: isBookable(occurrence, now),
    available,
    soldOut: !buyable,
    tickets: perTicket,
  };
}

/** SPEC §3 embedded calendar entry, read from the schedule as entered. */
export function toCalendarEntry(event: EventRow): TShopCalendarEntry {
  const schedule = event.schedule;
  if (schedule.kind === 'Single') {
    return {
      id: event.eventId,
      allDay: schedule.allDay,
      interval: 1,
      start: schedule.start,
      end: schedule.end,
      recurring: 'Single',
      repeat: { periodicity: 'Daily', daysOfWeek: [] },
    };
  }
  return {
    id: event.eventId,
    allDay: schedule.allDay,
    interval: schedule.interval,
    start: { date: schedule.firstDate, time: schedule.startTime },
    end: { date: schedule.lastDate, time: schedule.endTime },
    recurring: 'Recurring',
    repeat: { periodicity: schedule.periodicity, daysOfWeek: schedule.daysOfWeek },
  };
}

export const venueOf = (event: EventRow, venueName: string | null | undefined) =>
  event.venueId && venueName != null ? { id: event.venueId, name: venueName } : null;

export function toShopListItem(
  row: { event: EventRow; typeName: string; venueName: string | null; ticketsLeft: boolean },
  next: OccurrenceTimeRow,
  tickets: readonly TicketTypeRow[],
  currency: Currency,
): TShopEventListItem {
  const { event } = row;
  const prices = priceRangeMinor(tickets);
  return {
    eventId: event.eventId,
    kind: event.kind,
    names: event.names,
    defaultLanguage: event.defaultLanguage as Language,
    languages: event.languages as Language[],
    category: event.category,
    eventType: { id: event.eventTypeId, name: row.typeName },
    venue: venueOf(event, row.venueName),
    timeZone: event.timeZone,
    durationMinutes: event.durationMinutes,
    imageUrl: eventImageUrlOf(event),
    nextOccurrence: toOccurrenceTime(event, next),
    priceFromMinor: prices.from,
    priceToMinor: prices.to,
    currency,
    available: Boolean(row.ticketsLeft),
  };
}
