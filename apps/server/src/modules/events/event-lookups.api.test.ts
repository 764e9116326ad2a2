import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { eventBody, eventTypeId } from '../../test/factories-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findNamedOccurrence, findOccurrenceWithEvent, ticketTypesOfEvent } from './index.js';

describe('an occurrence read for a sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('comes with its event’s ticket types in the same statement, exactly as they are read on their own', async () => {
    const admin = await signedInUser(t, ['Admin']);
    const orgId = admin.orgId;
    const venueId = (await makeVenue(t.ctx, orgId)).venueId;
    const body = eventBody(await eventTypeId(t.ctx, orgId), venueId);
    // The child's type with a limit and a minimum, so the integer columns that may be null are not.
    const [adult, child] = body.tickets;
    const created = await admin.post('/api/events', {
      ...body,
      tickets: [adult, { ...child, netPriceMinor: 0, quantity: 4, requireMinimumQuantity: 1 }],
    });
    expect(created.status, created.body).toBe(201);
    const eventId = created.json.eventId as string;
    const occurrenceId = (await admin.get(`/api/events/${eventId}/series?size=1`)).json.items[0].eventId as string;

    const { byOccurrence, byEvent, alone } = await inTenant(t.ctx.db, orgId, async (tx) => ({
      byOccurrence: await findOccurrenceWithEvent(tx, orgId, occurrenceId),
      byEvent: await findNamedOccurrence(tx, orgId, eventId),
      alone: await ticketTypesOfEvent(tx, orgId, eventId),
    }));
    expect(alone.map((type) => [type.names.en, type.netMinor, type.quantity, type.requireMinimumQuantity])).toEqual([
      ['Adult', 10_000, null, null],
      ['Child', 0, 4, 1],
    ]);
    expect(byOccurrence?.types).toEqual(alone);
    expect(byEvent?.types).toEqual(alone);
  });
});
