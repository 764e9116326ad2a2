import { EVENT_MESSAGES } from '@foyer/contracts';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import type { TEditRecurring, TEditRecurringResult } from '@foyer/contracts';
import { hasSales, planSeriesEdit } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { POOL_BUCKET } from '../../db/schema/index.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { guidesOfEvent } from '../guides/index.js';
import { insertOccurrences, planOccurrences } from './event-create.service.js';
import { refuseBelowMinimumPerOrder, setBucketCapacities } from './event-capacity.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { toOccurrence } from './events.dto.js';
import { bucketsRepository, eventsRepository, occurrencesRepository, ticketTypesRepository } from './events.repository.js';

/** The same schedule, whatever order its keys were kept in. */
const sameSchedule = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const canonicalJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonicalJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value);

/**
 * EDIT_RECURRING: from `fromDate` on the series follows the new schedule (planSeriesEdit). A date
 * with sales is kept as it is (and reported); one without, on a day the schedule still has, is
 * kept too, with its link, guides and status (a canceled date stays canceled), and moves to the
 * new times unless staff set its own; one on a day the schedule dropped goes, with its guide
 * assignments; the schedule's new days are created. A dropped date kept only for places in
 * visitors' carts is canceled, so the shop stops offering it. A changed capacity applies to every date kept
 * (never below what a date sold or holds: 409); an unchanged one leaves each date's own.
 * Earlier occurrences are untouched; with the schedule unchanged, every date stays where it is.
 */
export async function editRecurring(
  ctx: AppContext,
  actor: Actor,
  id: string,
  body: TEditRecurring,
  options: { dryRun?: boolean } = {},
): Promise<TEditRecurringResult> {
  const dryRun = options.dryRun ?? false;
  try {
    return await inTenant(ctx.db, actor.orgId, async (tx) => {
      const orgId = actor.orgId;
      const found = await resolveEvent(tx, actor, id, { forUpdate: true });
      if (!found) throw notFound('Event');
      const { event } = found;
      if (event.kind !== 'Recurring') throw invalid({ 'params.id': EVENT_MESSAGES.notRecurring });
      // Two staff moving the same series: the later save would undo the earlier one's schedule unseen.
      if (body.version !== undefined && body.version !== event.version) throw new AppError('stale_version', EVENT_MESSAGES.changedSince);
      if (body.poolCapacity !== undefined && event.saleMode !== 'POOL') throw invalid({ poolCapacity: EVENT_MESSAGES.setTicketCapacities });
      if (body.ticketCapacities && event.saleMode !== 'INDIVIDUAL') throw invalid({ ticketCapacities: EVENT_MESSAGES.setPoolCapacity });
      const tickets = await ticketTypesRepository.listForEvent(tx, orgId, event.eventId);
      const ticketIds = new Set(tickets.map((t) => t.ticketTypeId));
      body.ticketCapacities?.forEach((item, index) => {
        if (!ticketIds.has(item.ticketId)) throw invalid({ [`ticketCapacities.${index}.ticketId`]: EVENT_MESSAGES.unknownTicketType });
      });

      const existing = await occurrencesRepository.listForEvent(tx, orgId, event.eventId);
      // Dates made before times were kept (20261130T0500) stood at the series' one time of the day.
      const formerTime = event.schedule.kind === 'Recurring' && !event.schedule.allDay ? event.schedule.startTime : '00:00';
      // The schedule as it stands, saved with another capacity only: every date of the schedule stays
      // where it is. The rule holds only from its last change on, and dates before that followed an
      // earlier one: planned anew from an earlier day, they were removed or moved (a review walk: a
      // capacity change removed four Saturdays on sale and moved ten afternoons).
      const planned = sameSchedule(body.schedule, event.schedule)
        ? existing
            .filter((o) => !o.offSchedule)
            .map((o) => ({
              localDate: o.localDate,
              slotTime: o.slotTime ?? formerTime,
              startsAt: o.startsAt,
              endsAt: o.endsAt,
              allDay: o.allDay,
            }))
        : planOccurrences(body.schedule, event.timeZone);
      const buckets = await bucketsRepository.forEvent(tx, orgId, event.eventId, true);
      const sold = new Set(buckets.filter(hasSales).map((b) => b.occurrenceId));
      const plan = planSeriesEdit(
        existing.map((o) => ({ ...o, id: o.occurrenceId, slotTime: o.slotTime ?? formerTime, hasSales: sold.has(o.occurrenceId) })),
        body.fromDate,
        planned,
      );

      // A date staff moved on its own to a time the schedule now adds already is that visit: the day
      // does not get the same time twice (a review walk: two "16:00–17:00" side by side in the shop).
      const standing = new Set([
        ...plan.keep.map((o) => o.startsAt.getTime()),
        ...plan.follow.map(({ occurrence, planned: time }) =>
          (Object.keys(occurrence.overrides ?? {}).length > 0 ? occurrence.startsAt : time.startsAt).getTime(),
        ),
      ]);
      const toCreate = plan.create.filter((time) => !standing.has(time.startsAt.getTime()));

      // A changed capacity applies to the dates kept too, within what they sold.
      const keptIds = new Set(plan.keep.map((o) => o.id));
      const stayingIds = new Set([...keptIds, ...plan.follow.map(({ occurrence }) => occurrence.id)]);
      const keptBuckets = buckets.filter((b) => stayingIds.has(b.occurrenceId));
      let poolCapacity = event.poolCapacity;
      if (body.poolCapacity !== undefined && body.poolCapacity !== event.poolCapacity) {
        refuseBelowMinimumPerOrder(POOL_BUCKET, body.poolCapacity, tickets, 'poolCapacity');
        await setBucketCapacities(
          tx,
          keptBuckets.filter((b) => b.bucket === POOL_BUCKET),
          body.poolCapacity,
          'poolCapacity',
        );
        poolCapacity = body.poolCapacity;
      }
      const quantities = new Map(tickets.map((t) => [t.ticketTypeId, t.quantity]));
      for (const [index, item] of (body.ticketCapacities ?? []).entries()) {
        if (item.capacity === quantities.get(item.ticketId)) continue;
        refuseBelowMinimumPerOrder(item.ticketId, item.capacity, tickets, `ticketCapacities.${index}.capacity`);
        await setBucketCapacities(
          tx,
          keptBuckets.filter((b) => b.bucket === item.ticketId),
          item.capacity,
          `ticketCapacities.${index}.capacity`,
        );
        await ticketTypesRepository.update(tx, orgId, item.ticketId, { quantity: item.capacity });
        quantities.set(item.ticketId, item.capacity);
      }

      // The dates that stay move to the new times, except those staff set on their own (edit-single),
      // which keep their times but now stand for the time of the day they were paired with.
      for (const { occurrence, planned: time } of plan.follow) {
        const ownTimes = Object.keys(occurrence.overrides ?? {}).length > 0;
        // Kept off the schedule by an earlier edit, now free of sales: a date of the schedule again
        // (on sale again if that edit took it off sale for a cart since lapsed).
        const revived = occurrence.offSchedule
          ? { offSchedule: null, ...(occurrence.offSchedule === 'offSale' ? { status: 'Published' as const } : {}) }
          : {};
        const changes = ownTimes
          ? { slotTime: time.slotTime, ...revived }
          : { startsAt: time.startsAt, endsAt: time.endsAt, allDay: time.allDay, slotTime: time.slotTime, ...revived };
        const unchanged =
          occurrence.offSchedule === null &&
          occurrence.slotTime === time.slotTime &&
          (ownTimes ||
            (occurrence.startsAt.getTime() === time.startsAt.getTime() &&
              occurrence.endsAt.getTime() === time.endsAt.getTime() &&
              occurrence.allDay === time.allDay));
        if (!unchanged) await occurrencesRepository.update(tx, orgId, occurrence.id, changes);
      }
      await occurrencesRepository.removeMany(
        tx,
        orgId,
        plan.remove.map((o) => o.id),
      );
      // A date the schedule no longer has, kept for what it sold or holds, is marked so later edits
      // leave it be; kept only because a visitor's cart holds places on it, it is also taken off
      // sale: the shop offered the time staff removed to everyone else until the next save (the
      // cart's checkout is refused as for any canceled date, and the hold lapses as usual).
      const soldNothing = (id: string) => buckets.filter((b) => b.occurrenceId === id).every((b) => b.sold === 0 && b.soldOffline === 0);
      // Held only and on sale as it leaves the schedule: taken off sale ('offSale'). A canceled one,
      // or one staff put back on sale themselves ('kept'), stays as staff left it.
      const takenOffSale = new Set(
        plan.keptOffSchedule
          .filter((o) => ((o.status === 'Published' && !o.offSchedule) || o.offSchedule === 'offSale') && soldNothing(o.id))
          .map((o) => o.id),
      );
      for (const occurrence of plan.keptOffSchedule) {
        const mark = takenOffSale.has(occurrence.id) ? 'offSale' : (occurrence.offSchedule ?? 'kept');
        if (occurrence.offSchedule !== mark)
          await occurrencesRepository.update(tx, orgId, occurrence.id, {
            offSchedule: mark,
            ...(mark === 'offSale' ? { status: 'Canceled' as const } : {}),
          });
      }
      // Its own time back in the schedule: a date kept off it is a date of the schedule again, and
      // one this rule took off sale is on sale again.
      const backOnSale = new Set(plan.keptBackOnSchedule.filter((o) => o.offSchedule === 'offSale').map((o) => o.id));
      for (const occurrence of plan.keptBackOnSchedule)
        await occurrencesRepository.update(tx, orgId, occurrence.id, {
          offSchedule: null,
          ...(backOnSale.has(occurrence.id) ? { status: 'Published' as const } : {}),
        });
      const updated = (await eventsRepository.update(tx, orgId, event.eventId, { schedule: body.schedule, poolCapacity }))!;
      await insertOccurrences(
        tx,
        updated,
        toCreate,
        [...quantities].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity })),
      );

      const guides = await guidesOfEvent(tx, orgId, event.eventId);
      const keptBucketsNow = await bucketsRepository.forOccurrences(tx, orgId, [...keptIds]);
      const statusNow = (o: (typeof existing)[number]) =>
        takenOffSale.has(o.occurrenceId) ? 'Canceled' : backOnSale.has(o.occurrenceId) ? 'Published' : o.status;
      // Reported: the dates kept off the schedule for their sales. One whose sales stand on a time the
      // schedule has is simply on it (a review walk read such dates as ones to cancel).
      const offScheduleIds = new Set(plan.keptOffSchedule.map((o) => o.id));
      const kept = existing
        .filter((o) => offScheduleIds.has(o.occurrenceId))
        .map((o) => toOccurrence(updated, { ...o, status: statusNow(o) }, keptBucketsNow, guides));
      const result = {
        dryRun,
        event: await loadEventView(tx, actor, event.eventId),
        created: toCreate.length,
        updated: plan.follow.length,
        removed: plan.remove.length,
        removedDates: [...plan.remove]
          .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
          .map((o) => ({ startsAt: o.startsAt.toISOString(), allDay: o.allDay })),
        kept,
      };
      // A dry run does all of it in the transaction and undoes it: the answer is the edit's own.
      if (dryRun) throw new DryRunAnswer(result);
      return result;
    });
  } catch (error) {
    if (error instanceof DryRunAnswer) return error.result;
    throw error;
  }
}

/** Thrown to roll a dry run's transaction back, carrying its answer out. */
class DryRunAnswer extends Error {
  constructor(readonly result: TEditRecurringResult) {
    super('dry run');
  }
}
