import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_WIZARD_DRAFT_MAX_BYTES } from '@foyer/contracts';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { anonymous } from '../../test/api-client.js';

describe('events API: the create wizard’s draft', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const draft = '/api/events/wizard-draft';
  const answers = { names: { en: 'Winter lights', da: 'Vinterlys' }, defaultLanguage: 'en', tickets: [{ net: '100,00' }] };

  it('saves, replaces, resumes and deletes the user’s own draft', async () => {
    const admin = await signedInUser(t, ['Admin']);
    const none = await admin.get(draft);
    expect(none.status).toBe(200);
    expect(none.json).toBeNull();

    const saved = await admin.put(draft, { step: 'schedule', answers });
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json).toMatchObject({ step: 'schedule', answers });
    const replaced = await admin.put(draft, { step: 'tickets', answers: { ...answers, durationMinutes: 60 } });
    expect(replaced.json.step).toBe('tickets');
    expect(new Date(replaced.json.savedAt).getTime()).toBeGreaterThanOrEqual(new Date(saved.json.savedAt).getTime());

    // Another browser, the same user: the draft is there.
    const elsewhere = await admin.get(draft);
    expect(elsewhere.json).toMatchObject({ step: 'tickets', answers: { ...answers, durationMinutes: 60 } });

    expect((await admin.delete(draft)).json).toEqual({ ok: true });
    expect((await admin.get(draft)).json).toBeNull();
    expect((await admin.delete(draft)).status).toBe(200);
  });

  it('keeps each user’s draft to themselves, also within one organisation', async () => {
    const ann = await signedInUser(t, ['Admin']);
    const bo = await signedInUser(t, ['Admin'], ann.orgId);
    const stranger = await signedInUser(t, ['Admin']);
    await ann.put(draft, { step: 'general', answers });
    expect((await bo.get(draft)).json).toBeNull();
    expect((await stranger.get(draft)).json).toBeNull();
    await bo.delete(draft);
    expect((await ann.get(draft)).json).toMatchObject({ step: 'general' });
  });

  it('names the field of a bad draft', async () => {
    const admin = await signedInUser(t, ['Admin']);
    const badStep = await admin.put(draft, { step: 'payment', answers });
    expect(badStep.status).toBe(400);
    expect(Object.keys(badStep.json.error.fields)).toEqual(['step']);
    const notObject = await admin.put(draft, { step: 'general', answers: ['a'] });
    expect(Object.keys(notObject.json.error.fields)).toEqual(['answers']);
    const huge = await admin.put(draft, { step: 'general', answers: { text: 'x'.repeat(EVENT_WIZARD_DRAFT_MAX_BYTES) } });
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields).toEqual({ answers: 'The draft is too large' });
  });

  it('needs sign-in and EventsWrite', async () => {
    expect((await anonymous(t).get(draft)).status).toBe(401);
    expect((await anonymous(t).put(draft, { step: 'general', answers })).status).toBe(401);
    const guide = await signedInUser(t, ['Guide']);
    expect((await guide.get(draft)).status).toBe(403);
    expect((await guide.put(draft, { step: 'general', answers })).status).toBe(403);
    expect((await guide.delete(draft)).status).toBe(403);
  });
});
