export { usersRoutes } from './users.routes.js';
export { userTypesRoutes } from './user-types.routes.js';
export { findUser, insertUser, liveUserIds } from './user-lookups.js';
export { isSelfOr } from './users.policy.js';
