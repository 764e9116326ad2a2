import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../carts/testing.js';
import { findNamedOccurrence, findOccurrenceWithEvent, ticketTypesOfEvent } from './index.js';

describe('an occurrence read for a sale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('comes with its event’s ticket types in the same statement, exactly as they are read on their own', async () => {
    const f = await shopFixture(t, 10, {
      tickets: [
        {
          names: { en: 'Adult', da: 'Voksen' },
          age: 'Adult',
          netPriceMinor: 10_000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: null,
          requireMinimumQuantity: null,
        },
        {
          names: { en: 'Child' },
          age: 'Underage',
          netPriceMinor: 0,
          vatBasisPoints: 0,
          salesChannel: 'ONLINE_AND_DOOR',
          quantity: 4,
          requireMinimumQuantity: 1,
        },
      ],
    });
    const { byOccurrence, byEvent, alone } = await inTenant(t.ctx.db, f.orgId, async (tx) => ({
      byOccurrence: await findOccurrenceWithEvent(tx, f.orgId, f.concert.occurrenceId),
      byEvent: await findNamedOccurrence(tx, f.orgId, f.concert.event.eventId),
      alone: await ticketTypesOfEvent(tx, f.orgId, f.concert.event.eventId),
    }));
    expect(alone.map((type) => [type.names.en, type.netMinor, type.quantity, type.requireMinimumQuantity])).toEqual([
      ['Adult', 10_000, null, null],
      ['Child', 0, 4, 1],
    ]);
    expect(byOccurrence?.types).toEqual(alone);
    expect(byEvent?.types).toEqual(alone);
  });
});
