import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TIME_ZONE,
  EVENT_MESSAGES,
  type TEventDetailsWrite,
  type TEventSchedule,
  type TEventWrite,
  type TTicketTypeWrite,
} from '@foyer/contracts';
import { expandSchedule, MAX_OCCURRENCES, publicationOf, TooManyOccurrences, type PlannedOccurrence, type Schedule } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { POOL_BUCKET } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { invalid } from '../../lib/app-error.js';
import { createBuckets } from '../inventory/index.js';
import { loadEventView } from './event-read.service.js';
import {
  eventsRepository,
  eventTypesRepository,
  occurrencesRepository,
  ticketTypesRepository,
  type EventRow,
} from './events.repository.js';

/** Expands a schedule in `zone`; too many occurrences is a 400 naming the schedule's end. */
export function planOccurrences(schedule: TEventSchedule, zone: string, field = 'schedule'): PlannedOccurrence[] {
  try {
    return expandSchedule(schedule as Schedule, zone);
  } catch (error) {
    if (error instanceof TooManyOccurrences) {
      const message = EVENT_MESSAGES.tooManyOccurrences.replace('{0}', String(MAX_OCCURRENCES));
      throw invalid({ [schedule.kind === 'Recurring' ? `${field}.lastDate` : field]: message }, message);
    }
    throw error;
  }
}

/** Inserts occurrences with their buckets: one pool, or one per ticket type. */
export async function insertOccurrences(
  tx: Tx,
  event: Pick<EventRow, 'orgId' | 'eventId' | 'saleMode' | 'poolCapacity'>,
  planned: readonly PlannedOccurrence[],
  tickets: readonly { ticketTypeId: string; quantity: number | null }[],
) {
  const rows = planned.map((p) => ({
    orgId: event.orgId,
    occurrenceId: randomUUID(),
    eventId: event.eventId,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    localDate: p.localDate,
    slotTime: p.slotTime,
    allDay: p.allDay,
    status: 'Published' as const,
    overrides: {},
  }));
  await occurrencesRepository.insertMany(tx, rows);
  const buckets = rows.flatMap((row) =>
    event.saleMode === 'POOL'
      ? [{ orgId: event.orgId, occurrenceId: row.occurrenceId, bucket: POOL_BUCKET, capacity: event.poolCapacity }]
      : tickets.map((t) => ({ orgId: event.orgId, occurrenceId: row.occurrenceId, bucket: t.ticketTypeId, capacity: t.quantity })),
  );
  await createBuckets(tx, buckets);
  return rows;
}

/**
 * Checks what describes an event against the museum's own: its type, and its venue, whose time
 * zone the dates are planned in (an online event's: Europe/Copenhagen). The zone.
 */
export async function zoneOfDetails(tx: Tx, orgId: string, body: Pick<TEventDetailsWrite, 'generalInfo' | 'location'>) {
  if (!(await eventTypesRepository.find(tx, orgId, body.generalInfo.eventTypeId))) {
    throw invalid({ 'generalInfo.eventTypeId': EVENT_MESSAGES.unknownEventType });
  }
  if (body.location.kind === 'Online') return DEFAULT_TIME_ZONE;
  const venue = await eventsRepository.venue(tx, orgId, body.location.venueId);
  if (!venue) throw invalid({ 'location.venueId': EVENT_MESSAGES.unknownVenue });
  return venue.timeZone;
}

/** The event's columns for what describes it (the wizard's general, experience and refund answers). */
export const detailsColumns = (body: Omit<TEventDetailsWrite, 'tickets'>) => ({
  visibility: body.visibility,
  names: body.generalInfo.names,
  eventTypeId: body.generalInfo.eventTypeId,
  category: body.generalInfo.category,
  languages: body.generalInfo.languages,
  display: body.generalInfo.display,
  venueId: body.location.kind === 'Venue' ? body.location.venueId : null,
  onlineUrl: body.location.kind === 'Online' ? body.location.url : null,
  durationMinutes: body.durationMinutes,
  experience: body.experience,
  refundPolicy: body.refundPolicy,
  defaultLanguage: body.defaultLanguage,
});

export const ticketRow = (orgId: string, eventId: string, ticket: TTicketTypeWrite, position: number, ticketTypeId = randomUUID()) => ({
  orgId,
  ticketTypeId,
  eventId,
  names: ticket.names,
  age: ticket.age,
  netMinor: ticket.netPriceMinor,
  vatBasisPoints: ticket.vatBasisPoints,
  salesChannel: ticket.salesChannel,
  quantity: ticket.quantity,
  requireMinimumQuantity: ticket.requireMinimumQuantity,
  position,
});

/**
 * Creates an event with its ticket types, expands its schedule in the venue's zone (Online:
 * Europe/Copenhagen) and creates each occurrence's buckets, in one transaction.
 */
export async function createEvent(ctx: AppContext, actor: Actor, body: TEventWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const orgId = actor.orgId;
    const timeZone = await zoneOfDetails(tx, orgId, body);
    const planned = planOccurrences(body.schedule, timeZone);
    const eventId = randomUUID();
    const { status, publishAt } = publicationOf(body.publishNow, body.publishAt);
    const event = await eventsRepository.insert(tx, {
      orgId,
      eventId,
      kind: body.schedule.kind,
      status,
      publishAt,
      ...detailsColumns(body),
      timeZone,
      saleMode: body.saleMode,
      poolCapacity: body.saleMode === 'POOL' ? body.poolCapacity : null,
      schedule: body.schedule,
      createdBy: actor.userId,
    });
    const tickets = body.tickets.map((ticket, position) => ticketRow(orgId, eventId, ticket, position));
    await ticketTypesRepository.insertMany(tx, tickets);
    await insertOccurrences(tx, event, planned, tickets);
    return loadEventView(tx, actor, eventId);
  });
}
