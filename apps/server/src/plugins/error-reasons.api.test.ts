import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_TEXTS, type ReasonId } from '@foyer/contracts';
import { anonymous } from '../test/api-client.js';
import { signedInUser } from '../test/factories.js';
import { eventBody, eventTypeId } from '../test/factories-events.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** Every refusal carries a stable reason from the catalogue beside its English message. */
describe('error reasons', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const expectReason = (error: { reason: string; message: string }, reason: ReasonId) => {
    expect(error.reason).toBe(reason);
    expect(REASON_TEXTS[reason]).toBeDefined();
  };

  it('400: the request’s reason and each field’s, with the values of its placeholders', async () => {
    const refused = await admin.post('/api/venues', { name: ' ', timeZone: 'Mars/Olympus' });
    expect(refused.status).toBe(400);
    expectReason(refused.json.error, 'request.invalidFields');
    expect(refused.json.error.params).toEqual([Object.keys(refused.json.error.fields).join(', ')]);
    expect(refused.json.error.fieldReasons.name).toEqual({ reason: 'common.required' });
    expect(Object.keys(refused.json.error.fieldReasons)).toEqual(Object.keys(refused.json.error.fields));
  });

  it('401 before anything else, 403 for a user without the area, 404 naming the thing', async () => {
    const anonymousCall = await anonymous(t).post('/api/venues', { name: '' });
    expect(anonymousCall.status).toBe(401);
    expectReason(anonymousCall.json.error, 'request.signIn');

    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    const forbidden = await guide.post('/api/venues', { name: 'Hall' });
    expect(forbidden.status).toBe(403);
    expectReason(forbidden.json.error, 'request.forbidden');

    const missing = await admin.get(`/api/venues/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expectReason(missing.json.error, 'notFound.venue');
    expect(missing.json.error.message).toBe('Venue not found');
  });

  it('409: the area’s own reason', async () => {
    const venue = (await admin.post('/api/venues', { name: 'Garden Pavilion' })).json;
    const organizer = await signedInUser(t, ['Admin'], admin.orgId);
    const typeId = await eventTypeId(t.ctx, admin.orgId, 'Concert');
    expect((await organizer.post('/api/events', eventBody(typeId, venue.venueId))).status).toBe(201);
    const refused = await admin.delete(`/api/venues/${venue.venueId}`);
    expect(refused.status).toBe(409);
    expectReason(refused.json.error, 'venues.inUse');
  });

  it('an address nobody serves: its reason with the address as its value', async () => {
    const unknown = await admin.get('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatchObject({ reason: 'request.noSuchAddress', params: ['GET /api/nothing-here'] });
  });
});
