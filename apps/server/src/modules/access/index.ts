export { createDefaultAccess, roleGroupsOf } from './access.service.js';
export { defaultGroups, permissionsFor, type RoleGroup } from './access.policy.js';
export { accessRoutes } from './access.routes.js';
