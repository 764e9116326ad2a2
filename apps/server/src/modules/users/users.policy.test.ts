import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, type Permission, type Role } from '@foyer/contracts';
import { defaultGroups, permissionsFor } from '../access/index.js';
import {
  changedPlatformRoles,
  isSelfOr,
  platformUserProblem,
  roleGrantProblem,
  selfLockoutProblem,
  USER_POLICY_MESSAGES,
  userDeleteProblem,
  userUpdateProblem,
} from './users.policy.js';

const actorWith = (roles: Role[], userId = 'actor') => ({ userId, permissions: permissionsFor(roles, defaultGroups()) });
const orgAdmin = actorWith(['Admin', 'OrganizationAdmin']);
const foyerAdmin = actorWith(['FoyerAdmin']);

describe('changedPlatformRoles', () => {
  it('lists platform roles granted or removed, and nothing else', () => {
    expect(changedPlatformRoles(['Admin'], ['Admin', 'Guide'])).toEqual([]);
    expect(changedPlatformRoles(['Admin'], ['Admin', 'Support'])).toEqual(['Support']);
    expect(changedPlatformRoles(['FoyerAdmin', 'Support'], ['Support'])).toEqual(['FoyerAdmin']);
    expect(changedPlatformRoles(['Support'], ['Support', 'Admin'])).toEqual([]);
  });
});

describe('roleGrantProblem', () => {
  it('lets an organisation admin grant and remove organisation roles', () => {
    expect(roleGrantProblem(orgAdmin, ['Guide'], ['Admin', 'OrganizationAdmin'])).toBeNull();
    expect(roleGrantProblem(orgAdmin, ['Admin', 'Guide'], ['Guide'])).toBeNull();
  });

  it.each<[Role[], Role[]]>([
    [[], ['Support']],
    [['Admin'], ['Admin', 'FoyerAdmin']],
    [['Support', 'Admin'], ['Admin']],
  ])('refuses an organisation admin going from %j to %j with 403', (before, after) => {
    const problem = roleGrantProblem(orgAdmin, before, after);
    expect(problem?.status).toBe(403);
    expect(problem?.message).toBe(USER_POLICY_MESSAGES.platformRoles);
    expect(problem?.fields).toEqual({ roles: USER_POLICY_MESSAGES.platformRoles });
  });

  it('lets a holder of UsersFoyerAdminWrite grant and remove platform roles', () => {
    expect(roleGrantProblem(foyerAdmin, [], ['Support'])).toBeNull();
    expect(roleGrantProblem(foyerAdmin, ['FoyerAdmin'], ['Admin'])).toBeNull();
    const onlyThePermission = { userId: 'x', permissions: new Set<Permission>(['UsersFoyerAdminWrite']) };
    expect(roleGrantProblem(onlyThePermission, [], ['FoyerAdmin'])).toBeNull();
  });

  it('does not let Support, which lacks UsersFoyerAdminWrite, hand out platform roles', () => {
    expect(DEFAULT_ROLE_PERMISSIONS.Support).not.toContain('UsersFoyerAdminWrite');
    expect(roleGrantProblem(actorWith(['Support']), [], ['Support'])?.status).toBe(403);
  });
});

describe('platformUserProblem', () => {
  it('keeps organisation admins away from platform accounts', () => {
    expect(platformUserProblem(orgAdmin, ['Support'])?.message).toBe(USER_POLICY_MESSAGES.platformUser);
    expect(platformUserProblem(orgAdmin, ['Admin'])).toBeNull();
    expect(platformUserProblem(foyerAdmin, ['Support'])).toBeNull();
  });
});

describe('selfLockoutProblem', () => {
  const self = { userId: 'actor', roles: ['Admin', 'OrganizationAdmin'] as Role[] };

  it('refuses dropping your own OrganizationAdmin role when nothing else lets you manage users', () => {
    const problem = selfLockoutProblem(orgAdmin, self, { roles: ['Admin'], active: true }, defaultGroups());
    expect(problem?.status).toBe(409);
    expect(problem?.message).toBe(USER_POLICY_MESSAGES.ownAdminRole);
    expect(problem?.fields).toHaveProperty('roles');
  });

  it('allows it when another role still grants UsersAdminWrite in this organisation', () => {
    const groups = defaultGroups().map((group) =>
      group.roleGroupType === 'Admin' ? { ...group, permissions: [...group.permissions, 'UsersAdminWrite'] } : group,
    );
    expect(selfLockoutProblem(orgAdmin, self, { roles: ['Admin'], active: true }, groups)).toBeNull();
    expect(
      selfLockoutProblem(
        foyerAdmin,
        { userId: 'actor', roles: ['FoyerAdmin', 'OrganizationAdmin'] },
        { roles: ['FoyerAdmin'], active: true },
        defaultGroups(),
      ),
    ).toBeNull();
  });

  it('refuses deactivating yourself', () => {
    expect(selfLockoutProblem(orgAdmin, self, { roles: self.roles, active: false }, defaultGroups())?.message).toBe(
      USER_POLICY_MESSAGES.ownDeactivation,
    );
  });

  it('does not apply to other people, or to changes that keep the role', () => {
    expect(
      selfLockoutProblem(
        orgAdmin,
        { userId: 'someone', roles: ['OrganizationAdmin'] },
        { roles: ['Guide'], active: false },
        defaultGroups(),
      ),
    ).toBeNull();
    expect(selfLockoutProblem(orgAdmin, self, { roles: ['OrganizationAdmin'], active: true }, defaultGroups())).toBeNull();
  });
});

describe('userUpdateProblem and userDeleteProblem', () => {
  it('answers the first problem: platform account, then platform roles, then self-lockout', () => {
    expect(
      userUpdateProblem(orgAdmin, { userId: 'p', roles: ['Support'] }, { roles: ['Admin'], active: true }, defaultGroups())?.message,
    ).toBe(USER_POLICY_MESSAGES.platformUser);
    expect(
      userUpdateProblem(orgAdmin, { userId: 'g', roles: ['Guide'] }, { roles: ['Support'], active: true }, defaultGroups())?.message,
    ).toBe(USER_POLICY_MESSAGES.platformRoles);
    expect(
      userUpdateProblem(
        orgAdmin,
        { userId: 'actor', roles: ['Admin', 'OrganizationAdmin'] },
        { roles: ['Admin'], active: true },
        defaultGroups(),
      )?.status,
    ).toBe(409);
    expect(
      userUpdateProblem(orgAdmin, { userId: 'g', roles: ['Guide'] }, { roles: ['Guide', 'Admin'], active: true }, defaultGroups()),
    ).toBeNull();
  });

  it('refuses deleting yourself with 409, and a platform account without the platform permission with 403', () => {
    expect(userDeleteProblem(orgAdmin, { userId: 'actor', roles: ['OrganizationAdmin'] })?.status).toBe(409);
    expect(userDeleteProblem(orgAdmin, { userId: 'p', roles: ['FoyerAdmin'] })?.status).toBe(403);
    expect(userDeleteProblem(foyerAdmin, { userId: 'p', roles: ['FoyerAdmin'] })).toBeNull();
    expect(userDeleteProblem(orgAdmin, { userId: 'g', roles: ['Guide'] })).toBeNull();
  });
});

describe('isSelfOr', () => {
  it('admits the person themself or a holder of the permission', () => {
    const guide = actorWith(['Guide'], 'guide');
    expect(isSelfOr(guide, 'guide', 'UsersAdminWrite')).toBe(true);
    expect(isSelfOr(guide, 'other', 'UsersAdminWrite')).toBe(false);
    expect(isSelfOr(orgAdmin, 'other', 'UsersAdminWrite')).toBe(true);
  });
});
