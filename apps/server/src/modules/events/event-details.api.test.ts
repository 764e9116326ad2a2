import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { eventTypeId, makeZonedVenue } from '../../test/factories-events.js';
import { makeVenue } from '../../test/factories.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { buyOne, detailsBody as details, type Museum } from './event-details.test-support.js';

/*
 * What describes an event (names, type, place, duration, refund policy), its version and who may
 * change it. Its ticket types: event-details-tickets.api.test.ts.
 */
describe('events API: PUT /api/events/:id/details', () => {
  let t: TestApp;
  let museum: Museum;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
  });
  afterAll(() => t.close());

  const buy = (occurrenceId: string, ticketId: string, email: string) => buyOne(t, museum, occurrenceId, ticketId, email);

  it('changes what describes the event, for staff and in the shop; its dates, tickets and counts stay', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const tourType = await eventTypeId(t.ctx, museum.orgId, 'GuidedTourMax15People');
    const hall = await makeVenue(t.ctx, museum.orgId, { name: 'Garden Hall' });
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, {
        generalInfo: {
          names: { en: 'Garden concert', da: 'Havekoncert', de: 'Gartenkonzert' },
          eventTypeId: tourType,
          category: 'Music',
          languages: ['da', 'de'],
          display: false,
        },
        defaultLanguage: 'da',
        visibility: 'Private',
        location: { kind: 'Venue', venueId: hall.venueId },
        durationMinutes: 45,
        experience: { bringAlong: ['umbrella'], restrictions: [], features: ['headphones'] },
        refundPolicy: 'NO_REFUNDS',
      }),
    );
    expect(response.status, response.body).toBe(200);
    const changed = response.json;
    expect(changed).toMatchObject({
      eventId: event.eventId,
      visibility: 'Private',
      generalInfo: {
        names: { en: 'Garden concert', da: 'Havekoncert', de: 'Gartenkonzert' },
        eventType: { id: tourType },
        category: 'Music',
        languages: ['da', 'de'],
        display: false,
      },
      defaultLanguage: 'da',
      location: { kind: 'Venue', venueId: hall.venueId },
      venueName: 'Garden Hall',
      durationMinutes: 45,
      experience: { bringAlong: ['umbrella'], restrictions: [], features: ['headphones'] },
      refundPolicy: 'NO_REFUNDS',
      version: event.version + 1,
    });
    // What it sells and when are not this call's.
    expect(changed.schedule).toEqual(event.schedule);
    expect(changed.tickets.map((ticket: { id: string; totalPriceMinor: number }) => [ticket.id, ticket.totalPriceMinor])).toEqual(
      event.tickets.map((ticket: { id: string; totalPriceMinor: number }) => [ticket.id, ticket.totalPriceMinor]),
    );
    expect(changed.occurrenceCount).toBe(event.occurrenceCount);
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.generalInfo.names.da).toBe('Havekoncert');
    // A date's page reads its event's details.
    expect((await museum.admin.get(`/api/events/${occurrenceId}`)).json).toMatchObject({ venueName: 'Garden Hall', durationMinutes: 45 });
  });

  it('shows the new name and venue in the shop at once, while orders keep what they were sold under', async () => {
    const { event, occurrenceId, adult } = await museum.createEvent({ refundPolicy: 'DAYS_7' });
    const shopName = async () => (await museum.shop.get(`/api/public/events/${event.eventId}`)).json.names.en;
    expect(await shopName()).toBe('Evening concert');
    const sold = await buy(occurrenceId, adult, 'before@details.test');

    const renamed = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, {
        generalInfo: { ...details(event).generalInfo, names: { en: 'Late concert', da: 'Sen koncert' } },
        refundPolicy: 'NO_REFUNDS',
      }),
    );
    expect(renamed.status, renamed.body).toBe(200);
    // The shop's kept catalogue is told of the change.
    expect(await shopName()).toBe('Late concert');
    const soldAfter = await buy(occurrenceId, adult, 'after@details.test');

    const before = (await museum.admin.get(`/api/orders/${sold}`)).json;
    const after = (await museum.admin.get(`/api/orders/${soldAfter}`)).json;
    expect(before.lines[0].eventName).toBe('Evening concert');
    expect(after.lines[0].eventName).toBe('Late concert');
    // Sold under "7 days before": still refundable until then. Sold under "no refunds": not at all.
    const starts = new Date(before.lines[0].startsAt).getTime();
    expect(new Date(before.lines[0].refundableUntil).getTime()).toBe(starts - 7 * 24 * 3600 * 1000);
    expect(after.lines[0].refundableUntil).toBeNull();
    const refundBefore = await museum.admin.post(`/api/orders/${sold}/refund`, {});
    expect(refundBefore.status, refundBefore.body).toBe(200);
    const refundAfter = await museum.admin.post(`/api/orders/${soldAfter}/refund`, {});
    expect(refundAfter.status, refundAfter.body).toBe(409);
    expect(refundAfter.json.error.fields).toHaveProperty('override');
  });

  it('edits the event through one of its dates', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const response = await museum.admin.put(`/api/events/${occurrenceId}/details`, details(event, { durationMinutes: 30 }));
    expect(response.status, response.body).toBe(200);
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.durationMinutes).toBe(30);
  });

  it('refuses what it cannot keep, naming the field', async () => {
    const { event } = await museum.createEvent();
    const put = (body: unknown) => museum.admin.put(`/api/events/${event.eventId}/details`, body);

    const noName = await put(details(event, { defaultLanguage: 'de' }));
    expect(noName.status).toBe(400);
    expect(noName.json.error.fields).toEqual({ 'generalInfo.names.de': 'A name in the default language is required' });

    const badUrl = await put(details(event, { location: { kind: 'Online', url: 'not a url' } }));
    expect(badUrl.status).toBe(400);
    expect(Object.keys(badUrl.json.error.fields)).toEqual(['location.url']);

    const unknownVenue = await put(details(event, { location: { kind: 'Venue', venueId: '00000000-0000-4000-8000-000000000001' } }));
    expect(unknownVenue.status).toBe(400);
    expect(unknownVenue.json.error.fields).toEqual({ 'location.venueId': 'Unknown venue' });

    const unknownType = await put(
      details(event, { generalInfo: { ...details(event).generalInfo, eventTypeId: '00000000-0000-4000-8000-000000000002' } }),
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.json.error.fields).toEqual({ 'generalInfo.eventTypeId': 'Unknown event type' });

    // The dates were planned in Copenhagen's zone: a venue in New York's would move every one of them.
    const faraway = await makeZonedVenue(t.ctx, museum.orgId, 'America/New_York', 'Far Hall');
    const otherZone = await put(details(event, { location: { kind: 'Venue', venueId: faraway.venueId } }));
    expect(otherZone.status).toBe(400);
    expect(otherZone.json.error.fields).toEqual({ 'location.venueId': "This venue is in another time zone than the event's dates" });
    // Online events are in Copenhagen's zone: the same as this venue's.
    const online = await put(details(event, { location: { kind: 'Online', url: 'https://museum.test/live' } }));
    expect(online.status, online.body).toBe(200);
    expect(online.json).toMatchObject({ location: { kind: 'Online', url: 'https://museum.test/live' }, venueName: null });

    const unchanged = (await museum.admin.get(`/api/events/${event.eventId}`)).json;
    expect(unchanged.generalInfo.names).toEqual(event.generalInfo.names);
  });

  it('refuses a save made from a version someone else has saved over, and keeps theirs', async () => {
    const { event } = await museum.createEvent();
    const first = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { durationMinutes: 45, version: event.version }),
    );
    expect(first.status, first.body).toBe(200);
    const second = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { refundPolicy: 'NO_REFUNDS', version: event.version }),
    );
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'stale_version', reason: 'events.changedSince' });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json).toMatchObject({
      durationMinutes: 45,
      refundPolicy: event.refundPolicy,
      version: event.version + 1,
    });
  });

  it('is for staff who write events, in their own museum', async () => {
    const { event } = await museum.createEvent();
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await guide.put(`/api/events/${event.eventId}/details`, details(event))).status).toBe(403);
    const stranger = await signedInUser(t, ['Admin']);
    expect((await stranger.put(`/api/events/${event.eventId}/details`, details(event))).status).toBe(404);
    expect((await museum.admin.put('/api/events/00000000-0000-4000-8000-000000000003/details', details(event))).status).toBe(404);
  });
});
