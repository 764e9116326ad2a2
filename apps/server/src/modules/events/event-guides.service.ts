import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES, type TGuidesWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { invalid, notFound } from '../../lib/app-error.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { canGuide } from './events.policy.js';
import { guidesRepository, occurrencesRepository } from './events.repository.js';

/**
 * Replaces the guides of an event: each is a user with the Guide role in the organisation,
 * for the whole event or one of its occurrences (400 otherwise).
 */
export async function setGuides(ctx: AppContext, actor: Actor, id: string, body: TGuidesWrite) {
  return inTenant(ctx.db, actor.orgId, async (tx) => {
    const found = await resolveEvent(tx, actor, id, { forUpdate: true });
    if (!found) throw notFound('Event');
    const { event } = found;
    const orgId = actor.orgId;
    const users = new Map(
      (await guidesRepository.guideUsers(tx, orgId, [...new Set(body.guides.map((g) => g.userId))])).map((u) => [u.userId, u]),
    );
    const occurrenceIds = new Set((await occurrencesRepository.listForEvent(tx, orgId, event.eventId)).map((o) => o.occurrenceId));
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    body.guides.forEach((guide, index) => {
      const key = `${guide.userId}/${guide.occurrenceId ?? ''}`;
      if (seen.has(key)) fields[`guides.${index}.userId`] = 'This guide is already assigned here';
      seen.add(key);
      const user = users.get(guide.userId);
      if (!user || !canGuide(user.roles)) fields[`guides.${index}.userId`] = EVENT_MESSAGES.notAGuide;
      if (guide.occurrenceId && !occurrenceIds.has(guide.occurrenceId))
        fields[`guides.${index}.occurrenceId`] = 'Not an occurrence of this event';
    });
    if (Object.keys(fields).length > 0) throw invalid(fields);
    await guidesRepository.replace(
      tx,
      orgId,
      event.eventId,
      body.guides.map((guide) => ({
        orgId,
        assignmentId: randomUUID(),
        eventId: event.eventId,
        occurrenceId: guide.occurrenceId,
        userId: guide.userId,
        status: guide.status,
      })),
    );
    return loadEventView(tx, actor, id);
  });
}
