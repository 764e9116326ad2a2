import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, type Permission } from '@foyer/contracts';
import { accessDefinitionView, applyAccessEdit, defaultGroups, permissionsFor } from './access.policy.js';

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

  it('compares a platform role with its defaults, so sending back what is shown is no change', () => {
    // An organisation created before a permission joined the catalogue stored an older list.
    const stored = defaultGroups().map((g) => (g.roleGroupType === 'FoyerAdmin' ? { ...g, permissions: ['OrdersRead'] } : g));
    const { groups, refused } = applyAccessEdit(stored, [{ roleGroupType: 'FoyerAdmin', permissions: [...PERMISSIONS] }], platformAdmin);
    expect(refused).toEqual([]);
    expect(groups.find((g) => g.roleGroupType === 'FoyerAdmin')?.permissions).toEqual([...PERMISSIONS]);
  });

  it('lets a platform admin change any area of an organisation role', () => {
    const { groups, refused } = applyAccessEdit(defaultGroups(), [{ roleGroupType: 'Admin', permissions: ['OrdersRead'] }], platformAdmin);
    expect(refused).toEqual([]);
    expect(groups.find((g) => g.roleGroupType === 'Admin')?.permissions).toEqual(['OrdersRead']);
  });
});

describe('accessDefinitionView', () => {
  const stored = defaultGroups().map((g) =>
    g.roleGroupType === 'Guide' ? { ...g, permissions: ['ScanTicketRead', 'RetiredPermission', 'EventsOwnRead'] } : g,
  );

  it('shows one group per role in catalogue order, dropping names the catalogue no longer has', () => {
    const view = accessDefinitionView(stored, new Set<Permission>(['AccessesAdminRead', 'AccessesAdminWrite']));
    expect(view.groups.map((g) => g.roleGroupType)).toEqual(['Admin', 'Guide', 'OrganizationAdmin', 'Support', 'FoyerAdmin']);
    expect(view.groups.find((g) => g.roleGroupType === 'Guide')).toEqual({
      roleGroupType: 'Guide',
      readonly: false,
      permissions: ['EventsOwnRead', 'ScanTicketRead'],
    });
  });

  it('makes platform roles read-only with their defaults, whatever is stored', () => {
    const tampered = stored.map((g) => (g.roleGroupType === 'Support' ? { ...g, permissions: [] } : g));
    const support = accessDefinitionView(tampered, new Set<Permission>(PERMISSIONS)).groups.find((g) => g.roleGroupType === 'Support');
    expect(support?.readonly).toBe(true);
    expect(support?.permissions.length).toBe(DEFAULT_ROLE_PERMISSIONS.Support.length);
  });

  it('makes everything read-only and nothing editable for a reader', () => {
    const view = accessDefinitionView(stored, new Set<Permission>(['AccessesAdminRead']));
    expect(view.groups.every((g) => g.readonly)).toBe(true);
    expect(view.groupsDictionary.every((area) => !area.editable)).toBe(true);
  });

  it('marks only the organisation-editable areas for an organisation admin', () => {
    const view = accessDefinitionView(stored, new Set<Permission>(['AccessesAdminWrite']));
    const editable = view.groupsDictionary.filter((area) => area.editable).map((area) => area.area);
    expect(editable.sort()).toEqual([
      'Accounts',
      'Artists',
      'CustomerRequests',
      'Exhibitions',
      'GuideCalendar',
      'GuideRequests',
      'Support',
      'UsersGuides',
      'Vendors',
    ]);
  });
});
