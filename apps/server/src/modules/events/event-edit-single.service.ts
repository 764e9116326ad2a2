import { EVENT_MESSAGES, type TEditSingle } from '@foyer/contracts';
import { toInstant, toLocal } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { POOL_BUCKET } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { enqueueDateMoved } from '../outbox/index.js';
import { refuseBelowMinimumPerOrder, setBucketCapacities } from './event-capacity.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { bucketsRepository, occurrencesRepository, ticketTypesRepository } from './events.repository.js';

/**
 * EDIT_SINGLE: changes one occurrence (times, capacity, status). A single event's id stands for
 * its one occurrence. Times are stored as overrides and the instants recomputed in the event's
 * zone; capacity goes to the occurrence's buckets and may not drop below sold + held (409).
 * Moved with `tellBuyers`, the date's buyers are mailed the old and the new time by the worker.
 */
export async function editSingle(ctx: AppContext, actor: Actor, id: string, body: TEditSingle) {
  let told = false;
  const view = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    let occurrence = found.occurrence;
    if (!occurrence) {
      const all = await occurrencesRepository.listForEvent(tx, actor.orgId, event.eventId);
      if (event.kind !== 'Single' || all.length !== 1) throw invalid({ 'params.id': EVENT_MESSAGES.nameOneOccurrence });
      occurrence = all[0]!;
    }
    const orgId = actor.orgId;

    const changes: Parameters<typeof occurrencesRepository.update>[3] = {};
    if (body.start || body.end || body.allDay !== undefined) {
      const allDay = body.allDay ?? occurrence.allDay;
      const start = body.start ?? toLocal(occurrence.startsAt, event.timeZone);
      const end = body.end ?? toLocal(occurrence.endsAt, event.timeZone);
      const startsAt = toInstant(allDay ? { date: start.date, time: '00:00' } : start, event.timeZone);
      const endsAt = toInstant(allDay ? { date: end.date, time: '23:59' } : end, event.timeZone);
      if (endsAt <= startsAt) throw invalid({ end: EVENT_MESSAGES.endBeforeStart }, EVENT_MESSAGES.endBeforeStart);
      // Times sent as they are change nothing: a date whose capacity alone was edited keeps
      // following its series' times (an override would pin it when the series moves).
      const moved =
        startsAt.getTime() !== occurrence.startsAt.getTime() ||
        endsAt.getTime() !== occurrence.endsAt.getTime() ||
        allDay !== occurrence.allDay;
      // Moved to end before now, an upcoming date's sold tickets would be turned away at the door
      // (and the shop would never sell it): refused. A date already over may still be corrected.
      const now = ctx.now().getTime();
      if (moved && endsAt.getTime() <= now && occurrence.endsAt.getTime() > now) {
        throw invalid({ end: EVENT_MESSAGES.movedIntoPast }, EVENT_MESSAGES.movedIntoPast);
      }
      // Onto the start of another live date of the same event, the shop would offer the same time
      // twice, each with its own places (a review walk saw two "13:00–14:00" on one day). A series
      // edit already folds such dates into one; one date's edit is refused instead.
      if (moved) {
        const siblings = await occurrencesRepository.listForEvent(tx, orgId, event.eventId);
        const taken = siblings.some(
          (other) =>
            other.occurrenceId !== occurrence!.occurrenceId &&
            other.status !== 'Canceled' &&
            other.startsAt.getTime() === startsAt.getTime(),
        );
        if (taken) throw invalid({ start: EVENT_MESSAGES.sameStartTaken }, EVENT_MESSAGES.sameStartTaken);
      }
      if (moved && body.tellBuyers) {
        await enqueueDateMoved(tx, actor.orgId, {
          occurrenceId: occurrence.occurrenceId,
          from: { startsAt: occurrence.startsAt.toISOString(), endsAt: occurrence.endsAt.toISOString(), allDay: occurrence.allDay },
          movedBy: actor.userId,
        });
        told = true;
      }
      if (moved) {
        changes.startsAt = startsAt;
        changes.endsAt = endsAt;
        changes.allDay = allDay;
        changes.overrides = { ...occurrence.overrides, start, end, allDay };
      }
    }
    if (body.status) {
      changes.status = body.status;
      // Staff decide its sale from now on: a series edit that took it off sale for a cart no longer
      // puts it back on sale (or off again) on its own; it stays a date kept off the schedule.
      if (occurrence.offSchedule === 'offSale') changes.offSchedule = 'kept';
    }
    if (Object.keys(changes).length > 0) await occurrencesRepository.update(tx, orgId, occurrence.occurrenceId, changes);

    const wanted: { bucket: string; capacity: number | null; field: string }[] = [];
    if (body.capacity !== undefined) {
      if (event.saleMode !== 'POOL') throw invalid({ capacity: EVENT_MESSAGES.setTicketCapacities });
      wanted.push({ bucket: POOL_BUCKET, capacity: body.capacity, field: 'capacity' });
    }
    for (const [index, item] of (body.ticketCapacities ?? []).entries()) {
      if (event.saleMode !== 'INDIVIDUAL') throw invalid({ ticketCapacities: EVENT_MESSAGES.setCapacity });
      wanted.push({ bucket: item.ticketId, capacity: item.capacity, field: `ticketCapacities.${index}.capacity` });
    }
    if (wanted.length > 0) {
      const tickets = await ticketTypesRepository.listForEvent(tx, orgId, event.eventId);
      for (const change of wanted) refuseBelowMinimumPerOrder(change.bucket, change.capacity, tickets, change.field);
      const buckets = await bucketsRepository.forEvent(tx, orgId, event.eventId, true);
      for (const change of wanted) {
        const bucket = buckets.find((b) => b.occurrenceId === occurrence.occurrenceId && b.bucket === change.bucket);
        if (!bucket) throw invalid({ [change.field.replace(/\.capacity$/, '.ticketId')]: EVENT_MESSAGES.unknownTicketType });
        await setBucketCapacities(tx, [bucket], change.capacity, change.field);
      }
    }
    return loadEventView(tx, actor, occurrence.occurrenceId);
  });
  if (told) ctx.wakeOutbox();
  return view;
}
