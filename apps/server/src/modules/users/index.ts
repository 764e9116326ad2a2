export { findUser, insertUser, liveUserIds } from './user-lookups.js';
export { isSelfOr } from './users.policy.js';
export type { UserRow } from './users.repository.js';
