import { grantedBy, PLATFORM_ROLES, USERS_AREA, type Permission, type Role } from '@foyer/contracts';
import { AppError } from '../../lib/app-error.js';
import { permissionsFor, type RoleGroup } from '../access/index.js';

/**
 * Who may do what to a user account. Pure functions: each answers the problem as an AppError
 * (the service throws it) or null when the change is allowed.
 */

// The texts live in the contracts' reason catalogue (`userPolicy.*`).
export { USER_POLICY_MESSAGES } from '@foyer/contracts';
import { USER_POLICY_MESSAGES } from '@foyer/contracts';

export interface PolicyActor {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

const isPlatformAdmin = (actor: PolicyActor) => grantedBy(USERS_AREA.grantPlatformRoles, actor.permissions);
const holdsPlatformRole = (roles: readonly Role[]) => roles.some((role) => PLATFORM_ROLES.includes(role));

/** The platform roles granted or removed going from `before` to `after`. */
export function changedPlatformRoles(before: readonly Role[], after: readonly Role[]): Role[] {
  return PLATFORM_ROLES.filter((role) => before.includes(role) !== after.includes(role));
}

/** Granting or removing a platform role is Foyer staff's business, never an organisation's. */
export function roleGrantProblem(actor: PolicyActor, before: readonly Role[], after: readonly Role[]): AppError | null {
  if (changedPlatformRoles(before, after).length === 0 || isPlatformAdmin(actor)) return null;
  return new AppError('forbidden', USER_POLICY_MESSAGES.platformRoles, { roles: USER_POLICY_MESSAGES.platformRoles });
}

/**
 * A platform user acting in an organisation shows up in its user list; its admins must not be
 * able to change that account's email (and so take it over through a reset mail) or remove it.
 */
export function platformUserProblem(actor: PolicyActor, targetRoles: readonly Role[]): AppError | null {
  if (!holdsPlatformRole(targetRoles) || isPlatformAdmin(actor)) return null;
  return new AppError('forbidden', USER_POLICY_MESSAGES.platformUser);
}

/**
 * Nobody locks themself out: dropping your own OrganizationAdmin role is refused when your
 * remaining roles (in this organisation's access definition) no longer let you manage users.
 */
export function selfLockoutProblem(
  actor: PolicyActor,
  target: { userId: string; roles: readonly Role[] },
  next: { roles: readonly Role[]; active: boolean },
  groups: readonly RoleGroup[],
): AppError | null {
  if (actor.userId !== target.userId) return null;
  if (!next.active) return new AppError('conflict', USER_POLICY_MESSAGES.ownDeactivation, { active: USER_POLICY_MESSAGES.ownDeactivation });
  const dropsAdminRole = target.roles.includes('OrganizationAdmin') && !next.roles.includes('OrganizationAdmin');
  if (dropsAdminRole && !grantedBy(USERS_AREA.write, permissionsFor(next.roles, groups))) {
    return new AppError('conflict', USER_POLICY_MESSAGES.ownAdminRole, { roles: USER_POLICY_MESSAGES.ownAdminRole });
  }
  return null;
}

/** Every rule for editing an existing user, in the order a person would want to hear them. */
export function userUpdateProblem(
  actor: PolicyActor,
  target: { userId: string; roles: readonly Role[] },
  next: { roles: readonly Role[]; active: boolean },
  groups: readonly RoleGroup[],
): AppError | null {
  return (
    platformUserProblem(actor, target.roles) ??
    roleGrantProblem(actor, target.roles, next.roles) ??
    selfLockoutProblem(actor, target, next, groups)
  );
}

export function userDeleteProblem(actor: PolicyActor, target: { userId: string; roles: readonly Role[] }): AppError | null {
  if (actor.userId === target.userId) return new AppError('conflict', USER_POLICY_MESSAGES.ownDeletion);
  return platformUserProblem(actor, target.roles);
}

/** Whether the actor may act on `userId`'s own things (profile, avatar, preferences). */
export const isSelfOr = (actor: PolicyActor, userId: string, permission: Permission) =>
  actor.userId === userId || actor.permissions.has(permission);
