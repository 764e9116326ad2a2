export { markEmailVerified, removeDeletedUsersOf, setLanguage, setPassword } from './account-writes.js';
export { findUser, insertUser, liveUserIds, liveUserIdsWithPhone, liveUsersGranted } from './user-lookups.js';
export { isSelfOr } from './users.policy.js';
export type { UserRow } from './users.repository.js';
export type { MailedAccount, SessionKeeper } from './session-keeper.js';
export { seedDefaultUserTypes } from './user-types.service.js';
export { userTypesRoutes } from './user-types.routes.js';
export { usersRoutes } from './users.routes.js';
