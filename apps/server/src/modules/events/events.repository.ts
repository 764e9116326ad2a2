import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { builtOnce, type Slots } from '../../db/built-once.js';
import type { Tx } from '../../db/client.js';
import { eventTypes, events, guideAssignments, inventoryBuckets, occurrences, ticketTypes, venues } from '../../db/schema/index.js';
import { titleMatches } from './title-search.js';

export type EventRow = typeof events.$inferSelect;
export type OccurrenceRow = typeof occurrences.$inferSelect;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type BucketRow = typeof inventoryBuckets.$inferSelect;

/** A range over occurrences: instants, or local dates when given as yyyy-MM-dd. */
export interface OccurrenceRange {
  from?: string;
  to?: string;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Occurrences that touch the range: a date bound compares the local day, an instant the times. */
export function rangeCondition(range: OccurrenceRange): SQL[] {
  const conditions: SQL[] = [];
  if (range.from)
    conditions.push(isDate(range.from) ? sql`${occurrences.localDate} >= ${range.from}` : sql`${occurrences.endsAt} > ${range.from}`);
  if (range.to)
    conditions.push(isDate(range.to) ? sql`${occurrences.localDate} <= ${range.to}` : sql`${occurrences.startsAt} < ${range.to}`);
  return conditions;
}

/** An occurrence with its event, the venue's name and the event's ticket types (`occurrencesRepository.withEvent`). */
const occurrenceWithEventQuery = (tx: Tx, orgId: string, where: SQL | undefined) =>
  tx
    .select({ occurrence: occurrences, event: events, venueName: venues.name, types: ticketTypesOfRowEvent })
    .from(occurrences)
    .innerJoin(events, and(eq(events.orgId, occurrences.orgId), eq(events.eventId, occurrences.eventId)))
    .leftJoin(venues, and(eq(venues.orgId, events.orgId), eq(venues.venueId, events.venueId)))
    .where(and(eq(occurrences.orgId, orgId), where))
    .limit(2);
const occurrenceWithEvent = builtOnce((tx, slot: Slots<{ orgId: string; id: string }>) =>
  occurrenceWithEventQuery(tx, slot('orgId'), eq(occurrences.occurrenceId, slot('id'))),
);
const occurrenceOrSingleEventWithEvent = builtOnce((tx, slot: Slots<{ orgId: string; id: string }>) =>
  occurrenceWithEventQuery(
    tx,
    slot('orgId'),
    or(eq(occurrences.occurrenceId, slot('id')), and(eq(occurrences.eventId, slot('id')), eq(events.kind, 'Single'))),
  ),
);

export const eventTypesRepository = {
  async insertMany(tx: Tx, orgId: string, names: readonly string[]) {
    if (names.length === 0) return;
    await tx.insert(eventTypes).values(names.map((name) => ({ orgId, eventTypeId: randomUUID(), name })));
  },

  list: (tx: Tx, orgId: string) => tx.select().from(eventTypes).where(eq(eventTypes.orgId, orgId)).orderBy(asc(eventTypes.name)),

  async find(tx: Tx, orgId: string, eventTypeId: string) {
    const [row] = await tx
      .select()
      .from(eventTypes)
      .where(and(eq(eventTypes.orgId, orgId), eq(eventTypes.eventTypeId, eventTypeId)));
    return row;
  },
};

export const eventsRepository = {
  async insert(tx: Tx, row: typeof events.$inferInsert) {
    const [inserted] = await tx.insert(events).values(row).returning();
    return inserted!;
  },

  async find(tx: Tx, orgId: string, eventId: string, forUpdate = false) {
    const query = tx
      .select()
      .from(events)
      .where(and(eq(events.orgId, orgId), eq(events.eventId, eventId)));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  },

  /**
   * An event by its id alone, whatever its organisation: for reads without a session (the public
   * image), so only ever called in platform scope. Ids are random UUIDs, unique across organisations.
   */
  async findInAnyOrg(tx: Tx, eventId: string) {
    const [row] = await tx
      .select({
        orgId: events.orgId,
        eventId: events.eventId,
        imageFile: events.imageFile,
        status: events.status,
        visibility: events.visibility,
        display: events.display,
      })
      .from(events)
      .where(eq(events.eventId, eventId))
      .limit(1);
    return row;
  },

  async update(tx: Tx, orgId: string, eventId: string, changes: Partial<typeof events.$inferInsert>) {
    const [row] = await tx
      .update(events)
      .set({ ...changes, version: sql`${events.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(events.orgId, orgId), eq(events.eventId, eventId)))
      .returning();
    return row;
  },

  async remove(tx: Tx, orgId: string, eventId: string) {
    const rows = await tx
      .delete(events)
      .where(and(eq(events.orgId, orgId), eq(events.eventId, eventId)))
      .returning({ eventId: events.eventId });
    return rows.length > 0;
  },

  /**
   * Drafts whose scheduled publish time has come turn Published; in every organisation the
   * transaction sees (the sweep runs in platform scope). One UPDATE, so concurrent sweeps from
   * several processes publish each event once.
   */
  async publishDue(tx: Tx) {
    const rows = await tx
      .update(events)
      .set({ status: 'Published', version: sql`${events.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(events.status, 'Draft'), sql`${events.publishAt} <= now()`))
      .returning({ orgId: events.orgId, eventId: events.eventId });
    return rows;
  },

  async list(
    tx: Tx,
    orgId: string,
    filter: OccurrenceRange & { status: string; eventType?: string; venue?: string; title?: string; scope: string; guideUserId?: string },
    page: { page: number; size: number },
    now: Date,
  ) {
    const range = rangeCondition(filter);
    const occurrenceMatch = and(eq(occurrences.orgId, events.orgId), eq(occurrences.eventId, events.eventId), ...range);
    const conditions: SQL[] = [eq(events.orgId, orgId), eq(events.status, filter.status as EventRow['status'])];
    if (filter.scope !== 'All') conditions.push(eq(events.kind, filter.scope as EventRow['kind']));
    if (filter.eventType) conditions.push(eq(events.eventTypeId, filter.eventType));
    if (filter.venue) conditions.push(eq(events.venueId, filter.venue));
    if (filter.title) conditions.push(titleMatches(events.names, filter.title));
    if (range.length > 0) conditions.push(sql`exists (select 1 from ${occurrences} where ${occurrenceMatch})`);
    if (filter.guideUserId) {
      conditions.push(
        sql`exists (select 1 from ${guideAssignments} where ${guideAssignments.orgId} = ${events.orgId} and ${guideAssignments.eventId} = ${events.eventId} and ${guideAssignments.userId} = ${filter.guideUserId})`,
      );
    }
    // Sorted by the next occurrence as the list shows it (stats): the first not ended, else the first.
    const next = sql<Date | null>`(select coalesce(min(${occurrences.startsAt}) filter (where ${occurrences.endsAt} > ${now}), min(${occurrences.startsAt})) from ${occurrences} where ${occurrenceMatch})`;
    const rows = await tx
      .select({ event: events, typeName: eventTypes.name, venueName: venues.name, next, total: sql<number>`count(*) over ()` })
      .from(events)
      .innerJoin(eventTypes, and(eq(eventTypes.orgId, events.orgId), eq(eventTypes.eventTypeId, events.eventTypeId)))
      .leftJoin(venues, and(eq(venues.orgId, events.orgId), eq(venues.venueId, events.venueId)))
      .where(and(...conditions))
      .orderBy(sql`${next} asc nulls last`, asc(events.createdAt), asc(events.eventId))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    return { rows, total: rows.length > 0 ? Number(rows[0]!.total) : await this.count(tx, conditions) };
  },

  async count(tx: Tx, conditions: SQL[]) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)` })
      .from(events)
      .where(and(...conditions));
    return Number(row?.n ?? 0);
  },

  async uniqueNames(tx: Tx, orgId: string, guideUserId?: string) {
    const guided = guideUserId
      ? [
          sql`exists (select 1 from ${guideAssignments} where ${guideAssignments.orgId} = ${events.orgId} and ${guideAssignments.eventId} = ${events.eventId} and ${guideAssignments.userId} = ${guideUserId})`,
        ]
      : [];
    return tx
      .select({ eventId: events.eventId, names: events.names, defaultLanguage: events.defaultLanguage })
      .from(events)
      .where(and(eq(events.orgId, orgId), ...guided));
  },

  async eventType(tx: Tx, orgId: string, eventTypeId: string) {
    return eventTypesRepository.find(tx, orgId, eventTypeId);
  },

  async venue(tx: Tx, orgId: string, venueId: string) {
    const [row] = await tx
      .select()
      .from(venues)
      .where(and(eq(venues.orgId, orgId), eq(venues.venueId, venueId)));
    return row;
  },
};

export const occurrencesRepository = {
  async insertMany(tx: Tx, rows: (typeof occurrences.$inferInsert)[]) {
    if (rows.length === 0) return;
    for (let i = 0; i < rows.length; i += 500) await tx.insert(occurrences).values(rows.slice(i, i + 500));
  },

  async find(tx: Tx, orgId: string, occurrenceId: string) {
    const [row] = await tx
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.orgId, orgId), eq(occurrences.occurrenceId, occurrenceId)));
    return row;
  },

  /**
   * Occurrences with their event, the venue's name and the event's ticket types, in one
   * statement: the one of this id, and with `singleEvent` also those of a single event of this
   * id. At most two rows: a caller needs one, and two of a single event means none can be picked.
   */
  withEvent: (tx: Tx, orgId: string, id: string, singleEvent: boolean) =>
    (singleEvent ? occurrenceOrSingleEventWithEvent : occurrenceWithEvent)(tx, { orgId, id }),

  async update(tx: Tx, orgId: string, occurrenceId: string, changes: Partial<typeof occurrences.$inferInsert>) {
    const [row] = await tx
      .update(occurrences)
      .set(changes)
      .where(and(eq(occurrences.orgId, orgId), eq(occurrences.occurrenceId, occurrenceId)))
      .returning();
    return row;
  },

  async removeMany(tx: Tx, orgId: string, occurrenceIds: string[]) {
    if (occurrenceIds.length === 0) return;
    await tx.delete(occurrences).where(and(eq(occurrences.orgId, orgId), inArray(occurrences.occurrenceId, occurrenceIds)));
  },

  listForEvent: (tx: Tx, orgId: string, eventId: string) =>
    tx
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.orgId, orgId), eq(occurrences.eventId, eventId)))
      .orderBy(asc(occurrences.startsAt)),

  async page(
    tx: Tx,
    orgId: string,
    eventId: string,
    filter: OccurrenceRange & { status?: string; eventStatus: string },
    page: { page: number; size: number },
  ) {
    const conditions: SQL[] = [eq(occurrences.orgId, orgId), eq(occurrences.eventId, eventId), ...rangeCondition(filter)];
    if (filter.status) {
      // The effective status: a draft or canceled event overrides its occurrences'.
      if (filter.eventStatus !== 'Published') {
        if (filter.status !== filter.eventStatus) conditions.push(sql`false`);
      } else if (filter.status === 'Draft') conditions.push(sql`false`);
      else conditions.push(eq(occurrences.status, filter.status as OccurrenceRow['status']));
    }
    const rows = await tx
      .select({ occurrence: occurrences, total: sql<number>`count(*) over ()` })
      .from(occurrences)
      .where(and(...conditions))
      .orderBy(asc(occurrences.startsAt))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && page.page > 1) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(occurrences)
        .where(and(...conditions));
      total = Number(row?.n ?? 0);
    }
    return { rows: rows.map((r) => r.occurrence), total };
  },

  /**
   * Per event: how many occurrences it has, and the next one in `range`: the first not yet ended
   * at `now`, or, when every one in the range has ended (a past range), the first of them. A range
   * that starts today includes the morning's slots, and a series running this afternoon is not
   * "past".
   */
  async stats(tx: Tx, orgId: string, eventIds: string[], range: OccurrenceRange, now: Date) {
    if (eventIds.length === 0) return { counts: new Map<string, number>(), next: new Map<string, OccurrenceRow>() };
    const countRows = await tx
      // The dates that take place: one canceled on its own is not counted (a canceled event keeps its count).
      .select({ eventId: occurrences.eventId, n: sql<number>`count(*) filter (where ${occurrences.status} <> 'Canceled')` })
      .from(occurrences)
      .where(and(eq(occurrences.orgId, orgId), inArray(occurrences.eventId, eventIds)))
      .groupBy(occurrences.eventId);
    const nextRows = await tx
      .selectDistinctOn([occurrences.eventId])
      .from(occurrences)
      .where(and(eq(occurrences.orgId, orgId), inArray(occurrences.eventId, eventIds), ...rangeCondition(range)))
      .orderBy(occurrences.eventId, sql`${occurrences.endsAt} <= ${now}`, asc(occurrences.startsAt));
    return {
      counts: new Map(countRows.map((r) => [r.eventId, Number(r.n)])),
      next: new Map(nextRows.map((r) => [r.eventId, r])),
    };
  },

  async summary(tx: Tx, orgId: string, eventId: string) {
    const [row] = await tx
      .select({
        n: sql<number>`count(*) filter (where ${occurrences.status} <> 'Canceled')`,
        first: sql<string | null>`min(${occurrences.startsAt})`,
        last: sql<string | null>`max(${occurrences.endsAt})`,
      })
      .from(occurrences)
      .where(and(eq(occurrences.orgId, orgId), eq(occurrences.eventId, eventId)));
    return {
      count: Number(row?.n ?? 0),
      first: row?.first ? new Date(row.first) : null,
      last: row?.last ? new Date(row.last) : null,
    };
  },
};

/**
 * The ticket types of the event in the row, as `ticketTypesRepository.listForEvent` reads them
 * (every column, by position), aggregated as JSON inside another select. Every column of a
 * ticket type is a JSON value as it is (the bigint price stays far below 2^53).
 */
const ticketTypesOfRowEvent = sql<TicketTypeRow[]>`(
  select coalesce(json_agg(json_build_object(
    'orgId', t.org_id, 'ticketTypeId', t.ticket_type_id, 'eventId', t.event_id, 'names', t.names, 'age', t.age,
    'netMinor', t.net_minor, 'vatBasisPoints', t.vat_basis_points, 'salesChannel', t.sales_channel,
    'quantity', t.quantity, 'requireMinimumQuantity', t.require_minimum_quantity, 'position', t.position,
    'onSale', t.on_sale
  ) order by t.position), '[]'::json)
  from ticket_types t where t.org_id = "events"."org_id" and t.event_id = "events"."event_id")`;

export const ticketTypesRepository = {
  async insertMany(tx: Tx, rows: (typeof ticketTypes.$inferInsert)[]) {
    if (rows.length > 0) await tx.insert(ticketTypes).values(rows);
  },

  listForEvent: (tx: Tx, orgId: string, eventId: string) =>
    tx
      .select()
      .from(ticketTypes)
      .where(and(eq(ticketTypes.orgId, orgId), eq(ticketTypes.eventId, eventId)))
      .orderBy(asc(ticketTypes.position)),

  /** Removes ticket types (a visitor's cart lines of them go too, by the foreign key: the caller made sure there are none). */
  async removeMany(tx: Tx, orgId: string, ticketTypeIds: string[]) {
    if (ticketTypeIds.length === 0) return;
    await tx.delete(ticketTypes).where(and(eq(ticketTypes.orgId, orgId), inArray(ticketTypes.ticketTypeId, ticketTypeIds)));
  },

  async update(tx: Tx, orgId: string, ticketTypeId: string, changes: Partial<typeof ticketTypes.$inferInsert>) {
    const [row] = await tx
      .update(ticketTypes)
      .set(changes)
      .where(and(eq(ticketTypes.orgId, orgId), eq(ticketTypes.ticketTypeId, ticketTypeId)))
      .returning();
    return row;
  },
};

export const bucketsRepository = {
  async forOccurrences(tx: Tx, orgId: string, occurrenceIds: string[]) {
    if (occurrenceIds.length === 0) return [];
    return tx
      .select()
      .from(inventoryBuckets)
      .where(and(eq(inventoryBuckets.orgId, orgId), inArray(inventoryBuckets.occurrenceId, occurrenceIds)));
  },

  /** Buckets of every occurrence of an event, locked for a capacity change. */
  async forEvent(tx: Tx, orgId: string, eventId: string, lock = false) {
    const query = tx
      .select({ bucket: inventoryBuckets })
      .from(inventoryBuckets)
      .innerJoin(
        occurrences,
        and(eq(occurrences.orgId, inventoryBuckets.orgId), eq(occurrences.occurrenceId, inventoryBuckets.occurrenceId)),
      )
      .where(and(eq(inventoryBuckets.orgId, orgId), eq(occurrences.eventId, eventId)))
      .orderBy(asc(inventoryBuckets.occurrenceId), asc(inventoryBuckets.bucket));
    const rows = lock ? await query.for('update', { of: inventoryBuckets }) : await query;
    return rows.map((r) => r.bucket);
  },
};
