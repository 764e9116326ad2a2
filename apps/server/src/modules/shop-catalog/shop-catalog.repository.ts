import { and, asc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ONLINE_SALES_CHANNELS } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { eventTypes, events, inventoryBuckets, occurrences, POOL_BUCKET, ticketTypes, venues } from '../../db/schema/index.js';
import { findEventInAnyOrg, rangeCondition, type EventRow, type OccurrenceRow } from '../events/index.js';
import { ON_SHOW } from './shop-catalog.policy.js';

export interface ShopEventFilter {
  venue?: string;
  category?: string;
  lang?: string;
  from?: string;
}

/**
 * Occurrences a visitor can still book: published and not ended at `now`; with `from`, also
 * touching that bound the way the staff lists read it (a date: that local day or later).
 */
function bookable(now: Date, from?: string): SQL[] {
  return [eq(occurrences.status, 'Published'), gt(occurrences.endsAt, now), ...rangeCondition(from ? { from } : {})];
}

/** The event's own conditions for being in the shop (see ON_SHOW). */
const eventOnShow = (): SQL[] => [
  eq(events.status, ON_SHOW.status),
  eq(events.visibility, ON_SHOW.visibility),
  eq(events.display, ON_SHOW.display),
];

type TicketSalesChannel = (typeof ticketTypes.$inferSelect)['salesChannel'];

/**
 * A bucket that sells a ticket type sold online and on sale (a pool sells every such type) with
 * enough left for one order of it: at least one, and at least the type's minimum per order (two
 * left of a type sold in fours is a date no one can buy).
 */
const bucketHasOnlineTicketsLeft = () => sql`exists (select 1 from ${ticketTypes}
    where ${ticketTypes.orgId} = ${inventoryBuckets.orgId} and ${ticketTypes.eventId} = ${occurrences.eventId}
      and ${inArray(ticketTypes.salesChannel, [...ONLINE_SALES_CHANNELS] as TicketSalesChannel[])}
      and ${ticketTypes.onSale}
      and (${inventoryBuckets.bucket} = ${POOL_BUCKET} or ${ticketTypes.ticketTypeId}::text = ${inventoryBuckets.bucket})
      and (${inventoryBuckets.capacity} is null
        or ${inventoryBuckets.capacity} - (${inventoryBuckets.sold} + ${inventoryBuckets.soldOffline} + ${inventoryBuckets.held})
          >= greatest(coalesce(${ticketTypes.requireMinimumQuantity}, 1), 1)))`;

/** The occurrence in scope has a bucket with tickets left to sell online. */
const occurrenceHasTicketsLeft = () => sql`exists (select 1 from ${inventoryBuckets}
  where ${inventoryBuckets.orgId} = ${occurrences.orgId} and ${inventoryBuckets.occurrenceId} = ${occurrences.occurrenceId}
    and ${bucketHasOnlineTicketsLeft()})`;

/**
 * The shop's reads are the same few statements over and over: each is sent as a named prepared
 * statement, so PostgreSQL parses it once per connection and, once it has seen it a few times,
 * plans it once too (planning the event list took twice its execution). One name per SQL text:
 * the shape of the filters is part of the name, never a value. PGlite ignores the names.
 */
const statementName = (query: string, filter: ShopEventFilter = {}) =>
  `shop_${query}_${filter.venue ? 'v' : ''}${filter.category ? 'c' : ''}${filter.lang ? 'l' : ''}${
    filter.from ? (/^\d{4}-\d{2}-\d{2}$/.test(filter.from) ? 'd' : 'i') : ''
  }`;

/** Ids as one array parameter: the same SQL text for any number of events. */
const anyOf = (column: typeof occurrences.eventId | typeof ticketTypes.eventId, ids: string[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

export const shopCatalogRepository = {
  /**
   * Which organisation an event or occurrence id belongs to, whatever the organisation: only
   * ever called in platform scope, for public reads that have nothing but the id.
   */
  async locate(tx: Tx, id: string): Promise<{ orgId: string } | undefined> {
    const event = await findEventInAnyOrg(tx, id);
    if (event) return { orgId: event.orgId };
    const [occurrence] = await tx.select({ orgId: occurrences.orgId }).from(occurrences).where(eq(occurrences.occurrenceId, id)).limit(1);
    return occurrence;
  },

  /**
   * The organisation's events on show with a bookable occurrence, the soonest first, with their
   * type, venue, the date a card names (`first`) and whether any ticket is left. One statement: the
   * dates are lateral joins, so the list and its dates come from one snapshot.
   */
  async eventsOnShow(tx: Tx, orgId: string, filter: ShopEventFilter, now: Date, limit: number) {
    const occurrenceMatch = and(
      eq(occurrences.orgId, events.orgId),
      eq(occurrences.eventId, events.eventId),
      ...bookable(now, filter.from),
    );
    // Each event's soonest bookable date with tickets left, and its soonest bookable date: a card
    // names the first (its "Next" named a sold-out date while later ones were open), the second
    // only when every date is sold out. Each lateral reads the dates in order and stops at one.
    const soonest = <Name extends string>(name: Name, open: boolean) =>
      tx
        .select({
          occurrenceId: occurrences.occurrenceId,
          startsAt: occurrences.startsAt,
          endsAt: occurrences.endsAt,
          allDay: occurrences.allDay,
        })
        .from(occurrences)
        .where(open ? and(occurrenceMatch, occurrenceHasTicketsLeft()) : occurrenceMatch)
        .orderBy(asc(occurrences.startsAt), asc(occurrences.occurrenceId))
        .limit(1)
        .as(name);
    const firstOpen = soonest('first_open', true);
    const first = soonest('first_bookable', false);
    const conditions: SQL[] = [eq(events.orgId, orgId), ...eventOnShow()];
    if (filter.venue) conditions.push(eq(events.venueId, filter.venue));
    if (filter.category) conditions.push(eq(events.category, filter.category));
    if (filter.lang) conditions.push(sql`${filter.lang} = any(${events.languages})`);
    const rows = await tx
      .select({
        event: events,
        typeName: eventTypes.name,
        venueName: venues.name,
        firstOpen: {
          occurrenceId: firstOpen.occurrenceId,
          startsAt: firstOpen.startsAt,
          endsAt: firstOpen.endsAt,
          allDay: firstOpen.allDay,
        },
        first: { occurrenceId: first.occurrenceId, startsAt: first.startsAt, endsAt: first.endsAt, allDay: first.allDay },
      })
      .from(events)
      .innerJoin(eventTypes, and(eq(eventTypes.orgId, events.orgId), eq(eventTypes.eventTypeId, events.eventTypeId)))
      .leftJoin(venues, and(eq(venues.orgId, events.orgId), eq(venues.venueId, events.venueId)))
      .leftJoinLateral(firstOpen, sql`true`)
      // Inner: an event with no bookable occurrence is not on the list.
      .innerJoinLateral(first, sql`true`)
      .where(and(...conditions))
      .orderBy(sql`coalesce(${firstOpen.startsAt}, ${first.startsAt})`, asc(events.createdAt), asc(events.eventId))
      .limit(limit)
      .prepare(statementName('events_on_show', filter))
      .execute();
    return rows.map(({ firstOpen: open, first: soonestAtAll, ...row }) => ({
      ...row,
      ticketsLeft: Boolean(open?.occurrenceId),
      first: open?.occurrenceId ? open : soonestAtAll,
    }));
  },

  /**
   * The event's soonest bookable occurrence with tickets left, else its soonest bookable one (all
   * sold out). The first statement reads the dates in order and stops at the first open one.
   */
  async nextBookable(tx: Tx, orgId: string, eventId: string, now: Date): Promise<OccurrenceRow | undefined> {
    const soonest = (open: boolean) =>
      tx
        .select()
        .from(occurrences)
        .where(
          and(
            eq(occurrences.orgId, orgId),
            eq(occurrences.eventId, eventId),
            ...bookable(now),
            ...(open ? [occurrenceHasTicketsLeft()] : []),
          ),
        )
        .orderBy(asc(occurrences.startsAt), asc(occurrences.occurrenceId))
        .limit(1)
        .prepare(statementName(open ? 'next_open' : 'next_bookable'))
        .execute();
    const [open] = await soonest(true);
    return open ?? (await soonest(false))[0];
  },

  ticketTypesOf: (tx: Tx, orgId: string, eventIds: string[]) =>
    eventIds.length === 0
      ? Promise.resolve([])
      : tx
          .select()
          .from(ticketTypes)
          .where(and(eq(ticketTypes.orgId, orgId), anyOf(ticketTypes.eventId, eventIds)))
          .orderBy(asc(ticketTypes.position))
          .prepare(statementName('ticket_types'))
          .execute(),

  /** Bookable occurrences of the event starting in [start, end), by start. */
  bookableBetween: (tx: Tx, event: Pick<EventRow, 'orgId' | 'eventId'>, start: Date, end: Date, now: Date) =>
    tx
      .select()
      .from(occurrences)
      .where(
        and(
          eq(occurrences.orgId, event.orgId),
          eq(occurrences.eventId, event.eventId),
          gte(occurrences.startsAt, start),
          lt(occurrences.startsAt, end),
          ...bookable(now),
        ),
      )
      .orderBy(asc(occurrences.startsAt), asc(occurrences.occurrenceId)),

  /** The last bookable start before `before` and the first at or after `after`, for paging a calendar. */
  async bookableAround(tx: Tx, event: Pick<EventRow, 'orgId' | 'eventId'>, before: Date, after: Date, now: Date) {
    const [row] = await tx
      .select({
        previous: sql<Date | string | null>`max(${occurrences.startsAt}) filter (where ${lt(occurrences.startsAt, before)})`,
        next: sql<Date | string | null>`min(${occurrences.startsAt}) filter (where ${gte(occurrences.startsAt, after)})`,
      })
      .from(occurrences)
      .where(and(eq(occurrences.orgId, event.orgId), eq(occurrences.eventId, event.eventId), ...bookable(now)));
    // Raw aggregates come back as text on some drivers.
    const instant = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
    return { previous: instant(row?.previous), next: instant(row?.next) };
  },
};
