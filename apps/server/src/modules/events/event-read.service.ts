import {
  type TEventListItem,
  type TOccurrence,
  type TPaged,
  type TSeriesQuery,
  type TEventListQuery,
  type TOccurrenceInRange,
  type TOccurrenceRangeQuery,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { guidesOfEvent, guidesOfEvents, isGuideOf } from '../guides/index.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { toEvent, toListItem, toOccurrence } from './events.dto.js';
import { eventReadScope } from './events.policy.js';
import { occurrenceRangeRepository } from './occurrence-range.repository.js';
import {
  bucketsRepository,
  eventsRepository,
  eventTypesRepository,
  occurrencesRepository,
  ticketTypesRepository,
  type EventRow,
  type OccurrenceRow,
} from './events.repository.js';

/** The event `id` names, or the event of the occurrence it names; undefined when not visible. */
export async function resolveEvent(
  tx: Tx,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean; checkScope?: boolean } = {},
): Promise<{ event: EventRow; occurrence: OccurrenceRow | null } | undefined> {
  let event = await eventsRepository.find(tx, actor.orgId, id, options.forUpdate);
  let occurrence: OccurrenceRow | null = null;
  if (!event) {
    occurrence = (await occurrencesRepository.find(tx, actor.orgId, id)) ?? null;
    if (!occurrence) return undefined;
    event = await eventsRepository.find(tx, actor.orgId, occurrence.eventId, options.forUpdate);
    if (!event) return undefined;
  }
  if (options.checkScope !== false && eventReadScope(actor.permissions) === 'guided') {
    if (!(await isGuideOf(tx, actor.orgId, event.eventId, actor.userId))) return undefined;
  }
  return { event, occurrence };
}

/** The full view of an event, or of one occurrence with its parentId and effective values. */
export async function loadEventView(tx: Tx, actor: Actor, id: string) {
  const found = await resolveEvent(tx, actor, id);
  if (!found) throw notFound('Event');
  const { event, occurrence } = found;
  // One after another: a transaction is one connection, which runs one statement at a time anyway
  // (and pg deprecates queueing them).
  const type = await eventTypesRepository.find(tx, actor.orgId, event.eventTypeId);
  const venue = event.venueId ? await eventsRepository.venue(tx, actor.orgId, event.venueId) : undefined;
  const tickets = await ticketTypesRepository.listForEvent(tx, actor.orgId, event.eventId);
  const guides = await guidesOfEvent(tx, actor.orgId, event.eventId);
  const summary = await occurrencesRepository.summary(tx, actor.orgId, event.eventId);
  const buckets = occurrence
    ? await bucketsRepository.forOccurrences(tx, actor.orgId, [occurrence.occurrenceId])
    : await bucketsRepository.forEvent(tx, actor.orgId, event.eventId);
  const currency = await organizationCurrency(tx, actor.orgId);
  return toEvent({
    event,
    occurrence,
    typeName: type?.name ?? '',
    venueName: venue?.name ?? null,
    tickets,
    guides,
    summary,
    buckets,
    currency,
  });
}

export const getEvent = (ctx: AppContext, actor: Actor, id: string) => inTenant(ctx.db, actor.orgId, (tx) => loadEventView(tx, actor, id));

export async function listEvents(ctx: AppContext, actor: Actor, query: TEventListQuery): Promise<TPaged<TEventListItem>> {
  const guided = eventReadScope(actor.permissions) === 'guided';
  const now = ctx.now();
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const { rows, total } = await eventsRepository.list(
      tx,
      actor.orgId,
      { ...query, ...(guided ? { guideUserId: actor.userId } : {}) },
      { page: query.page, size: query.size },
      now,
    );
    const ids = rows.map((r) => r.event.eventId);
    const stats = await occurrencesRepository.stats(tx, actor.orgId, ids, query, now);
    const guides = await guidesOfEvents(tx, actor.orgId, ids);
    const items = rows.map((row) =>
      toListItem(
        row,
        stats.next.get(row.event.eventId) ?? null,
        stats.counts.get(row.event.eventId) ?? 0,
        guides.filter((g) => g.assignment.eventId === row.event.eventId),
      ),
    );
    return { items, page: { number: query.page, size: query.size }, total };
  });
}

export async function listSeries(ctx: AppContext, actor: Actor, id: string, query: TSeriesQuery): Promise<TPaged<TOccurrence>> {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id);
    if (!found) throw notFound('Event');
    const { event } = found;
    const { rows, total } = await occurrencesRepository.page(
      tx,
      actor.orgId,
      event.eventId,
      { ...query, eventStatus: event.status },
      query,
    );
    const buckets = await bucketsRepository.forOccurrences(
      tx,
      actor.orgId,
      rows.map((r) => r.occurrenceId),
    );
    const guides = await guidesOfEvent(tx, actor.orgId, event.eventId);
    return { items: rows.map((row) => toOccurrence(event, row, buckets, guides)), page: { number: query.page, size: query.size }, total };
  });
}

/** Every occurrence in a range across the organisation's events (a guide: the events they guide). */
export async function listOccurrencesInRange(
  ctx: AppContext,
  actor: Actor,
  query: TOccurrenceRangeQuery,
): Promise<TPaged<TOccurrenceInRange>> {
  const guided = eventReadScope(actor.permissions) === 'guided';
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const { rows, total } = await occurrenceRangeRepository.page(
      tx,
      actor.orgId,
      { ...query, ...(guided ? { guideUserId: actor.userId } : {}) },
      query,
    );
    const eventIds = [...new Set(rows.map((r) => r.event.eventId))];
    const buckets = await bucketsRepository.forOccurrences(
      tx,
      actor.orgId,
      rows.map((r) => r.occurrence.occurrenceId),
    );
    const guides = await guidesOfEvents(tx, actor.orgId, eventIds);
    const items = rows.map(({ occurrence, event, typeName, venueName }) => ({
      ...toOccurrence(
        event,
        occurrence,
        buckets,
        guides.filter((g) => g.assignment.eventId === event.eventId),
      ),
      event: {
        names: event.names,
        defaultLanguage: event.defaultLanguage as TOccurrenceInRange['event']['defaultLanguage'],
        kind: event.kind,
        eventType: { id: event.eventTypeId, name: typeName },
        venueName,
      },
    }));
    return { items, page: { number: query.page, size: query.size }, total };
  });
}

export const listEventTypes = (ctx: AppContext, actor: Actor) =>
  inTenant(ctx.db, actor.orgId, async (tx) =>
    (await eventTypesRepository.list(tx, actor.orgId)).map((t) => ({ id: t.eventTypeId, name: t.name })),
  );

/** Every distinct event name (in each event's default language) the actor may read, for filters. */
export async function uniqueNames(ctx: AppContext, actor: Actor) {
  const guided = eventReadScope(actor.permissions) === 'guided';
  const rows = await inTenant(ctx.db, actor.orgId, (tx) =>
    eventsRepository.uniqueNames(tx, actor.orgId, guided ? actor.userId : undefined),
  );
  const names = new Map<string, { eventId: string; name: string }>();
  for (const row of rows) {
    const name = row.names[row.defaultLanguage as keyof typeof row.names] ?? Object.values(row.names).find(Boolean);
    if (name && !names.has(name)) names.set(name, { eventId: row.eventId, name });
  }
  return [...names.values()].sort((a, b) => a.name.localeCompare(b.name));
}
