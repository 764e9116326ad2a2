import { EVENT_MESSAGES } from '@foyer/contracts';
import { hasSales, publicationOf } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { bucketsRepository, eventsRepository, occurrencesRepository } from './events.repository.js';

/**
 * Publishes an event now or at `publishAt`; for an occurrence id, reopens that occurrence.
 * A canceled event stays canceled.
 */
export async function publishEvent(ctx: AppContext, actor: Actor, id: string, publishAt: string | null) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event, occurrence } = found;
    if (event.status === 'Canceled') throw conflict(EVENT_MESSAGES.canceledNotPublishable);
    if (occurrence) {
      await occurrencesRepository.update(tx, actor.orgId, occurrence.occurrenceId, { status: 'Published' });
    } else {
      await eventsRepository.update(tx, actor.orgId, event.eventId, publicationOf(publishAt === null, publishAt));
    }
    return loadEventView(tx, actor, id);
  });
}

/**
 * Takes an event off sale: a draft again, out of the shop, its scheduled publishing dropped. Tickets
 * sold stay valid and carts holding its tickets read them as off sale. Through one of its dates'
 * ids it is still the whole event (a date alone is canceled instead).
 */
export async function unpublishEvent(ctx: AppContext, actor: Actor, id: string) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    if (event.status === 'Canceled') throw conflict(EVENT_MESSAGES.canceledNotUnpublishable);
    await eventsRepository.update(tx, actor.orgId, event.eventId, { status: 'Draft', publishAt: null });
    return loadEventView(tx, actor, id);
  });
}

/** Cancels an event (all its occurrences) or, for an occurrence id, that occurrence alone. */
export async function cancelEvent(ctx: AppContext, actor: Actor, id: string) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event, occurrence } = found;
    if (occurrence) await occurrencesRepository.update(tx, actor.orgId, occurrence.occurrenceId, { status: 'Canceled' });
    else await eventsRepository.update(tx, actor.orgId, event.eventId, { status: 'Canceled', publishAt: null });
    return loadEventView(tx, actor, id);
  });
}

/** Deletes an event without sales (an occurrence id deletes that occurrence); with sales: 409. */
export async function deleteEvent(ctx: AppContext, actor: Actor, id: string) {
  const imageFile = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event, occurrence } = found;
    const buckets = occurrence
      ? await bucketsRepository.forOccurrences(tx, actor.orgId, [occurrence.occurrenceId])
      : await bucketsRepository.forEvent(tx, actor.orgId, event.eventId, true);
    if (buckets.some(hasSales)) throw conflict(EVENT_MESSAGES.hasSales);
    if (occurrence) {
      await occurrencesRepository.removeMany(tx, actor.orgId, [occurrence.occurrenceId]);
      return null;
    }
    await eventsRepository.remove(tx, actor.orgId, event.eventId);
    return event.imageFile;
  });
  // The event's image goes with it, after the commit (a rolled-back delete keeps its image).
  if (imageFile) await ctx.storage.remove(imageFile);
}
