import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Permission } from '@foyer/contracts';
import { applyAccessEdit, defaultGroups, permissionsFor } from './access.policy.js';

describe('permissionsFor', () => {
  it('unites the groups of every role the user has', () => {
    const groups = [
      { roleGroupType: 'Admin', permissions: ['EventsWrite'] },
      { roleGroupType: 'Guide', permissions: ['EventsOwnRead', 'NotAPermission'] },
    ];
    expect([...permissionsFor(['Admin', 'Guide'], groups)].sort()).toEqual(['EventsOwnRead', 'EventsWrite']);
  });

  it('uses the defaults for platform roles whatever the organisation stored', () => {
    const permissions = permissionsFor(['FoyerAdmin'], [{ roleGroupType: 'FoyerAdmin', permissions: [] }]);
    expect(permissions.size).toBe(PERMISSIONS.length);
  });

  it('gives nothing without roles', () => {
    expect(permissionsFor([], defaultGroups()).size).toBe(0);
  });
});

describe('applyAccessEdit', () => {
  const orgAdmin = new Set<Permission>(['AccessesAdminRead', 'AccessesAdminWrite']);
  const platformAdmin = new Set<Permission>(PERMISSIONS);

  it('lets an organisation admin change an editable area', () => {
    const { groups, refused } = applyAccessEdit(
      defaultGroups(),
      [{ roleGroupType: 'Guide', permissions: [...DEFAULT_ROLE_PERMISSIONS.Guide, 'ArtistsRead'] }],
      orgAdmin,
    );
    expect(refused).toEqual([]);
    expect(groups.find((g) => g.roleGroupType === 'Guide')?.permissions).toContain('ArtistsRead');
  });

  it('refuses an organisation admin outside the editable areas and keeps the stored value', () => {
    const { groups, refused } = applyAccessEdit(
      defaultGroups(),
      [{ roleGroupType: 'Guide', permissions: [...DEFAULT_ROLE_PERMISSIONS.Guide, 'OrdersWrite', 'OrganizationsFoyerAdminRead'] }],
      orgAdmin,
    );
    expect(refused).toEqual(['Guide.OrdersWrite', 'Guide.OrganizationsFoyerAdminRead']);
    expect(groups.find((g) => g.roleGroupType === 'Guide')?.permissions).not.toContain('OrdersWrite');
  });

  it('never changes platform roles, not even for a platform admin', () => {
    const { refused } = applyAccessEdit(defaultGroups(), [{ roleGroupType: 'Support', permissions: [] }], platformAdmin);
    expect(refused.length).toBe(DEFAULT_ROLE_PERMISSIONS.Support.length);
  });

  it('lets a platform admin change any area of an organisation role', () => {
    const { groups, refused } = applyAccessEdit(defaultGroups(), [{ roleGroupType: 'Admin', permissions: ['OrdersRead'] }], platformAdmin);
    expect(refused).toEqual([]);
    expect(groups.find((g) => g.roleGroupType === 'Admin')?.permissions).toEqual(['OrdersRead']);
  });
});
