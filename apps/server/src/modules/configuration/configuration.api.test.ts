import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

describe('configuration API', () => {
  let t: TestApp;
  let admin: Signed;
  let guide: Signed;
  let support: Signed;
  let otherAdmin: Signed;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
    guide = await signedInUser(t, ['Guide'], admin.orgId);
    support = await signedInUser(t, ['Support'], admin.orgId);
    otherAdmin = await signedInUser(t, ['OrganizationAdmin']);
    // A setting only the other organisation has.
    const created = await call('POST', '/api/configuration', otherAdmin.cookie, { name: 'SECRET_NOTE', value: 'theirs' });
    expect(created.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  describe('GET /api/configuration/list', () => {
    it("lists the organisation's settings by name", async () => {
      await call('POST', '/api/configuration', admin.cookie, { name: 'A_FIRST', value: 'x' });
      const response = await call('GET', '/api/configuration/list', support.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { name: 'A_FIRST', value: 'x' },
        { name: 'CURRENCY', value: 'DKK' },
        { name: 'LANGUAGE', value: 'en' },
        { name: 'MARKETING', value: 'false' },
        { name: 'RETURN_POLICY', value: 'true' },
      ]);
    });

    it('needs the permission and a session', async () => {
      expect((await call('GET', '/api/configuration/list', guide.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/configuration/list')).statusCode).toBe(401);
    });
  });

  describe('GET /api/configuration/:name', () => {
    it('answers one setting', async () => {
      const response = await call('GET', '/api/configuration/CURRENCY', admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'CURRENCY', value: 'DKK' });
    });

    it("answers 404 for an unknown name and for another organisation's setting", async () => {
      expect((await call('GET', '/api/configuration/NO_SUCH_THING', admin.cookie)).statusCode).toBe(404);
      expect((await call('GET', '/api/configuration/SECRET_NOTE', admin.cookie)).statusCode).toBe(404);
      expect((await call('GET', '/api/configuration/SECRET_NOTE', otherAdmin.cookie)).statusCode).toBe(200);
    });

    it('names a malformed name', async () => {
      const response = await call('GET', `/api/configuration/${'X'.repeat(65)}`, admin.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('params.name');
    });

    it('needs the permission and a session', async () => {
      expect((await call('GET', '/api/configuration/CURRENCY', guide.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/configuration/CURRENCY')).statusCode).toBe(401);
    });
  });

  describe('POST /api/configuration', () => {
    it('creates a setting, writing its name in capitals', async () => {
      const response = await call('POST', '/api/configuration', admin.cookie, { name: ' opening_hours ', value: '10-17' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ name: 'OPENING_HOURS', value: '10-17' });
      expect((await call('GET', '/api/configuration/OPENING_HOURS', admin.cookie)).json().value).toBe('10-17');
    });

    it('refuses a name already taken with the catalogue message', async () => {
      const response = await call('POST', '/api/configuration', admin.cookie, { name: 'OPENING_HOURS', value: '9-16' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'conflict',
        message: MESSAGES.settingNameTaken,
        fields: { name: 'The name must be unique' },
      });
      expect((await call('POST', '/api/configuration', admin.cookie, { name: 'currency', value: 'EUR' })).statusCode).toBe(409);
    });

    it('may take a name another organisation uses', async () => {
      expect((await call('POST', '/api/configuration', admin.cookie, { name: 'SECRET_NOTE', value: 'ours' })).statusCode).toBe(201);
      expect((await call('GET', '/api/configuration/SECRET_NOTE', otherAdmin.cookie)).json().value).toBe('theirs');
    });

    it('names each invalid field', async () => {
      const blank = await call('POST', '/api/configuration', admin.cookie, { name: '  ', value: 'x' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error.fields).toEqual({ name: MESSAGES.settingInvalid });
      const pattern = await call('POST', '/api/configuration', admin.cookie, { name: 'has space', value: 'x' });
      expect(Object.keys(pattern.json().error.fields)).toEqual(['name']);
      const forbidden = await call('POST', '/api/configuration', admin.cookie, { name: 'SCRIPTED', value: '<script>' });
      expect(forbidden.statusCode).toBe(400);
      expect(forbidden.json().error.fields).toEqual({ value: MESSAGES.settingInvalid });
      const missing = await call('POST', '/api/configuration', admin.cookie, { name: 'NO_VALUE' });
      expect(missing.json().error.fields).toEqual({ value: 'Required' });
    });

    it('checks the typed value of a known name', async () => {
      const response = await call('POST', '/api/configuration', admin.cookie, { name: 'MARKETING_ORGANISATION_NAME', value: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ value: 'Required' });
      expect(
        (await call('POST', '/api/configuration', admin.cookie, { name: 'MARKETING_ORGANISATION_NAME', value: 'Friends' })).statusCode,
      ).toBe(201);
    });

    it('needs the write permission and a session', async () => {
      expect((await call('POST', '/api/configuration', support.cookie, { name: 'NOPE', value: 'x' })).statusCode).toBe(403);
      expect((await call('POST', '/api/configuration', guide.cookie, { name: 'NOPE', value: 'x' })).statusCode).toBe(403);
      expect((await call('POST', '/api/configuration', undefined, { name: 'NOPE', value: 'x' })).statusCode).toBe(401);
    });
  });

  describe('PUT /api/configuration/:name', () => {
    it('changes a value', async () => {
      const response = await call('PUT', '/api/configuration/CURRENCY', admin.cookie, { value: 'EUR' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ name: 'CURRENCY', value: 'EUR' });
      expect((await call('GET', '/api/configuration/CURRENCY', admin.cookie)).json().value).toBe('EUR');
    });

    it.each([
      ['CURRENCY', 'USD', 'Must be one of DKK, EUR'],
      ['LANGUAGE', 'fr', 'Must be one of en, da, de, nl'],
      ['MARKETING', 'yes', 'Must be true or false'],
      ['RETURN_POLICY', 'TRUE', 'Must be true or false'],
      ['MARKETING_ORGANISATION_NAME', '', 'Required'],
    ])('refuses %s = %j with the typed rule', async (name, value, message) => {
      const response = await call('PUT', `/api/configuration/${name}`, admin.cookie, { value });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: { value: message } });
    });

    it('refuses forbidden characters with the catalogue message', async () => {
      const response = await call('PUT', '/api/configuration/OPENING_HOURS', admin.cookie, { value: 'open {always}' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ value: MESSAGES.settingInvalid });
      expect((await call('GET', '/api/configuration/OPENING_HOURS', admin.cookie)).json().value).toBe('10-17');
    });

    it("answers 404 for an unknown name and for another organisation's setting", async () => {
      expect((await call('PUT', '/api/configuration/NO_SUCH_THING', admin.cookie, { value: 'x' })).statusCode).toBe(404);
      const foreign = await call('PUT', '/api/configuration/SECRET_NOTE', otherAdmin.cookie, { value: 'changed' });
      expect(foreign.statusCode).toBe(200);
      expect((await call('GET', '/api/configuration/SECRET_NOTE', admin.cookie)).json().value).toBe('ours');
      const stranger = await signedInUser(t, ['OrganizationAdmin']);
      expect((await call('PUT', '/api/configuration/OPENING_HOURS', stranger.cookie, { value: 'x' })).statusCode).toBe(404);
    });

    it('needs the write permission and a session', async () => {
      expect((await call('PUT', '/api/configuration/CURRENCY', support.cookie, { value: 'DKK' })).statusCode).toBe(403);
      expect((await call('PUT', '/api/configuration/CURRENCY', undefined, { value: 'DKK' })).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/configuration/:name', () => {
    it('deletes an own setting', async () => {
      expect((await call('DELETE', '/api/configuration/OPENING_HOURS', admin.cookie)).json()).toEqual({ ok: true });
      expect((await call('GET', '/api/configuration/OPENING_HOURS', admin.cookie)).statusCode).toBe(404);
    });

    it('keeps the built-in settings', async () => {
      for (const name of ['CURRENCY', 'LANGUAGE', 'MARKETING', 'RETURN_POLICY', 'MARKETING_ORGANISATION_NAME']) {
        const response = await call('DELETE', `/api/configuration/${name}`, admin.cookie);
        expect(response.statusCode).toBe(409);
        expect(response.json().error.message).toBe('A built-in setting can be changed but not deleted');
      }
      expect((await call('GET', '/api/configuration/CURRENCY', admin.cookie)).statusCode).toBe(200);
    });

    it("answers 404 for an unknown name and leaves another organisation's setting alone", async () => {
      expect((await call('DELETE', '/api/configuration/OPENING_HOURS', admin.cookie)).statusCode).toBe(404);
      const stranger = await signedInUser(t, ['OrganizationAdmin']);
      expect((await call('DELETE', '/api/configuration/SECRET_NOTE', stranger.cookie)).statusCode).toBe(404);
      expect((await call('GET', '/api/configuration/SECRET_NOTE', otherAdmin.cookie)).statusCode).toBe(200);
    });

    it('needs the write permission and a session', async () => {
      expect((await call('DELETE', '/api/configuration/SECRET_NOTE', support.cookie)).statusCode).toBe(403);
      expect((await call('DELETE', '/api/configuration/SECRET_NOTE')).statusCode).toBe(401);
    });
  });

  describe('GET /api/public/configuration/list/:orgId', () => {
    it('shows a visitor only the built-in settings', async () => {
      const response = await call('GET', `/api/public/configuration/list/${admin.orgId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { name: 'CURRENCY', value: 'EUR' },
        { name: 'LANGUAGE', value: 'en' },
        { name: 'MARKETING', value: 'false' },
        { name: 'MARKETING_ORGANISATION_NAME', value: 'Friends' },
        { name: 'RETURN_POLICY', value: 'true' },
      ]);
    });

    it('answers 404 for an unknown organisation and 400 naming a malformed id', async () => {
      expect((await call('GET', '/api/public/configuration/list/00000000-0000-4000-a000-00000000ffff')).statusCode).toBe(404);
      const response = await call('GET', '/api/public/configuration/list/nope');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('params.orgId');
    });
  });
});
