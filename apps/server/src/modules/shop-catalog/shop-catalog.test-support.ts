import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';

/** Next year: far enough ahead that every occurrence planned in it is still bookable. */
export const YEAR = new Date().getUTCFullYear() + 1;
export const day = (monthDay: string) => `${YEAR}-${monthDay}`;

type EventOverrides = Parameters<typeof eventBody>[2];

/** A weekly Sunday tour at 10:00–11:00 from `first` to `last` (yyyy-MM-dd). */
export const sundayTour = (first: string, last: string): EventOverrides => ({
  schedule: {
    kind: 'Recurring',
    periodicity: 'Weekly',
    interval: 1,
    daysOfWeek: [7],
    firstDate: first,
    lastDate: last,
    startTime: '10:00',
    endTime: '11:00',
    allDay: false,
  },
});

/** A single event on `date` from `start` to `end`. */
export const singleOn = (date: string, start = '19:00', end = '21:00'): EventOverrides => ({
  schedule: { kind: 'Single', start: { date, time: start }, end: { date, time: end }, allDay: false },
});

/**
 * An app and a museum (an admin, its event types, a venue called Main Hall) with helpers: staff
 * create events through the real API; visitors call the public routes without a session.
 */
export async function shopTestContext() {
  const t: TestApp = await createTestApp();
  return { t, ...(await museumIn(t)) };
}

export async function museumIn(t: TestApp) {
  const admin = await signedInUser(t, ['Admin']);
  const concert = await eventTypeId(t.ctx, admin.orgId, 'Concert');
  const tour = await eventTypeId(t.ctx, admin.orgId, 'GuidedTourMax15People');
  const hall = (await makeVenue(t.ctx, admin.orgId, { name: 'Main Hall' })).venueId;

  const create = async (overrides: EventOverrides = {}, typeId = concert, venueId = hall) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: admin.cookie },
      payload: eventBody(typeId, venueId, { ...singleOn(day('06-01')), ...overrides }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { eventId: string; tickets: { id: string }[] };
  };
  /** The occurrences of an event as staff see them, by start. */
  const occurrencesOf = async (eventId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/series?size=200`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as { eventId: string; start: { date: string; time: string }; endsAt: string }[];
  };
  const staff = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  /** A visitor's call: no session, optionally from a page's origin. */
  const visit = (url: string, origin?: string) => t.app.inject({ method: 'GET', url, headers: origin ? { origin } : {} });
  const visitOk = async (url: string) => {
    const response = await visit(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { admin, orgId: admin.orgId, concert, tour, hall, create, occurrencesOf, staff, visit, visitOk };
}
