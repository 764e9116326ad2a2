import { AVATAR_MAX_SIDE, USER_MESSAGES, type TUser } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { toStoredJpeg } from '../../lib/uploaded-image.js';
import { toUser } from './users.dto.js';
import { isSelfOr } from './users.policy.js';
import { usersRepository } from './users.repository.js';

/** Fits within AVATAR_MAX_SIDE × AVATAR_MAX_SIDE without enlarging. */
export const toAvatarJpeg = (upload: Buffer) =>
  toStoredJpeg(upload, {
    field: 'avatar',
    maxWidth: AVATAR_MAX_SIDE,
    maxHeight: AVATAR_MAX_SIDE,
    messages: { notImage: USER_MESSAGES.avatarNotImage, tooManyPixels: USER_MESSAGES.avatarTooManyPixels },
  });

export const avatarKey = (orgId: string, userId: string) => `avatars/${orgId}/${userId}.jpg`;

async function findUser(ctx: AppContext, actor: Actor, userId: string) {
  const row = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.find(tx, actor.orgId, userId));
  if (!row) throw notFound('User');
  return row;
}

/**
 * Image work and file writing happen between two short transactions, never inside one: the
 * first checks the user exists, the second records the file.
 */
export async function putAvatar(ctx: AppContext, actor: Actor, userId: string, upload: Buffer): Promise<TUser> {
  if (!isSelfOr(actor, userId, 'UsersAdminWrite')) throw forbidden();
  const before = await findUser(ctx, actor, userId);
  const jpeg = await toAvatarJpeg(upload);
  const key = avatarKey(actor.orgId, userId);
  await ctx.storage.put(key, jpeg);
  const row = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.setAvatarFile(tx, actor.orgId, userId, key));
  if (!row) {
    // Deleted meanwhile: keep no orphan file.
    await ctx.storage.remove(key);
    throw notFound('User');
  }
  // A platform user who moved organisation had their picture under the old one.
  if (before.avatarFile && before.avatarFile !== key) await ctx.storage.remove(before.avatarFile);
  return toUser(row);
}

/** Any signed-in member of the organisation may see its people's pictures. */
export async function getAvatar(ctx: AppContext, actor: Actor, userId: string): Promise<Buffer> {
  const row = await findUser(ctx, actor, userId);
  const bytes = row.avatarFile ? await ctx.storage.get(row.avatarFile) : null;
  if (!bytes) throw notFound('Profile picture');
  return bytes;
}

export async function deleteAvatar(ctx: AppContext, actor: Actor, userId: string): Promise<TUser> {
  if (!isSelfOr(actor, userId, 'UsersAdminWrite')) throw forbidden();
  const before = await findUser(ctx, actor, userId);
  const row = await inTenant(ctx.db, actor.orgId, (tx) => usersRepository.setAvatarFile(tx, actor.orgId, userId, null));
  if (!row) throw notFound('User');
  // Removed after the commit, so a failed transaction never leaves a row pointing at nothing.
  if (before.avatarFile) await ctx.storage.remove(before.avatarFile);
  return toUser(row);
}
