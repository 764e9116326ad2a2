import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_MESSAGES, MESSAGES } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { anonymous, shopper } from '../../test/api-client.js';
import { shopFixture } from '../../test/shop-fixture.js';

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
    const created = await otherAdmin.post('/api/configuration', { name: 'SECRET_NOTE', value: 'theirs' });
    expect(created.status).toBe(201);
  });
  afterAll(() => t.close());

  describe('GET /api/configuration/list', () => {
    it("lists the organisation's settings by name", async () => {
      await admin.post('/api/configuration', { name: 'A_FIRST', value: 'x' });
      const response = await support.get('/api/configuration/list');
      expect(response.status).toBe(200);
      expect(response.json).toEqual([
        { name: 'A_FIRST', value: 'x' },
        { name: 'CURRENCY', value: 'DKK' },
        { name: 'EAN_APPROVAL', value: 'Manual' },
        { name: 'EAN_AUTO_LIMIT', value: '0' },
        { name: 'HOLD_MINUTES', value: '15' },
        { name: 'LANGUAGE', value: 'en' },
        { name: 'MARKETING', value: 'false' },
        { name: 'RETURN_POLICY', value: 'true' },
      ]);
    });

    it('needs the permission and a session', async () => {
      expect((await guide.get('/api/configuration/list')).status).toBe(403);
      expect((await anonymous(t).get('/api/configuration/list')).status).toBe(401);
    });
  });

  describe('GET /api/configuration/:name', () => {
    it('answers one setting', async () => {
      const response = await admin.get('/api/configuration/CURRENCY');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ name: 'CURRENCY', value: 'DKK' });
    });

    it("answers 404 for an unknown name and for another organisation's setting", async () => {
      expect((await admin.get('/api/configuration/NO_SUCH_THING')).status).toBe(404);
      expect((await admin.get('/api/configuration/SECRET_NOTE')).status).toBe(404);
      expect((await otherAdmin.get('/api/configuration/SECRET_NOTE')).status).toBe(200);
    });

    it('names a malformed name', async () => {
      const response = await admin.get(`/api/configuration/${'X'.repeat(65)}`);
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toHaveProperty('params.name');
    });

    it('needs the permission and a session', async () => {
      expect((await guide.get('/api/configuration/CURRENCY')).status).toBe(403);
      expect((await anonymous(t).get('/api/configuration/CURRENCY')).status).toBe(401);
    });
  });

  describe('POST /api/configuration', () => {
    it('creates a setting, writing its name in capitals', async () => {
      const response = await admin.post('/api/configuration', { name: ' opening_hours ', value: '10-17' });
      expect(response.status).toBe(201);
      expect(response.json).toEqual({ name: 'OPENING_HOURS', value: '10-17' });
      expect((await admin.get('/api/configuration/OPENING_HOURS')).json.value).toBe('10-17');
    });

    it('refuses a name already taken with the catalogue message', async () => {
      const response = await admin.post('/api/configuration', { name: 'OPENING_HOURS', value: '9-16' });
      expect(response.status).toBe(409);
      expect(response.json.error).toEqual({
        code: 'conflict',
        message: MESSAGES.settingNameTaken,
        reason: 'common.settingNameTaken',
        fields: { name: 'The name must be unique' },
        fieldReasons: { name: { reason: 'configuration.nameUnique' } },
      });
      expect((await admin.post('/api/configuration', { name: 'currency', value: 'EUR' })).status).toBe(409);
    });

    it('may take a name another organisation uses', async () => {
      expect((await admin.post('/api/configuration', { name: 'SECRET_NOTE', value: 'ours' })).status).toBe(201);
      expect((await otherAdmin.get('/api/configuration/SECRET_NOTE')).json.value).toBe('theirs');
    });

    it('names each invalid field', async () => {
      const blank = await admin.post('/api/configuration', { name: '  ', value: 'x' });
      expect(blank.status).toBe(400);
      expect(blank.json.error.fields).toEqual({ name: MESSAGES.required });
      const pattern = await admin.post('/api/configuration', { name: 'has space', value: 'x' });
      expect(Object.keys(pattern.json.error.fields)).toEqual(['name']);
      const forbidden = await admin.post('/api/configuration', { name: 'SCRIPTED', value: '<script>' });
      expect(forbidden.status).toBe(400);
      expect(forbidden.json.error.fields).toEqual({ value: MESSAGES.settingInvalid });
      const missing = await admin.post('/api/configuration', { name: 'NO_VALUE' });
      expect(missing.json.error.fields).toEqual({ value: 'Required' });
    });

    it('checks the typed value of a known name', async () => {
      const response = await admin.post('/api/configuration', { name: 'MARKETING_ORGANISATION_NAME', value: '' });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({ value: 'Required' });
      // Spaces alone are no sender either; a name is kept without its surrounding spaces.
      const blank = await admin.post('/api/configuration', { name: 'MARKETING_ORGANISATION_NAME', value: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.json.error.fields).toEqual({ value: 'Required' });
      expect((await admin.put('/api/configuration/MARKETING_ORGANISATION_NAME', { value: ' \t ' })).status).toBe(400);
      const created = await admin.post('/api/configuration', { name: 'MARKETING_ORGANISATION_NAME', value: '  Friends ' });
      expect(created.status).toBe(201);
      expect(created.json.value).toBe('Friends');
    });

    it('needs the write permission and a session', async () => {
      expect((await support.post('/api/configuration', { name: 'NOPE', value: 'x' })).status).toBe(403);
      expect((await guide.post('/api/configuration', { name: 'NOPE', value: 'x' })).status).toBe(403);
      expect((await anonymous(t).post('/api/configuration', { name: 'NOPE', value: 'x' })).status).toBe(401);
    });
  });

  describe('PUT /api/configuration/:name', () => {
    it('changes a value', async () => {
      const response = await admin.put('/api/configuration/CURRENCY', { value: 'EUR' });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ name: 'CURRENCY', value: 'EUR' });
      expect((await admin.get('/api/configuration/CURRENCY')).json.value).toBe('EUR');
    });

    it('keeps the currency once an order is placed: its prices, orders and codes were sold in it', async () => {
      const museum = await shopFixture(t, 20);
      const owner = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
      // Before any sale the museum may still choose.
      expect((await owner.put('/api/configuration/CURRENCY', { value: 'EUR' })).status).toBe(200);
      expect((await owner.put('/api/configuration/CURRENCY', { value: 'DKK' })).status).toBe(200);
      const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json;
      const order = await shopper(t, museum.orgId).post('/api/public/payments', {
        cartId: cart.cartId,
        consumer: {
          type: 'Private',
          email: 'ada@museum.test',
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'Ada',
          lastName: 'L',
          termsAccepted: true,
        },
      });
      expect(order.status, order.body).toBe(201);

      const refused = await owner.put('/api/configuration/CURRENCY', { value: 'EUR' });
      expect(refused.status, refused.body).toBe(409);
      expect(refused.json.error).toMatchObject({
        reason: 'configuration.currencyFixed',
        fields: { value: CONFIGURATION_MESSAGES.currencyFixed },
      });
      expect((await owner.get('/api/configuration/CURRENCY')).json.value).toBe('DKK');
      // Saving the same currency again, and other settings, go on as before.
      expect((await owner.put('/api/configuration/CURRENCY', { value: 'DKK' })).status).toBe(200);
      expect((await owner.put('/api/configuration/MARKETING', { value: 'true' })).status).toBe(200);
    });

    it.each([
      ['CURRENCY', 'USD', 'Must be one of DKK, EUR'],
      ['LANGUAGE', 'fr', 'Must be one of en, da, de, nl'],
      ['MARKETING', 'yes', 'Must be true or false'],
      ['RETURN_POLICY', 'TRUE', 'Must be true or false'],
      ['MARKETING_ORGANISATION_NAME', '', 'Required'],
      ['HOLD_MINUTES', '0', 'Must be a whole number of minutes from 1 to 1440'],
      ['HOLD_MINUTES', '1441', 'Must be a whole number of minutes from 1 to 1440'],
      ['HOLD_MINUTES', '7.5', 'Must be a whole number of minutes from 1 to 1440'],
      ['EAN_APPROVAL', 'automatic', 'Must be one of Manual, Automatic'],
      ['EAN_AUTO_LIMIT', '500.00', 'Must be an amount in øre or cents: a whole number, 0 or more'],
      ['EAN_AUTO_LIMIT', '-1', 'Must be an amount in øre or cents: a whole number, 0 or more'],
    ])('refuses %s = %j with the typed rule', async (name, value, message) => {
      const response = await admin.put(`/api/configuration/${name}`, { value });
      expect(response.status).toBe(400);
      expect(response.json.error).toMatchObject({ code: 'validation_failed', fields: { value: message } });
    });

    it('refuses forbidden characters with the catalogue message', async () => {
      const response = await admin.put('/api/configuration/OPENING_HOURS', { value: 'open {always}' });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({ value: MESSAGES.settingInvalid });
      expect((await admin.get('/api/configuration/OPENING_HOURS')).json.value).toBe('10-17');
    });

    it("answers 404 for an unknown name and for another organisation's setting", async () => {
      expect((await admin.put('/api/configuration/NO_SUCH_THING', { value: 'x' })).status).toBe(404);
      const foreign = await otherAdmin.put('/api/configuration/SECRET_NOTE', { value: 'changed' });
      expect(foreign.status).toBe(200);
      expect((await admin.get('/api/configuration/SECRET_NOTE')).json.value).toBe('ours');
      const stranger = await signedInUser(t, ['OrganizationAdmin']);
      expect((await stranger.put('/api/configuration/OPENING_HOURS', { value: 'x' })).status).toBe(404);
    });

    it('needs the write permission and a session', async () => {
      expect((await support.put('/api/configuration/CURRENCY', { value: 'DKK' })).status).toBe(403);
      expect((await anonymous(t).put('/api/configuration/CURRENCY', { value: 'DKK' })).status).toBe(401);
    });
  });

  describe('DELETE /api/configuration/:name', () => {
    it('deletes an own setting', async () => {
      expect((await admin.delete('/api/configuration/OPENING_HOURS')).json).toEqual({ ok: true });
      expect((await admin.get('/api/configuration/OPENING_HOURS')).status).toBe(404);
    });

    it('keeps the built-in settings', async () => {
      for (const name of ['CURRENCY', 'LANGUAGE', 'MARKETING', 'RETURN_POLICY', 'MARKETING_ORGANISATION_NAME']) {
        const response = await admin.delete(`/api/configuration/${name}`);
        expect(response.status).toBe(409);
        expect(response.json.error.message).toBe('A built-in setting can be changed but not deleted');
      }
      expect((await admin.get('/api/configuration/CURRENCY')).status).toBe(200);
    });

    it("answers 404 for an unknown name and leaves another organisation's setting alone", async () => {
      expect((await admin.delete('/api/configuration/OPENING_HOURS')).status).toBe(404);
      const stranger = await signedInUser(t, ['OrganizationAdmin']);
      expect((await stranger.delete('/api/configuration/SECRET_NOTE')).status).toBe(404);
      expect((await otherAdmin.get('/api/configuration/SECRET_NOTE')).status).toBe(200);
    });

    it('needs the write permission and a session', async () => {
      expect((await support.delete('/api/configuration/SECRET_NOTE')).status).toBe(403);
      expect((await anonymous(t).delete('/api/configuration/SECRET_NOTE')).status).toBe(401);
    });
  });

  describe('GET /api/public/configuration/list/:orgId', () => {
    it('shows a visitor only the built-in settings', async () => {
      const response = await anonymous(t).get(`/api/public/configuration/list/${admin.orgId}`);
      expect(response.status).toBe(200);
      expect(response.json).toEqual([
        { name: 'CURRENCY', value: 'EUR' },
        { name: 'LANGUAGE', value: 'en' },
        { name: 'MARKETING', value: 'false' },
        { name: 'MARKETING_ORGANISATION_NAME', value: 'Friends' },
        { name: 'RETURN_POLICY', value: 'true' },
      ]);
    });

    it("keeps the museum's sale rules (hold time, EAN approval and its limit) from visitors", async () => {
      for (const [name, value] of [
        ['HOLD_MINUTES', '20'],
        ['EAN_APPROVAL', 'Automatic'],
        ['EAN_AUTO_LIMIT', '500000'],
      ] as const) {
        // Every museum has them from the start (DEFAULT_CONFIGURATION): they are changed, not added.
        expect((await admin.post('/api/configuration', { name, value })).status).toBe(409);
        const changed = await admin.put(`/api/configuration/${name}`, { value });
        expect(changed.status, changed.body).toBe(200);
        expect((await admin.delete(`/api/configuration/${name}`)).status).toBe(409);
      }
      expect((await admin.get('/api/configuration/EAN_AUTO_LIMIT')).json.value).toBe('500000');
      const response = await anonymous(t).get(`/api/public/configuration/list/${admin.orgId}`);
      expect(response.json.map((item: { name: string }) => item.name)).toEqual([
        'CURRENCY',
        'LANGUAGE',
        'MARKETING',
        'MARKETING_ORGANISATION_NAME',
        'RETURN_POLICY',
      ]);
    });

    it('answers 404 for an unknown organisation and 400 naming a malformed id', async () => {
      expect((await anonymous(t).get('/api/public/configuration/list/00000000-0000-4000-a000-00000000ffff')).status).toBe(404);
      const response = await anonymous(t).get('/api/public/configuration/list/nope');
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toHaveProperty('params.orgId');
    });
  });
});
