import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, MESSAGES, PERMISSION_AREAS, PERMISSIONS, ROLES, type Permission } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { anonymous, apiClient } from '../../test/api-client.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
interface Group {
  roleGroupType: string;
  readonly: boolean;
  permissions: Permission[];
}
interface Definition {
  accessId: string;
  version: number;
  groups: Group[];
  groupsDictionary: { area: string; editable: boolean }[];
}
const byCatalogue = (a: Permission, b: Permission) => PERMISSIONS.indexOf(a) - PERMISSIONS.indexOf(b);

describe('access API', () => {
  let t: TestApp;
  let admin: Signed;
  let guide: Signed;
  let support: Signed;
  let platform: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
    guide = await signedInUser(t, ['Guide'], admin.orgId);
    support = await signedInUser(t, ['Support'], admin.orgId);
    platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
  });
  afterAll(() => t.close());

  const definition = async (cookie = admin.cookie): Promise<Definition> => (await apiClient(t, cookie).get('/api/access/definitions')).json;
  const groupOf = (body: { groups: Group[] }, role: string) => body.groups.find((group) => group.roleGroupType === role)!;
  /** An edit of the Guide group alone, from `current`, granting `add` and taking `remove` away. */
  const guideEdit = (current: Definition, add: Permission[], remove: Permission[] = []) => ({
    version: current.version,
    groups: [
      { roleGroupType: 'Guide', permissions: [...groupOf(current, 'Guide').permissions.filter((p) => !remove.includes(p)), ...add] },
    ],
  });

  describe('GET /api/access/roles', () => {
    it('lists the roles to any signed-in user', async () => {
      const response = await guide.get('/api/access/roles');
      expect(response.status).toBe(200);
      expect(response.json).toEqual([...ROLES]);
    });

    it('needs a session', async () => {
      expect((await anonymous(t).get('/api/access/roles')).status).toBe(401);
    });
  });

  describe('GET /api/access/definitions', () => {
    it("shows an organisation admin the organisation's definition and what they may edit", async () => {
      const response = await admin.get('/api/access/definitions');
      expect(response.status).toBe(200);
      const body = response.json;
      expect(body).toMatchObject({ accessDefinition: 'Default', version: 1 });
      expect(body.groups.map((g: Group) => g.roleGroupType)).toEqual([...ROLES]);
      expect(groupOf(body, 'Guide')).toEqual({
        roleGroupType: 'Guide',
        readonly: false,
        permissions: [...DEFAULT_ROLE_PERMISSIONS.Guide].sort(byCatalogue),
      });
      expect(groupOf(body, 'Support').readonly).toBe(true);
      expect(groupOf(body, 'FoyerAdmin')).toMatchObject({ readonly: true });
      expect(groupOf(body, 'FoyerAdmin').permissions.length).toBe(DEFAULT_ROLE_PERMISSIONS.FoyerAdmin.length);
      const editable = Object.fromEntries(body.groupsDictionary.map((a: { area: string; editable: boolean }) => [a.area, a.editable]));
      expect(body.groupsDictionary.map((a: { area: string }) => a.area)).toEqual(PERMISSION_AREAS.map((a) => a.area));
      expect(editable).toMatchObject({ Artists: true, GuideCalendar: true, Orders: false, ChangeOrganization: false });
    });

    it('shows everything read-only to someone who may only read', async () => {
      const body = await definition(support.cookie);
      expect(body.groups.every((g: Group) => g.readonly)).toBe(true);
      expect(body.groupsDictionary.every((a) => !a.editable)).toBe(true);
    });

    it('lets a platform admin edit every area', async () => {
      const body = await definition(platform.cookie);
      expect(body.groupsDictionary.every((a) => a.editable)).toBe(true);
      expect(groupOf(body, 'Admin').readonly).toBe(false);
    });

    it('needs the permission and a session', async () => {
      expect((await guide.get('/api/access/definitions')).status).toBe(403);
      expect((await anonymous(t).get('/api/access/definitions')).status).toBe(401);
    });
  });

  describe('PUT /api/access/definitions', () => {
    it("applies an organisation admin's edit, and a signed-in guide has it on their next request", async () => {
      const before = (await guide.get('/api/auth/identity')).json;
      expect(before.permissions).toContain('GuideCalendarRead');
      expect(before.permissions).not.toContain('ArtistsRead');

      const current = await definition();
      const response = await admin.put('/api/access/definitions', guideEdit(current, ['ArtistsRead'], ['GuideCalendarRead']));
      expect(response.status).toBe(200);
      const saved = response.json;
      expect(saved.version).toBe(current.version + 1);
      expect(groupOf(saved, 'Guide').permissions).toContain('ArtistsRead');
      expect(groupOf(saved, 'Guide').permissions).not.toContain('GuideCalendarRead');
      // Groups left out of the edit keep what they had.
      expect(groupOf(saved, 'Admin').permissions).toEqual(groupOf(current, 'Admin').permissions);

      const after = (await guide.get('/api/auth/identity')).json;
      expect(after.permissions).toContain('ArtistsRead');
      expect(after.permissions).not.toContain('GuideCalendarRead');
    });

    it('refuses an organisation admin outside their areas, naming each permission, and saves nothing', async () => {
      const current = await definition();
      const response = await admin.put('/api/access/definitions', guideEdit(current, ['OrdersWrite', 'ExhibitionsRead']));
      expect(response.status).toBe(403);
      expect(response.json.error.fields).toEqual({ 'groups.Guide.OrdersWrite': 'You may not change this permission' });
      const unchanged = await definition();
      expect(unchanged.version).toBe(current.version);
      expect(groupOf(unchanged, 'Guide').permissions).not.toContain('ExhibitionsRead');
    });

    it('refuses any change to a platform role, even from a platform admin', async () => {
      const current = await definition(platform.cookie);
      const response = await platform.put('/api/access/definitions', {
        version: current.version,
        groups: [{ roleGroupType: 'Support', permissions: groupOf(current, 'Support').permissions.filter((p) => p !== 'SupportWrite') }],
      });
      expect(response.status).toBe(403);
      expect(response.json.error.fields).toEqual({ 'groups.Support.SupportWrite': 'You may not change this permission' });
    });

    it('lets a platform admin change any area of an organisation role', async () => {
      const current = await definition(platform.cookie);
      const response = await platform.put('/api/access/definitions', guideEdit(current, ['OrdersWrite']));
      expect(response.status).toBe(200);
      expect(groupOf(response.json, 'Guide').permissions).toContain('OrdersWrite');
    });

    it('accepts the whole matrix sent back unchanged', async () => {
      const current = await definition();
      const response = await admin.put('/api/access/definitions', {
        version: current.version,
        groups: current.groups.map((g: Group) => ({ roleGroupType: g.roleGroupType, permissions: g.permissions })),
      });
      expect(response.status).toBe(200);
      expect(response.json.groups).toEqual(current.groups);
    });

    it('refuses the second of two saves made from the same version with the catalogue message', async () => {
      const current = await definition();
      const first = await admin.put('/api/access/definitions', guideEdit(current, ['VendorsRead']));
      expect(first.status).toBe(200);
      const second = await admin.put('/api/access/definitions', guideEdit(current, ['AccountsRead']));
      expect(second.status).toBe(409);
      expect(second.json.error).toEqual({ code: 'stale_version', message: MESSAGES.staleAccessData, reason: 'common.staleAccessData' });
      const stored = groupOf(await definition(), 'Guide').permissions;
      expect(stored).toContain('VendorsRead');
      expect(stored).not.toContain('AccountsRead');
    });

    it('lets only one of two simultaneous saves from the same version win', async () => {
      const current = await definition();
      const responses = await Promise.all([
        admin.put('/api/access/definitions', guideEdit(current, ['ExhibitionsRead'])),
        admin.put('/api/access/definitions', guideEdit(current, ['ExhibitionsWrite'])),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await definition()).version).toBe(current.version + 1);
    });

    it('names each invalid field', async () => {
      const response = await admin.put('/api/access/definitions', {
        version: 'one',
        groups: [{ roleGroupType: 'Janitor', permissions: ['OpenDoors'] }],
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields).sort()).toEqual(['groups.0.permissions.0', 'groups.0.roleGroupType', 'version']);
    });

    it('needs the write permission and a session', async () => {
      const current = await definition();
      expect((await support.put('/api/access/definitions', guideEdit(current, ['ArtistsWrite']))).status).toBe(403);
      expect((await guide.put('/api/access/definitions', guideEdit(current, ['ArtistsWrite']))).status).toBe(403);
      expect((await anonymous(t).put('/api/access/definitions', guideEdit(current, ['ArtistsWrite']))).status).toBe(401);
    });

    it("changes only the actor's own organisation", async () => {
      const otherAdmin = await signedInUser(t, ['OrganizationAdmin']);
      const theirs = await definition(otherAdmin.cookie);
      expect(theirs.accessId).not.toBe((await definition()).accessId);
      expect(theirs.version).toBe(1);
      expect(groupOf(theirs, 'Guide').permissions).toEqual([...DEFAULT_ROLE_PERMISSIONS.Guide].sort(byCatalogue));
    });
  });
});
