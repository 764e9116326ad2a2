import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { eventTypes, events, guideAssignments, occurrences, venues } from '../../db/schema/index.js';
import { rangeCondition, type OccurrenceRange } from './events.repository.js';

export interface OccurrenceRangeFilter extends OccurrenceRange {
  status: 'Published' | 'Canceled';
  eventType?: string;
  venue?: string;
  /** A guide reads only the events they are assigned to. */
  guideUserId?: string;
}

/** Occurrences of every event of the organisation in a range, by start, with their event. */
export const occurrenceRangeRepository = {
  async page(tx: Tx, orgId: string, filter: OccurrenceRangeFilter, page: { page: number; size: number }) {
    const conditions: SQL[] = [eq(occurrences.orgId, orgId), ...rangeCondition(filter)];
    // The effective status: a draft event's occurrences are not on sale, a canceled event's all are canceled.
    conditions.push(
      filter.status === 'Published'
        ? and(eq(events.status, 'Published'), eq(occurrences.status, 'Published'))!
        : sql`(${events.status} = 'Canceled' or (${events.status} = 'Published' and ${occurrences.status} = 'Canceled'))`,
    );
    if (filter.eventType) conditions.push(eq(events.eventTypeId, filter.eventType));
    if (filter.venue) conditions.push(eq(events.venueId, filter.venue));
    if (filter.guideUserId) {
      conditions.push(
        sql`exists (select 1 from ${guideAssignments} where ${guideAssignments.orgId} = ${events.orgId} and ${guideAssignments.eventId} = ${events.eventId} and ${guideAssignments.userId} = ${filter.guideUserId})`,
      );
    }
    const rows = await tx
      .select({
        occurrence: occurrences,
        event: events,
        typeName: eventTypes.name,
        venueName: venues.name,
        total: sql<number>`count(*) over ()`,
      })
      .from(occurrences)
      .innerJoin(events, and(eq(events.orgId, occurrences.orgId), eq(events.eventId, occurrences.eventId)))
      .innerJoin(eventTypes, and(eq(eventTypes.orgId, events.orgId), eq(eventTypes.eventTypeId, events.eventTypeId)))
      .leftJoin(venues, and(eq(venues.orgId, events.orgId), eq(venues.venueId, events.venueId)))
      .where(and(...conditions))
      .orderBy(asc(occurrences.startsAt), asc(occurrences.occurrenceId))
      .limit(page.size)
      .offset((page.page - 1) * page.size);
    let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    if (rows.length === 0 && page.page > 1) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)` })
        .from(occurrences)
        .innerJoin(events, and(eq(events.orgId, occurrences.orgId), eq(events.eventId, occurrences.eventId)))
        .where(and(...conditions));
      total = Number(row?.n ?? 0);
    }
    return { rows, total };
  },
};
