import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '@foyer/contracts';
import { inTenant } from '../../db/tenancy.js';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { USER_POLICY_MESSAGES } from './users.policy.js';
import { mapUniqueViolation } from '../../lib/constraint-violations.js';
import { USER_TYPE_NAME_CONSTRAINT, userTypesRepository } from './user-types.repository.js';

import { anonymous, apiClient } from '../../test/api-client.js';

describe('user types API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const names = async (cookie: string) =>
    (await apiClient(t, cookie).get('/api/access/userTypeOptions')).json.map((o: { name: string }) => o.name);

  it('lists the four types every organisation starts with, by name', async () => {
    const response = await admin.get('/api/access/userTypeOptions');
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { userTypeId: expect.any(String), name: 'Administrator', roles: ['Admin', 'OrganizationAdmin'], guideType: null },
      { userTypeId: expect.any(String), name: 'Front desk', roles: ['Admin'], guideType: null },
      { userTypeId: expect.any(String), name: 'Guide', roles: ['Guide'], guideType: 'Regular' },
      { userTypeId: expect.any(String), name: 'Integrator guide', roles: ['Guide'], guideType: 'Integrator' },
    ]);
  });

  it('creates a type that then shows in the options, and only in this organisation', async () => {
    const created = await admin.post('/api/access/userTypes', { name: '  Curator ', roles: ['Admin', 'Guide', 'Admin'] });
    expect(created.status).toBe(201);
    expect(created.json).toEqual({ userTypeId: expect.any(String), name: 'Curator', roles: ['Admin', 'Guide'], guideType: null });
    expect(await names(admin.cookie)).toEqual(['Administrator', 'Curator', 'Front desk', 'Guide', 'Integrator guide']);

    const other = await signedInUser(t, ['OrganizationAdmin']);
    expect(await names(other.cookie)).not.toContain('Curator');
  });

  it('keeps a guide type only beside the Guide role (a review walk saw "Administrator · Regular")', async () => {
    const odd = await admin.post('/api/access/userTypes', { name: 'Odd', roles: ['Admin'], guideType: 'Regular' });
    expect(odd.status, odd.body).toBe(201);
    expect(odd.json).toMatchObject({ roles: ['Admin'], guideType: null });
    const guiding = await admin.put(`/api/access/userTypes/${odd.json.userTypeId}`, {
      name: 'Odd',
      roles: ['Guide'],
      guideType: 'Regular',
    });
    expect(guiding.json).toMatchObject({ roles: ['Guide'], guideType: 'Regular' });
    const back = await admin.put(`/api/access/userTypes/${odd.json.userTypeId}`, { name: 'Odd', roles: ['Admin'], guideType: 'Regular' });
    expect(back.json).toMatchObject({ roles: ['Admin'], guideType: null });
    expect((await admin.delete(`/api/access/userTypes/${odd.json.userTypeId}`)).status).toBe(200);
  });

  it('refuses a name already used in the organisation, whatever its case, with 409', async () => {
    const response = await admin.post('/api/access/userTypes', { name: 'front DESK', roles: ['Admin'] });
    expect(response.status).toBe(409);
    expect(response.json.error).toMatchObject({ code: 'conflict', fields: { name: USER_MESSAGES.userTypeNameTaken } });
    // Names are per organisation.
    const other = await signedInUser(t, ['OrganizationAdmin']);
    expect((await other.post('/api/access/userTypes', { name: 'Curator', roles: ['Admin'] })).status).toBe(201);
  });

  it('maps the database unique index to the same 409 when two creations race past the check', async () => {
    // The pre-check cannot see a concurrent insert; the index must still answer a clean conflict.
    const attempt = inTenant(t.ctx.db, admin.orgId, (tx) =>
      mapUniqueViolation(
        USER_TYPE_NAME_CONSTRAINT,
        () => userTypesRepository.insert(tx, admin.orgId, { userTypeId: randomUUID(), name: 'Guide', roles: ['Guide'], guideType: null }),
        () => new AppError('conflict', 'taken'),
      ),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'conflict' });
  });

  it('names each invalid field', async () => {
    const response = await admin.post('/api/access/userTypes', { name: ' ', roles: [], guideType: 'Freelance' });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ name: 'Required', roles: 'Choose at least one role', guideType: expect.any(String) });
  });

  it('keeps platform roles out of types unless the actor holds UsersFoyerAdminWrite', async () => {
    const refused = await admin.post('/api/access/userTypes', { name: 'Helpdesk', roles: ['Support'] });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(USER_POLICY_MESSAGES.platformRoles);
    expect(await names(admin.cookie)).not.toContain('Helpdesk');

    const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
    const created = await platform.post('/api/access/userTypes', { name: 'Helpdesk', roles: ['Support'] });
    expect(created.status).toBe(201);
    expect(created.json.roles).toEqual(['Support']);
  });

  it('admits UsersAdmin or AccessesAdmin holders, no one else', async () => {
    // Support holds UsersAdminRead and AccessesAdminRead, but neither write permission.
    const support = await signedInUser(t, ['Support'], admin.orgId);
    expect((await support.get('/api/access/userTypeOptions')).status).toBe(200);
    expect((await support.post('/api/access/userTypes', { name: 'Nope', roles: ['Admin'] })).status).toBe(403);

    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/access/userTypeOptions')).status).toBe(403);
    expect((await guide.post('/api/access/userTypes', { name: 'Nope', roles: ['Admin'] })).status).toBe(403);
  });

  it('needs a session', async () => {
    expect((await anonymous(t).get('/api/access/userTypeOptions')).status).toBe(401);
    expect((await anonymous(t).post('/api/access/userTypes', { name: 'Nope', roles: ['Admin'] })).status).toBe(401);
  });
});
