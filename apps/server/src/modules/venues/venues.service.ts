import { randomUUID } from 'node:crypto';
import { VENUE_MESSAGES, type TVenueUpdate, type TVenueWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { savedSince } from '../../db/updated-at.js';
import { venuesRepository } from './venues.repository.js';

/** Venues of the actor's organisation; another organisation's venue is simply not found. */
export const listVenues = (ctx: AppContext, actor: Actor) => inTenant(ctx.db, actor.orgId, (tx) => venuesRepository.list(tx, actor.orgId));

export async function getVenue(ctx: AppContext, actor: Actor, venueId: string) {
  const venue = await inTenant(ctx.db, actor.orgId, (tx) => venuesRepository.find(tx, actor.orgId, venueId));
  if (!venue) throw notFound('Venue');
  return venue;
}

/** A name another venue has is refused (409 naming `name`): lists and filters could not tell them apart. */
async function requireFreeName(tx: Tx, orgId: string, name: string, venueId: string | null) {
  if (await venuesRepository.nameTaken(tx, orgId, name, venueId))
    throw conflict(VENUE_MESSAGES.nameTaken, { name: VENUE_MESSAGES.nameTaken });
}

export const createVenue = (ctx: AppContext, actor: Actor, venue: TVenueWrite) =>
  inTenant(ctx.db, actor.orgId, async (tx) => {
    await requireFreeName(tx, actor.orgId, venue.name, null);
    return venuesRepository.insert(tx, actor.orgId, randomUUID(), venue);
  });

/** With the `updatedAt` the form was filled from, a save by someone else since is refused and changes nothing. */
export async function updateVenue(ctx: AppContext, actor: Actor, venueId: string, { updatedAt: seen, ...venue }: TVenueUpdate) {
  const updated = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const current = await venuesRepository.find(tx, actor.orgId, venueId, { forUpdate: true });
    if (!current) return undefined;
    // Two staff at one form: the later save would undo the earlier one's changes unseen.
    if (savedSince(current.updatedAt, seen)) throw new AppError('stale_version', VENUE_MESSAGES.changedSince);
    await requireFreeName(tx, actor.orgId, venue.name, venueId);
    return venuesRepository.update(tx, actor.orgId, venueId, venue);
  });
  if (!updated) throw notFound('Venue');
  return updated;
}

/** Deletes a venue nothing names; one with events or ticket scans is kept (409), as their history needs it. */
export async function deleteVenue(ctx: AppContext, actor: Actor, venueId: string) {
  const removed = await inTenant(ctx.db, actor.orgId, async (tx) => {
    if (!(await venuesRepository.find(tx, actor.orgId, venueId))) return false;
    if (await venuesRepository.inUse(tx, actor.orgId, venueId)) throw conflict(VENUE_MESSAGES.inUse);
    return venuesRepository.remove(tx, actor.orgId, venueId);
  });
  if (!removed) throw notFound('Venue');
}
