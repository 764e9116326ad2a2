import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { VENUE_MESSAGES, type TVenue } from '@foyer/contracts';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';
import { anonymous } from '../../test/api-client.js';

describe('venues API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
  });
  afterAll(() => t.close());

  it('creates, reads, lists, updates and deletes a venue', async () => {
    const created = await admin.post('/api/venues', { name: 'West Wing', city: 'Aarhus' });
    expect(created.status).toBe(201);
    const venue = created.json;
    expect(venue).toMatchObject({ name: 'West Wing', city: 'Aarhus', timeZone: 'Europe/Copenhagen', css: null, orgId: admin.orgId });

    expect((await admin.get(`/api/venues/${venue.venueId}`)).json.name).toBe('West Wing');
    expect((await admin.get('/api/venues')).json.map((v: { name: string }) => v.name)).toContain('West Wing');

    const updated = await admin.put(`/api/venues/${venue.venueId}`, {
      name: 'West Wing',
      timeZone: 'Europe/Berlin',
      css: { mode: 'APPEND', href: 'https://museum.example/venue.css' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ timeZone: 'Europe/Berlin', css: { mode: 'APPEND' }, city: null });

    expect((await admin.delete(`/api/venues/${venue.venueId}`)).status).toBe(200);
    expect((await admin.get(`/api/venues/${venue.venueId}`)).status).toBe(404);
  });

  it('keeps a venue that events are held at (409), and deletes it once they are gone', async () => {
    const organizer = await signedInUser(t, ['Admin'], admin.orgId);
    const venue = (await admin.post('/api/venues', { name: 'Garden Pavilion' })).json;
    const typeId = await eventTypeId(t.ctx, admin.orgId, 'Concert');
    const event = await organizer.post('/api/events', eventBody(typeId, venue.venueId));
    expect(event.status, event.body).toBe(201);

    const refused = await admin.delete(`/api/venues/${venue.venueId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(VENUE_MESSAGES.inUse);
    expect((await admin.get(`/api/venues/${venue.venueId}`)).status).toBe(200);

    expect((await organizer.delete(`/api/events/${event.json.eventId}`)).status).toBe(200);
    expect((await admin.delete(`/api/venues/${venue.venueId}`)).status).toBe(200);
  });

  // A review walk: a second "Main Building" was taken, and every list and filter then showed two.
  it('refuses a name another venue of the organisation has, spaces and case aside, naming the field', async () => {
    const first = (await admin.post('/api/venues', { name: 'North Gallery' })).json;
    const again = await admin.post('/api/venues', { name: '  north gallery ' });
    expect(again.status).toBe(409);
    expect(again.json.error.fields).toEqual({ name: VENUE_MESSAGES.nameTaken });
    const second = (await admin.post('/api/venues', { name: 'South Gallery' })).json;
    const renamed = await admin.put(`/api/venues/${second.venueId}`, { name: 'North Gallery' });
    expect(renamed.status).toBe(409);
    expect(renamed.json.error.fields).toEqual({ name: VENUE_MESSAGES.nameTaken });
    // A venue keeps its own name when saved again, and another organisation may use it.
    expect((await admin.put(`/api/venues/${first.venueId}`, { name: 'North Gallery', city: 'Aarhus' })).status).toBe(200);
    const other = await signedInUser(t, ['OrganizationAdmin']);
    expect((await other.post('/api/venues', { name: 'North Gallery' })).status).toBe(201);
  });

  describe('two staff editing one venue', () => {
    let count = 0;
    const place = (changes: Record<string, unknown> = {}) => ({ name: `Stale Wing ${count}`, ...changes });
    beforeEach(() => {
      count += 1;
    });

    it('refuses a save from a copy someone has saved over since (409 stale_version), changing nothing', async () => {
      const created = await admin.post<TVenue>('/api/venues', place());
      const opened = (await admin.get<TVenue>(`/api/venues/${created.json.venueId}`)).json;
      const first = await admin.put<TVenue>(`/api/venues/${opened.venueId}`, { ...place({ city: 'Aarhus' }), updatedAt: opened.updatedAt });
      expect(first.status, first.body).toBe(200);
      expect(first.json.updatedAt).not.toBe(opened.updatedAt);

      const second = await admin.put(`/api/venues/${opened.venueId}`, { ...place({ country: 'Denmark' }), updatedAt: opened.updatedAt });
      expect(second.status).toBe(409);
      expect(second.json.error).toEqual({ code: 'stale_version', message: VENUE_MESSAGES.changedSince, reason: 'venues.changedSince' });
      expect((await admin.get(`/api/venues/${opened.venueId}`)).json).toEqual(first.json);

      const again = await admin.put<TVenue>(`/api/venues/${opened.venueId}`, {
        ...place({ country: 'Denmark' }),
        updatedAt: first.json.updatedAt,
      });
      expect(again.status, again.body).toBe(200);
      expect(again.json.updatedAt).not.toBe(first.json.updatedAt);
    });

    it('saves without updatedAt as before', async () => {
      const created = await admin.post<TVenue>('/api/venues', place());
      const blind = await admin.put<TVenue>(`/api/venues/${created.json.venueId}`, place({ city: 'Aarhus' }));
      expect(blind.status, blind.body).toBe(200);
      const stale = await admin.put(`/api/venues/${created.json.venueId}`, {
        ...place({ country: 'Denmark' }),
        updatedAt: created.json.updatedAt,
      });
      expect(stale.status).toBe(409);
    });

    it('lets only one of two simultaneous saves from the same copy win', async () => {
      const created = await admin.post<TVenue>('/api/venues', place());
      const answers = await Promise.all([
        admin.put(`/api/venues/${created.json.venueId}`, { ...place({ city: 'Aarhus' }), updatedAt: created.json.updatedAt }),
        admin.put(`/api/venues/${created.json.venueId}`, { ...place({ country: 'Denmark' }), updatedAt: created.json.updatedAt }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  it('names each invalid field', async () => {
    const response = await admin.post('/api/venues', {
      name: ' ',
      timeZone: 'Mars/Olympus',
      css: { mode: 'REPLACE', href: 'http://insecure.example/a.css' },
    });
    expect(response.status).toBe(400);
    const { error } = response.json;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['css.href', 'name', 'timeZone']);
    expect(error.fields['css.href']).toBe('Must be an https URL');
  });

  it('says how long a name may be, rather than that it is required', async () => {
    const response = await admin.post('/api/venues', { name: 'N'.repeat(121), timeZone: 'Europe/Copenhagen' });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ name: 'At most 120 characters' });
    expect(response.json.error.reason).toBe('request.invalidFields');
  });

  it('rejects a bad id in the path with 400 naming it', async () => {
    const response = await admin.get('/api/venues/not-an-id');
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toHaveProperty('params.venueId');
  });

  it('needs a session', async () => {
    const response = await anonymous(t).get('/api/venues');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthenticated');
  });

  it('lets event planners read venues but not change them', async () => {
    const deskAdmin = await signedInUser(t, ['Admin'], admin.orgId);
    expect((await deskAdmin.get('/api/venues')).status).toBe(200);
    expect((await deskAdmin.post('/api/venues', { name: 'Nope' })).status).toBe(403);
  });

  it('needs the permission', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/venues')).status).toBe(403);
    expect((await guide.post('/api/venues', { name: 'Nope' })).status).toBe(403);
  });

  it("answers 404 for another organisation's venue and never lists it", async () => {
    const other = await signedInUser(t, ['OrganizationAdmin']);
    const foreign = await makeVenue(t.ctx, other.orgId, { name: 'Foreign Hall' });
    expect((await admin.get(`/api/venues/${foreign.venueId}`)).status).toBe(404);
    expect((await admin.put(`/api/venues/${foreign.venueId}`, { name: 'Hijacked' })).status).toBe(404);
    expect((await admin.delete(`/api/venues/${foreign.venueId}`)).status).toBe(404);
    const names = (await admin.get('/api/venues')).json.map((v: { name: string }) => v.name);
    expect(names).not.toContain('Foreign Hall');
  });
});
