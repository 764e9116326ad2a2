import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { anonymous } from '../../test/api-client.js';
import { USER_POLICY_MESSAGES } from './users.policy.js';

/** A type with a typo, or one no longer used, can be put right: renamed, its roles changed, removed. */
describe('user types API: renaming and removing', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const options = async () =>
    (await admin.get('/api/access/userTypeOptions')).json as { userTypeId: string; name: string; roles: string[] }[];
  const create = async (name: string, roles: string[]) => {
    const response = await admin.post('/api/access/userTypes', { name, roles });
    expect(response.status, response.body).toBe(201);
    return response.json.userTypeId as string;
  };

  it('renames a type and changes its roles; the users made from it keep theirs', async () => {
    const typo = await create('Frontdsk', ['Admin']);
    const user = await admin.post('/api/users', {
      email: `desk-${Date.now()}@museum.test`,
      firstName: 'Dea',
      lastName: 'Desk',
      userTypeId: typo,
    });
    expect(user.status, user.body).toBe(201);
    expect(user.json).toMatchObject({ roles: ['Admin'], userTypeId: typo });

    const renamed = await admin.put(`/api/access/userTypes/${typo}`, {
      name: 'Front desk evenings',
      roles: ['Admin', 'Guide'],
      guideType: 'Regular',
    });
    expect(renamed.status, renamed.body).toBe(200);
    expect(renamed.json).toEqual({ userTypeId: typo, name: 'Front desk evenings', roles: ['Admin', 'Guide'], guideType: 'Regular' });
    expect((await options()).find((type) => type.userTypeId === typo)).toMatchObject({
      name: 'Front desk evenings',
      roles: ['Admin', 'Guide'],
    });
    expect((await admin.get(`/api/users/${user.json.userId}`)).json).toMatchObject({ roles: ['Admin'], userTypeId: typo });

    // Its own name in another case is its own; another type's name is taken, whatever its case.
    expect((await admin.put(`/api/access/userTypes/${typo}`, { name: 'FRONT DESK EVENINGS', roles: ['Admin'] })).status).toBe(200);
    const taken = await admin.put(`/api/access/userTypes/${typo}`, { name: 'guide', roles: ['Admin'] });
    expect(taken.status).toBe(409);
    expect(taken.json.error.fields).toEqual({ name: USER_MESSAGES.userTypeNameTaken });
    const bad = await admin.put(`/api/access/userTypes/${typo}`, { name: ' ', roles: [] });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toEqual({ name: 'Required', roles: 'Choose at least one role' });
  });

  it('removes a type: its users keep their roles and are of no type; a type not there is 404', async () => {
    const seasonal = await create('Seasonal', ['Admin']);
    const user = await admin.post('/api/users', {
      email: `season-${Date.now()}@museum.test`,
      firstName: 'Sol',
      lastName: 'Sommer',
      userTypeId: seasonal,
    });
    expect(user.status, user.body).toBe(201);
    const removed = await admin.delete(`/api/access/userTypes/${seasonal}`);
    expect(removed.status, removed.body).toBe(200);
    expect(removed.json).toEqual({ ok: true });
    expect((await options()).map((type) => type.name)).not.toContain('Seasonal');
    expect((await admin.get(`/api/users/${user.json.userId}`)).json).toMatchObject({ roles: ['Admin'], userTypeId: null });
    expect((await admin.delete(`/api/access/userTypes/${seasonal}`)).status).toBe(404);
    expect((await admin.put(`/api/access/userTypes/${seasonal}`, { name: 'Back', roles: ['Admin'] })).status).toBe(404);
    expect((await admin.delete('/api/access/userTypes/not-an-id')).status).toBe(400);

    // Another museum's type is not found from here.
    const other = await signedInUser(t, ['OrganizationAdmin']);
    const theirs = (await other.get('/api/access/userTypeOptions')).json[0].userTypeId;
    expect((await admin.delete(`/api/access/userTypes/${theirs}`)).status).toBe(404);
    expect((await admin.put(`/api/access/userTypes/${theirs}`, { name: 'Mine', roles: ['Admin'] })).status).toBe(404);
    expect((await other.get('/api/access/userTypeOptions')).json[0].userTypeId).toBe(theirs);
  });

  it('leaves a type with a platform role to a Foyer administrator', async () => {
    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const helpdesk = (await platform.post('/api/access/userTypes', { name: 'Helpdesk', roles: ['Support'] })).json.userTypeId;
    const renamed = await admin.put(`/api/access/userTypes/${helpdesk}`, { name: 'Help', roles: ['Admin'] });
    expect(renamed.status).toBe(403);
    expect(renamed.json.error.message).toBe(USER_POLICY_MESSAGES.platformRoles);
    expect((await admin.delete(`/api/access/userTypes/${helpdesk}`)).status).toBe(403);
    const mine = await create('Mine', ['Admin']);
    expect((await admin.put(`/api/access/userTypes/${mine}`, { name: 'Mine', roles: ['Support'] })).status).toBe(403);
    expect((await platform.put(`/api/access/userTypes/${helpdesk}`, { name: 'Helpdesk', roles: ['Support', 'Admin'] })).status).toBe(200);
    expect((await platform.delete(`/api/access/userTypes/${helpdesk}`)).status).toBe(200);
  });

  it('admits UsersAdmin or AccessesAdmin writers only, and needs a session', async () => {
    const type = await create('Volunteer', ['Admin']);
    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await support.put(`/api/access/userTypes/${type}`, { name: 'Nope', roles: ['Admin'] })).status).toBe(403);
    expect((await support.delete(`/api/access/userTypes/${type}`)).status).toBe(403);
    expect((await anonymous(t).delete(`/api/access/userTypes/${type}`)).status).toBe(401);
    expect((await options()).map((option) => option.name)).toContain('Volunteer');
  });
});
