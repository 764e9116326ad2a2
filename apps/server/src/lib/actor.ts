import type { Language, Permission, Role, TIdentity } from '@foyer/contracts';

/** The signed-in staff member a request acts for, in the organisation they act in now. */
export interface Actor {
  userId: string;
  orgId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  permissions: ReadonlySet<Permission>;
  limitDataAccessFrom: string | null;
  language: Language;
  sessionTokenHash: string;
}

/**
 * The signed-in identity as the API answers it (`/api/auth/me`, after switching organisation),
 * with the sessions' idle limit from the configuration.
 */
export const identityOf = (actor: Actor, session: { idleMinutes: number }): TIdentity => ({
  userId: actor.userId,
  orgId: actor.orgId,
  email: actor.email,
  firstName: actor.firstName,
  lastName: actor.lastName,
  roles: actor.roles,
  permissions: [...actor.permissions].sort(),
  limitDataAccessFrom: actor.limitDataAccessFrom,
  language: actor.language,
  sessionIdleMinutes: session.idleMinutes,
});
