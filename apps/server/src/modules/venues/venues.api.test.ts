import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { VENUE_MESSAGES } from '@foyer/contracts';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';

describe('venues API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('creates, reads, lists, updates and deletes a venue', async () => {
    const created = await call('POST', '/api/venues', admin.cookie, { name: 'West Wing', city: 'Aarhus' });
    expect(created.statusCode).toBe(201);
    const venue = created.json();
    expect(venue).toMatchObject({ name: 'West Wing', city: 'Aarhus', timeZone: 'Europe/Copenhagen', css: null, orgId: admin.orgId });

    expect((await call('GET', `/api/venues/${venue.venueId}`, admin.cookie)).json().name).toBe('West Wing');
    expect((await call('GET', '/api/venues', admin.cookie)).json().map((v: { name: string }) => v.name)).toContain('West Wing');

    const updated = await call('PUT', `/api/venues/${venue.venueId}`, admin.cookie, {
      name: 'West Wing',
      timeZone: 'Europe/Berlin',
      css: { mode: 'APPEND', href: 'https://museum.example/venue.css' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ timeZone: 'Europe/Berlin', css: { mode: 'APPEND' }, city: null });

    expect((await call('DELETE', `/api/venues/${venue.venueId}`, admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/venues/${venue.venueId}`, admin.cookie)).statusCode).toBe(404);
  });

  it('keeps a venue that events are held at (409), and deletes it once they are gone', async () => {
    const organizer = await signedInUser(t, ['Admin'], admin.orgId);
    const venue = (await call('POST', '/api/venues', admin.cookie, { name: 'Garden Pavilion' })).json();
    const typeId = await eventTypeId(t.ctx, admin.orgId, 'Concert');
    const event = await call('POST', '/api/events', organizer.cookie, eventBody(typeId, venue.venueId));
    expect(event.statusCode, event.body).toBe(201);

    const refused = await call('DELETE', `/api/venues/${venue.venueId}`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(VENUE_MESSAGES.inUse);
    expect((await call('GET', `/api/venues/${venue.venueId}`, admin.cookie)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/events/${event.json().eventId}`, organizer.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/venues/${venue.venueId}`, admin.cookie)).statusCode).toBe(200);
  });

  it('names each invalid field', async () => {
    const response = await call('POST', '/api/venues', admin.cookie, {
      name: ' ',
      timeZone: 'Mars/Olympus',
      css: { mode: 'REPLACE', href: 'http://insecure.example/a.css' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['css.href', 'name', 'timeZone']);
    expect(error.fields['css.href']).toBe('Must be an https URL');
  });

  it('rejects a bad id in the path with 400 naming it', async () => {
    const response = await call('GET', '/api/venues/not-an-id', admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('params.venueId');
  });

  it('needs a session', async () => {
    const response = await call('GET', '/api/venues');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it('lets event planners read venues but not change them', async () => {
    const deskAdmin = await signedInUser(t, ['Admin'], admin.orgId);
    expect((await call('GET', '/api/venues', deskAdmin.cookie)).statusCode).toBe(200);
    expect((await call('POST', '/api/venues', deskAdmin.cookie, { name: 'Nope' })).statusCode).toBe(403);
  });

  it('needs the permission', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await call('GET', '/api/venues', guide.cookie)).statusCode).toBe(403);
    expect((await call('POST', '/api/venues', guide.cookie, { name: 'Nope' })).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's venue and never lists it", async () => {
    const other = await signedInUser(t, ['OrganizationAdmin']);
    const foreign = await makeVenue(t.ctx, other.orgId, { name: 'Foreign Hall' });
    expect((await call('GET', `/api/venues/${foreign.venueId}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('PUT', `/api/venues/${foreign.venueId}`, admin.cookie, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/venues/${foreign.venueId}`, admin.cookie)).statusCode).toBe(404);
    const names = (await call('GET', '/api/venues', admin.cookie)).json().map((v: { name: string }) => v.name);
    expect(names).not.toContain('Foreign Hall');
  });
});
