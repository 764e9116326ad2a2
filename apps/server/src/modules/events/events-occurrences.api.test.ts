import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';
import { eventsTestContext } from './events.test-support.js';
import { anonymous, apiClient } from '../../test/api-client.js';

type Context = Awaited<ReturnType<typeof eventsTestContext>>;

describe('events API: occurrences in a range, and the prices currency', () => {
  let t: Context['t'];

  beforeAll(async () => {
    ({ t } = await eventsTestContext());
  });
  afterAll(() => t.close());

  it('lists every event’s occurrences in the range by start, with capacity, staffing and the event', async () => {
    const org = await signedInUser(t, ['Admin']);
    const concert = await eventTypeId(t.ctx, org.orgId, 'Concert');
    const tour = await eventTypeId(t.ctx, org.orgId, 'GuidedTourMax15People');
    const hall = (await makeVenue(t.ctx, org.orgId, { name: 'Hall' })).venueId;
    const post = async (body: ReturnType<typeof eventBody>) => {
      const response = await org.post('/api/events', body);
      expect(response.status, response.body).toBe(201);
      return response.json;
    };
    const single = await post(
      eventBody(concert, hall, {
        generalInfo: { names: { en: 'Jazz' } },
        schedule: {
          kind: 'Single',
          start: { date: '2027-03-02', time: '19:00' },
          end: { date: '2027-03-02', time: '21:00' },
          allDay: false,
        },
      }),
    );
    const daily = await post(
      eventBody(tour, hall, {
        generalInfo: { names: { en: 'Morning tour' } },
        poolCapacity: 15,
        schedule: {
          kind: 'Recurring',
          periodicity: 'Daily',
          interval: 1,
          daysOfWeek: [],
          firstDate: '2027-03-01',
          lastDate: '2027-03-10',
          startTime: '10:00',
          endTime: '11:00',
          allDay: false,
        },
      }),
    );
    await post(eventBody(concert, hall, { generalInfo: { names: { en: 'Unpublished' } }, publishNow: false }));

    const range = async (query: string, cookie = org.cookie) => {
      const response = await apiClient(t, cookie).get(`/api/events/occurrences?${query}`);
      expect(response.status, response.body).toBe(200);
      return response.json;
    };
    const march = await range('from=2027-03-01&to=2027-03-03');
    expect(march.total).toBe(4);
    expect(
      march.items.map((o: { event: { names: { en: string } }; start: { date: string; time: string } }) => [
        o.event.names.en,
        o.start.date,
        o.start.time,
      ]),
    ).toEqual([
      ['Morning tour', '2027-03-01', '10:00'],
      ['Morning tour', '2027-03-02', '10:00'],
      ['Jazz', '2027-03-02', '19:00'],
      ['Morning tour', '2027-03-03', '10:00'],
    ]);
    expect(march.items[0]).toMatchObject({
      parentId: daily.eventId,
      capacity: 15,
      sold: 0,
      available: 15,
      staffing: { kind: 'MISSING' },
      event: { kind: 'Recurring', eventType: { name: 'GuidedTourMax15People' }, venueName: 'Hall', defaultLanguage: 'en' },
    });

    const paged = await range('from=2027-03-01&to=2027-03-31&size=3&page=2');
    expect(paged.total).toBe(11);
    expect(paged.items).toHaveLength(3);
    // Page 2 of 3: the 4th to 6th, the first being 3 March's tour.
    expect(paged.items[0].start.date).toBe('2027-03-03');
    expect((await range('from=2027-03-01&to=2027-03-31&size=3&page=9')).total).toBe(11);

    // A canceled occurrence leaves the published list and shows among the canceled ones.
    const [second] = (await range('from=2027-03-02&to=2027-03-02')).items;
    expect((await org.post(`/api/events/${second.eventId}/cancel`)).status).toBe(200);
    expect((await range('from=2027-03-02&to=2027-03-02')).items.map((o: { parentId: string }) => o.parentId)).toEqual([single.eventId]);
    expect((await range('from=2027-03-02&to=2027-03-02&status=Canceled')).items.map((o: { eventId: string }) => o.eventId)).toEqual([
      second.eventId,
    ]);
    expect((await range(`from=2027-03-01&to=2027-03-31&eventType=${concert}`)).total).toBe(1);
    // Instants work as bounds too.
    expect((await range('from=2027-03-02T17:00:00Z&to=2027-03-02T23:00:00Z')).total).toBe(1);
  });

  it('shows a guide only the events they guide', async () => {
    const org = await signedInUser(t, ['Admin']);
    const guide = await signedInUser(t, ['Guide'], org.orgId);
    const tour = await eventTypeId(t.ctx, org.orgId, 'GuidedTourMax15People');
    const hall = (await makeVenue(t.ctx, org.orgId)).venueId;
    const guided = (await org.post('/api/events', eventBody(tour, hall, { generalInfo: { names: { en: 'Guided' } } }))).json;
    await org.post('/api/events', eventBody(tour, hall, { generalInfo: { names: { en: 'Other' } } }));
    expect((await org.put(`/api/events/${guided.eventId}/guides`, { guides: [{ userId: guide.user.userId }] })).status).toBe(200);
    const seen = (await guide.get('/api/events/occurrences?from=2027-01-01&to=2027-12-31')).json;
    expect(
      seen.items.map((o: { event: { names: { en: string } }; staffing: { kind: string } }) => [o.event.names.en, o.staffing.kind]),
    ).toEqual([['Guided', 'REQUESTED']]);
  });

  it('refuses a missing or bad range, without sign-in, and for a user without events access', async () => {
    const missing = await apiClient(t, (await signedInUser(t, ['Admin'])).cookie).get('/api/events/occurrences?from=2027-01-01');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields)).toEqual(['query.to']);
    const bad = await apiClient(t, (await signedInUser(t, ['Admin'])).cookie).get(
      '/api/events/occurrences?from=soon&to=2027-01-01&status=Draft',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['query.from', 'query.status']);
    expect((await anonymous(t).get('/api/events/occurrences?from=2027-01-01&to=2027-01-02')).status).toBe(401);
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin']);
    expect((await orgAdmin.get('/api/events/occurrences?from=2027-01-01&to=2027-01-02')).status).toBe(403);
  });

  it('gives each event its organisation’s currency', async () => {
    const org = await signedInUser(t, ['Admin']);
    const concert = await eventTypeId(t.ctx, org.orgId, 'Concert');
    const hall = (await makeVenue(t.ctx, org.orgId)).venueId;
    const event = (await org.post('/api/events', eventBody(concert, hall))).json;
    expect(event.currency).toBe('DKK');
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], org.orgId);
    expect((await orgAdmin.put('/api/configuration/CURRENCY', { value: 'EUR' })).status).toBe(200);
    expect((await org.get(`/api/events/${event.eventId}`)).json.currency).toBe('EUR');
  });
});
