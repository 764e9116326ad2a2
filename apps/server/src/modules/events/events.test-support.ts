import { expect } from 'vitest';
import type { ApiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';

/** One app, an admin, two event types and a venue, with small request helpers, for events API tests. */
export async function eventsTestContext() {
  const t: TestApp = await createTestApp();
  const admin = await signedInUser(t, ['Admin']);
  const concert = await eventTypeId(t.ctx, admin.orgId, 'Concert');
  const tour = await eventTypeId(t.ctx, admin.orgId, 'GuidedTourMax15People');
  const venueId = (await makeVenue(t.ctx, admin.orgId, { name: 'Main Hall' })).venueId;

  const create = async (overrides: Parameters<typeof eventBody>[2] = {}, as: ApiClient = admin) => {
    const response = await as.post('/api/events', eventBody(concert, venueId, overrides));
    expect(response.status, response.body).toBe(201);
    return response.json;
  };
  const weeklyTour = (overrides: Parameters<typeof eventBody>[2] = {}) =>
    create({
      generalInfo: { names: { en: 'Sunday tour' }, eventTypeId: tour },
      schedule: {
        kind: 'Recurring',
        periodicity: 'Weekly',
        interval: 1,
        daysOfWeek: [7],
        firstDate: '2027-03-14',
        lastDate: '2027-04-04',
        startTime: '10:00',
        endTime: '11:00',
        allDay: false,
      },
      ...overrides,
    });
  const series = async (id: string, query = '') => {
    const response = await admin.get(`/api/events/${id}/series?size=50${query}`);
    expect(response.status, response.body).toBe(200);
    return response.json;
  };
  return { t, admin, concert, tour, venueId, create, weeklyTour, series };
}
