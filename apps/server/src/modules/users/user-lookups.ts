import type { Tx } from '../../db/client.js';
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
