import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '@foyer/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeUser, signedInUser } from '../../test/factories.js';
import { anonymous } from '../../test/api-client.js';

const defaultPreferences = NOTIFICATION_KINDS.map((kind) => ({ kind, email: true, sms: false }));
const defaultSettings = NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: false, emailRecipients: [], smsRecipients: [], message: '' }));

describe('notifications API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let guide: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  /** A colleague with a phone, whom SMS can reach (the others have none). */
  let texter: Awaited<ReturnType<typeof makeUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    guide = await signedInUser(t, ['Guide'], admin.orgId);
    other = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
    texter = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'], phone: '+45 12 34 56 78' });
  });
  afterAll(() => t.close());

  describe('a user’s preferences', () => {
    const url = (userId: string) => `/api/notifications/users/${userId}`;

    it('reads every kind with defaults, and a PUT replaces the stored choices', async () => {
      const initial = await admin.get(url(admin.user.userId));
      expect(initial.status).toBe(200);
      // Nothing is sent yet: the organisation's settings are all off.
      expect(initial.json).toEqual({
        userId: admin.user.userId,
        preferences: defaultPreferences,
        sentByOrganization: NOTIFICATION_KINDS.map((kind) => ({ kind, email: false, sms: false })),
      });

      const put = await admin.put(url(admin.user.userId), {
        preferences: [
          { kind: 'NEW_ORDER', email: false, sms: true },
          { kind: 'DAILY_SUMMARY', email: false, sms: false },
        ],
      });
      expect(put.status).toBe(200);
      const expected = defaultPreferences.map((p) =>
        p.kind === 'NEW_ORDER' ? { ...p, email: false, sms: true } : p.kind === 'DAILY_SUMMARY' ? { ...p, email: false } : p,
      );
      expect(put.json.preferences).toEqual(expected);
      expect((await admin.get(url(admin.user.userId))).json.preferences).toEqual(expected);

      // Replace, not merge: what is left out returns to its default.
      await admin.put(url(admin.user.userId), { preferences: [{ kind: 'DAILY_SUMMARY', email: false, sms: true }] });
      expect((await admin.get(url(admin.user.userId))).json.preferences).toEqual(
        defaultPreferences.map((p) => (p.kind === 'DAILY_SUMMARY' ? { ...p, email: false, sms: true } : p)),
      );
    });

    it('says which kinds the organisation sends the user now, by each channel', async () => {
      // A preference alone sends nothing (a walk read "Email on" for mail that never came).
      const on = await admin.put('/api/notifications/organization', {
        settings: [
          { kind: 'NEW_ORDER', enabled: true, emailRecipients: [admin.user.userId], smsRecipients: [texter.userId], message: '' },
          { kind: 'DAILY_SUMMARY', enabled: false, emailRecipients: [admin.user.userId], smsRecipients: [], message: '' },
        ],
      });
      expect(on.status, on.body).toBe(200);
      const sent = (kind: string, body: { sentByOrganization: { kind: string }[] }) => body.sentByOrganization.find((k) => k.kind === kind);
      const mine = (await admin.get(url(admin.user.userId))).json;
      expect(sent('NEW_ORDER', mine)).toEqual({ kind: 'NEW_ORDER', email: true, sms: false });
      // Listed, but the kind is off: not sent.
      expect(sent('DAILY_SUMMARY', mine)).toEqual({ kind: 'DAILY_SUMMARY', email: false, sms: false });
      const texters = (await admin.get(url(texter.userId))).json;
      expect(sent('NEW_ORDER', texters)).toEqual({ kind: 'NEW_ORDER', email: false, sms: true });
      // The answer to a PUT says the same.
      const put = await admin.put(url(admin.user.userId), { preferences: [] });
      expect(sent('NEW_ORDER', put.json)).toEqual({ kind: 'NEW_ORDER', email: true, sms: false });
      expect((await admin.put('/api/notifications/organization', { settings: [] })).status).toBe(200);
    });

    it('offers a new order only to someone who can see orders, and refuses it for anyone else by name', async () => {
      // A guide was offered switches for a mail that never goes to them (a review walk).
      const read = await guide.get(url(guide.user.userId));
      expect(read.json.preferences).toEqual(defaultPreferences.filter((p) => p.kind !== 'NEW_ORDER'));
      const refused = await admin.put(url(guide.user.userId), {
        preferences: [
          { kind: 'DAILY_SUMMARY', email: false, sms: false },
          { kind: 'NEW_ORDER', email: true, sms: true },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({ 'preferences.1.kind': 'Only people who can see orders can be told of new orders' });
      expect((await guide.get(url(guide.user.userId))).json.preferences).toEqual(read.json.preferences);
    });

    it('names each invalid field', async () => {
      const response = await guide.put(url(guide.user.userId), {
        preferences: [
          { kind: 'NOPE', email: true, sms: false },
          { kind: 'NEW_ORDER', sms: 'yes' },
        ],
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.json.error.fields).sort()).toEqual(['preferences.0.kind', 'preferences.1.email', 'preferences.1.sms']);

      const twice = await guide.put(url(guide.user.userId), {
        preferences: [
          { kind: 'DAILY_SUMMARY', email: true, sms: false },
          { kind: 'DAILY_SUMMARY', email: false, sms: false },
        ],
      });
      expect(twice.json.error.fields).toEqual({ 'preferences.1.kind': 'Each kind may appear only once' });
      expect((await guide.get(url('nope'))).json.error.fields).toHaveProperty('params.userId');
    });

    it("lets a users administrator manage others' preferences; others only their own", async () => {
      const byAdmin = await admin.put(url(guide.user.userId), {
        preferences: [{ kind: 'DAILY_SUMMARY', email: false, sms: false }],
      });
      expect(byAdmin.status).toBe(200);
      expect((await admin.get(url(guide.user.userId))).status).toBe(200);

      expect((await guide.get(url(admin.user.userId))).status).toBe(403);
      expect((await guide.put(url(admin.user.userId), { preferences: [] })).status).toBe(403);
    });

    it('needs a session', async () => {
      expect((await anonymous(t).get(url(guide.user.userId))).status).toBe(401);
      expect((await anonymous(t).put(url(guide.user.userId), { preferences: [] })).status).toBe(401);
    });

    it("answers 404 for another organisation's user or an unknown one", async () => {
      expect((await admin.get(url(other.user.userId))).status).toBe(404);
      expect((await admin.put(url(other.user.userId), { preferences: [] })).status).toBe(404);
      expect((await admin.get(url(randomUUID()))).status).toBe(404);
    });
  });

  describe('the organisation’s settings', () => {
    const url = '/api/notifications/organization';

    it('reads every kind disabled by default, and a PUT replaces them', async () => {
      const initial = await admin.get(url);
      expect(initial.status).toBe(200);
      expect(initial.json).toEqual({ settings: defaultSettings, orderReaders: expect.any(Array) });

      const setting = {
        kind: 'NEW_ORDER',
        enabled: true,
        emailRecipients: [admin.user.userId],
        smsRecipients: [texter.userId],
        message: 'Check the shop',
      };
      const put = await admin.put(url, { settings: [setting] });
      expect(put.status).toBe(200);
      const expected = defaultSettings.map((s) => (s.kind === 'NEW_ORDER' ? setting : s));
      expect(put.json.settings).toEqual(expected);
      expect((await admin.get(url)).json.settings).toEqual(expected);
      // Each organisation has its own.
      expect((await other.get(url)).json).toEqual({ settings: defaultSettings, orderReaders: [other.user.userId] });
    });

    it('needs a recipient when enabled, at most 140 characters, and known kinds', async () => {
      const response = await admin.put(url, {
        settings: [
          { kind: 'NEW_ORDER', enabled: true, emailRecipients: [], smsRecipients: [], message: '' },
          { kind: 'DAILY_SUMMARY', enabled: false, emailRecipients: [], smsRecipients: [], message: 'x'.repeat(141) },
          { kind: 'SOMETHING', enabled: false, emailRecipients: ['not-an-id'], smsRecipients: [], message: '' },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({
        'settings.0.emailRecipients': 'At least one email or sms recipient must be selected',
        'settings.1.message': 'Max 140 characters',
        'settings.2.kind': expect.any(String),
        'settings.2.emailRecipients.0': 'Must be a valid id',
      });
      // A disabled setting may have no recipients; exactly 140 characters is fine.
      const fine = await admin.put(url, {
        settings: [{ kind: 'DAILY_SUMMARY', enabled: false, emailRecipients: [], smsRecipients: [], message: 'x'.repeat(140) }],
      });
      expect(fine.status).toBe(200);
    });

    it('accepts only live users of the organisation as recipients, naming the field', async () => {
      const response = await admin.put(url, {
        settings: [
          { kind: 'NEW_ORDER', enabled: true, emailRecipients: [admin.user.userId], smsRecipients: [other.user.userId], message: '' },
          { kind: 'DAILY_SUMMARY', enabled: true, emailRecipients: [randomUUID()], smsRecipients: [], message: '' },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({
        'settings.0.smsRecipients': 'Every recipient must be a user of this organization',
        'settings.1.emailRecipients': 'Every recipient must be a user of this organization',
      });
    });

    it('sends SMS only to people with a phone, and tells the form who has one', async () => {
      const response = await admin.put(url, {
        settings: [
          {
            kind: 'NEW_CUSTOMER_REQUEST',
            enabled: true,
            emailRecipients: [guide.user.userId],
            smsRecipients: [texter.userId, guide.user.userId],
            message: '',
          },
          { kind: 'DAILY_SUMMARY', enabled: true, emailRecipients: [], smsRecipients: [texter.userId], message: '' },
        ],
      });
      expect(response.status).toBe(400);
      expect(response.json.error.fields).toEqual({ 'settings.0.smsRecipients': 'Only people with a phone number can be told by SMS' });
      expect(response.json.error.fieldReasons).toEqual({ 'settings.0.smsRecipients': { reason: 'field.smsNeedsPhone' } });
      // The people the form offers say whether SMS reaches them, not their number.
      const people = (await admin.get('/api/users/avatars')).json as { userId: string; hasPhone: boolean; phone?: string }[];
      expect(people.find((person) => person.userId === texter.userId)).toMatchObject({ hasPhone: true });
      expect(people.find((person) => person.userId === guide.user.userId)).toMatchObject({ hasPhone: false });
      expect(people.every((person) => person.phone === undefined)).toBe(true);
    });

    it('offers a new order only to people who can see orders, and leaves out one who no longer can', async () => {
      // The form is told who can: the admins, not the guide.
      const readers = (await admin.get(url)).json.orderReaders as string[];
      expect(readers).toEqual(expect.arrayContaining([admin.user.userId, texter.userId]));
      expect(readers).not.toContain(guide.user.userId);

      const refused = await admin.put(url, {
        settings: [
          { kind: 'NEW_ORDER', enabled: true, emailRecipients: [admin.user.userId, guide.user.userId], smsRecipients: [], message: '' },
          // Other kinds do not name a buyer: a guide may hear of them.
          { kind: 'GUIDE_REQUEST_ANSWERED', enabled: true, emailRecipients: [guide.user.userId], smsRecipients: [], message: '' },
        ],
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields).toEqual({
        'settings.0.emailRecipients': 'Only people who can see orders can be told of new orders',
      });
      expect(refused.json.error.fieldReasons).toEqual({ 'settings.0.emailRecipients': { reason: 'field.cannotSeeOrders' } });
      expect((await admin.get(url)).json.settings.find((s: { kind: string }) => s.kind === 'GUIDE_REQUEST_ANSWERED').enabled).toBe(false);

      // Chosen while they could; a guide since: left out of what is read (and of the mails).
      const colleague = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
      const settings = [
        { kind: 'NEW_ORDER', enabled: true, emailRecipients: [admin.user.userId, colleague.userId], smsRecipients: [], message: '' },
      ];
      expect((await admin.put(url, { settings })).status).toBe(200);
      const changed = await admin.put(`/api/users/${colleague.userId}`, {
        email: colleague.email,
        firstName: colleague.firstName,
        lastName: colleague.lastName,
        language: 'en',
        roles: ['Guide'],
        active: true,
      });
      expect(changed.status, changed.body).toBe(200);
      const read = (await admin.get(url)).json;
      expect(read.settings.find((s: { kind: string }) => s.kind === 'NEW_ORDER').emailRecipients).toEqual([admin.user.userId]);
      expect(read.orderReaders).not.toContain(colleague.userId);
    });

    it('leaves out recipients deleted since', async () => {
      const leaving = await makeUser(t.ctx, { orgId: admin.orgId, roles: ['Admin'] });
      const settings = [
        {
          kind: 'NEW_CUSTOMER_REQUEST',
          enabled: true,
          emailRecipients: [leaving.userId, admin.user.userId],
          smsRecipients: [],
          message: '',
        },
      ];
      expect((await admin.put(url, { settings })).status).toBe(200);
      expect((await admin.delete(`/api/users/${leaving.userId}`)).status).toBe(200);
      const read = (await admin.get(url)).json;
      expect(read.settings.find((s: { kind: string }) => s.kind === 'NEW_CUSTOMER_REQUEST').emailRecipients).toEqual([admin.user.userId]);
      // So what was read can be sent back as it is.
      expect((await admin.put(url, read)).status).toBe(200);
    });

    it('needs ConfigurationAdminRead to read and ConfigurationAdminWrite to change', async () => {
      expect((await guide.get(url)).status).toBe(403);
      expect((await guide.put(url, { settings: [] })).status).toBe(403);
      // Support may look (ConfigurationAdminRead) but not change.
      const support = await signedInUser(t, ['Support'], admin.orgId);
      expect((await support.get(url)).status).toBe(200);
      expect((await support.put(url, { settings: [] })).status).toBe(403);
      const platform = await signedInUser(t, ['FoyerAdmin'], admin.orgId);
      expect((await platform.put(url, { settings: [] })).status).toBe(200);
    });

    it('needs a session', async () => {
      expect((await anonymous(t).get(url)).status).toBe(401);
      expect((await anonymous(t).put(url, { settings: [] })).status).toBe(401);
    });
  });
});
