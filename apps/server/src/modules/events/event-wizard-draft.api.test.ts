import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_WIZARD_DRAFT_MAX_BYTES } from '@foyer/contracts';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('events API: the create wizard’s draft', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', cookie?: string, payload?: object) =>
    t.app.inject({ method, url: '/api/events/wizard-draft', headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const answers = { names: { en: 'Winter lights', da: 'Vinterlys' }, defaultLanguage: 'en', tickets: [{ net: '100,00' }] };

  it('saves, replaces, resumes and deletes the user’s own draft', async () => {
    const admin = await signedInUser(t, ['Admin']);
    const none = await call('GET', admin.cookie);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();

    const saved = await call('PUT', admin.cookie, { step: 'schedule', answers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ step: 'schedule', answers });
    const replaced = await call('PUT', admin.cookie, { step: 'tickets', answers: { ...answers, durationMinutes: 60 } });
    expect(replaced.json().step).toBe('tickets');
    expect(new Date(replaced.json().savedAt).getTime()).toBeGreaterThanOrEqual(new Date(saved.json().savedAt).getTime());

    // Another browser, the same user: the draft is there.
    const elsewhere = await call('GET', admin.cookie);
    expect(elsewhere.json()).toMatchObject({ step: 'tickets', answers: { ...answers, durationMinutes: 60 } });

    expect((await call('DELETE', admin.cookie)).json()).toEqual({ ok: true });
    expect((await call('GET', admin.cookie)).json()).toBeNull();
    expect((await call('DELETE', admin.cookie)).statusCode).toBe(200);
  });

  it('keeps each user’s draft to themselves, also within one organisation', async () => {
    const ann = await signedInUser(t, ['Admin']);
    const bo = await signedInUser(t, ['Admin'], ann.orgId);
    const stranger = await signedInUser(t, ['Admin']);
    await call('PUT', ann.cookie, { step: 'general', answers });
    expect((await call('GET', bo.cookie)).json()).toBeNull();
    expect((await call('GET', stranger.cookie)).json()).toBeNull();
    await call('DELETE', bo.cookie);
    expect((await call('GET', ann.cookie)).json()).toMatchObject({ step: 'general' });
  });

  it('names the field of a bad draft', async () => {
    const admin = await signedInUser(t, ['Admin']);
    const badStep = await call('PUT', admin.cookie, { step: 'payment', answers });
    expect(badStep.statusCode).toBe(400);
    expect(Object.keys(badStep.json().error.fields)).toEqual(['step']);
    const notObject = await call('PUT', admin.cookie, { step: 'general', answers: ['a'] });
    expect(Object.keys(notObject.json().error.fields)).toEqual(['answers']);
    const huge = await call('PUT', admin.cookie, { step: 'general', answers: { text: 'x'.repeat(EVENT_WIZARD_DRAFT_MAX_BYTES) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toEqual({ answers: 'The draft is too large' });
  });

  it('needs sign-in and EventsWrite', async () => {
    expect((await call('GET')).statusCode).toBe(401);
    expect((await call('PUT', undefined, { step: 'general', answers })).statusCode).toBe(401);
    const guide = await signedInUser(t, ['Guide']);
    expect((await call('GET', guide.cookie)).statusCode).toBe(403);
    expect((await call('PUT', guide.cookie, { step: 'general', answers })).statusCode).toBe(403);
    expect((await call('DELETE', guide.cookie)).statusCode).toBe(403);
  });
});
