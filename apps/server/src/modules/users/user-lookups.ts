import { grantedBy, type Access } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { permissionsFor, roleGroupsOf } from '../access/index.js';
import { knownRoles } from './users.dto.js';
import { usersRepository, type NewUserRow } from './users.repository.js';

/** A user of the organisation (deleted ones too), in the caller's transaction. */
export const findUser = (tx: Tx, orgId: string, userId: string) => usersRepository.find(tx, orgId, userId);

/** Which of these users are live (not deleted) members of the organisation. */
export const liveUserIds = (tx: Tx, orgId: string, userIds: readonly string[]) => usersRepository.liveIds(tx, orgId, userIds);

/** Which of these users are live members of the organisation with a phone (SMS reaches them). */
export const liveUserIdsWithPhone = (tx: Tx, orgId: string, userIds: readonly string[]) =>
  usersRepository.liveIdsWithPhone(tx, orgId, userIds);

/** A user made by the platform itself (the first admin, demo and test people), not through the API. */
export const insertUser = (tx: Tx, user: NewUserRow) => usersRepository.insert(tx, user);

/**
 * The live users (of `userIds`, else all of them) whose roles meet `access` in the organisation's
 * access definition now: who may be told of what only they may read (a new order, say).
 */
export async function liveUsersGranted(tx: Tx, orgId: string, access: Access, userIds?: readonly string[]) {
  const found = await usersRepository.liveForNotice(tx, orgId, userIds);
  if (found.length === 0) return [];
  const groups = await roleGroupsOf(tx, orgId);
  return found
    .filter((user) => grantedBy(access, permissionsFor(knownRoles(user.roles), groups)))
    .map(({ roles: _roles, ...user }) => user);
}
