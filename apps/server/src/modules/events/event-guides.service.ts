import type { TGuidesWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { replaceGuides } from '../guides/index.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { occurrencesRepository } from './events.repository.js';

/**
 * Replaces the guides of an event: each is a user with the Guide role in the organisation,
 * for the whole event or one of its occurrences (400 otherwise).
 */
export async function setGuides(ctx: AppContext, actor: Actor, id: string, body: TGuidesWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    const occurrenceIds = new Set((await occurrencesRepository.listForEvent(tx, actor.orgId, event.eventId)).map((o) => o.occurrenceId));
    await replaceGuides(tx, actor.orgId, event.eventId, occurrenceIds, body.guides);
    return loadEventView(tx, actor, id);
  });
}
