import { randomInt } from 'node:crypto';
import { EVENT_IMAGE_MAX_HEIGHT, EVENT_IMAGE_MAX_WIDTH, EVENT_MESSAGES, type TEvent } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/app-error.js';
import { toStoredJpeg } from '../../lib/uploaded-image.js';
import { loadEventView, resolveEvent } from './event-read.service.js';
import { eventsRepository } from './events.repository.js';
import { eventReadScope, isOnShow } from './events.policy.js';

/** Fits 2160×1080 without cropping: the shop crops for its layout, the stored image keeps the whole picture. */
export const toEventImageJpeg = (upload: Buffer) =>
  toStoredJpeg(upload, {
    field: 'image',
    maxWidth: EVENT_IMAGE_MAX_WIDTH,
    maxHeight: EVENT_IMAGE_MAX_HEIGHT,
    messages: { notImage: EVENT_MESSAGES.imageNotImage, tooManyPixels: EVENT_MESSAGES.imageTooManyPixels },
  });

/**
 * A new key per upload (the random number is the URL's version, see eventImageUrlOf), so a
 * browser or CDN that cached the old image for a year never shows it for the new one.
 */
export const eventImageKey = (orgId: string, eventId: string) => `event-images/${orgId}/${eventId}-${randomInt(1, 2 ** 47)}.jpg`;

/** The event (series) an event or occurrence id names, for someone holding EventsWrite. */
async function findEvent(ctx: AppContext, actor: Actor, id: string) {
  const found = await inTenant(ctx.db, actor.orgId, (tx) => resolveEvent(tx, actor, id));
  if (!found) throw notFound('Event');
  return found.event;
}

/**
 * Sets the image of the event `id` names (an occurrence's id sets its series' image). Image work
 * and the file write happen between two short transactions, never inside one: the first checks
 * the event exists, the second records the file and reads which one it replaces under the row's
 * lock, so two uploads at once never both keep (or both delete) the same old file.
 */
export async function putEventImage(ctx: AppContext, actor: Actor, id: string, upload: Buffer): Promise<TEvent> {
  const { eventId } = await findEvent(ctx, actor, id);
  const jpeg = await toEventImageJpeg(upload);
  const key = eventImageKey(actor.orgId, eventId);
  await ctx.storage.put(key, jpeg);
  let result: { previous: string | null; view: TEvent } | undefined;
  try {
    result = await inTenant(ctx.db, actor.orgId, async (tx) => {
      const row = await eventsRepository.find(tx, actor.orgId, eventId, true);
      if (!row) return undefined;
      await eventsRepository.update(tx, actor.orgId, eventId, { imageFile: key });
      return { previous: row.imageFile, view: await loadEventView(tx, actor, id) };
    });
  } catch (error) {
    await ctx.storage.remove(key); // keep no orphan file when the row could not be written
    throw error;
  }
  if (!result) {
    // Deleted meanwhile.
    await ctx.storage.remove(key);
    throw notFound('Event');
  }
  if (result.previous && result.previous !== key) await ctx.storage.remove(result.previous);
  return result.view;
}

export async function deleteEventImage(ctx: AppContext, actor: Actor, id: string): Promise<TEvent> {
  const { eventId } = await findEvent(ctx, actor, id);
  const result = await inTenant(ctx.db, actor.orgId, async (tx) => {
    const row = await eventsRepository.find(tx, actor.orgId, eventId, true);
    if (!row) return undefined;
    // Nothing to change: no new version, so open forms keyed by it stay as they are.
    if (row.imageFile) await eventsRepository.update(tx, actor.orgId, eventId, { imageFile: null });
    return { previous: row.imageFile, view: await loadEventView(tx, actor, id) };
  });
  if (!result) throw notFound('Event');
  // Removed after the commit, so a failed transaction never leaves a row pointing at nothing.
  if (result.previous) await ctx.storage.remove(result.previous);
  return result.view;
}

/**
 * The image, for the public shop without a session when the event is on show there; an event
 * that is not (a draft, a private or hidden one) shows its image only to its organisation's staff
 * who may read events. The event is looked up by its id alone in platform scope; an unknown id, an
 * event without an image, or one the viewer may not see is 404. `current` tells the route whether
 * the asked version is the stored one, `public` whether shared caches may keep it.
 */
export async function getEventImage(
  ctx: AppContext,
  viewer: Actor | null,
  eventId: string,
  version?: string,
): Promise<{ bytes: Buffer; current: boolean; public: boolean }> {
  const row = await inPlatformScope(ctx.db, (tx) => eventsRepository.findInAnyOrg(tx, eventId));
  const onShow = row !== undefined && isOnShow(row);
  const staffMayRead = row !== undefined && viewer?.orgId === row.orgId && eventReadScope(viewer.permissions) !== null;
  if (!row?.imageFile || !(onShow || staffMayRead)) throw notFound('Event image');
  const bytes = await ctx.storage.get(row.imageFile);
  if (!bytes) throw notFound('Event image');
  return { bytes, current: version !== undefined && row.imageFile.endsWith(`-${version}.jpg`), public: onShow };
}
