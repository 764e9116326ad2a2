import { randomUUID } from 'node:crypto';
import { EVENT_MESSAGES, type TGuidesWrite } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { canGuide } from './guides.policy.js';
import { guidesRepository } from './guides.repository.js';

/**
 * Replaces the guides of an event, in the caller's transaction: each is a user with the Guide role
 * in the organisation, for the whole event or one of `occurrenceIds`, the event's (400 otherwise).
 */
export async function replaceGuides(
  tx: Tx,
  orgId: string,
  eventId: string,
  occurrenceIds: ReadonlySet<string>,
  guides: TGuidesWrite['guides'],
) {
  const users = new Map(
    (await guidesRepository.guideUsers(tx, orgId, [...new Set(guides.map((g) => g.userId))])).map((u) => [u.userId, u]),
  );
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  guides.forEach((guide, index) => {
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
    eventId,
    guides.map((guide) => ({
      orgId,
      assignmentId: randomUUID(),
      eventId,
      occurrenceId: guide.occurrenceId,
      userId: guide.userId,
      status: guide.status,
    })),
  );
}

/** The guides of one event, with their names, in the order they were assigned. */
export const guidesOfEvent = (tx: Tx, orgId: string, eventId: string) => guidesRepository.listForEvent(tx, orgId, eventId);

/** The guides of several events, with their names. */
export const guidesOfEvents = (tx: Tx, orgId: string, eventIds: string[]) => guidesRepository.listForEvents(tx, orgId, eventIds);

/** Whether `userId` guides the event or any of its occurrences. */
export const isGuideOf = (tx: Tx, orgId: string, eventId: string, userId: string) => guidesRepository.isGuideOf(tx, orgId, eventId, userId);

export type GuideAssignment = Awaited<ReturnType<typeof guidesOfEvent>>[number];
