import { randomUUID } from 'node:crypto';
import type { TEventWrite } from '@foyer/contracts';
import type { AppContext } from '../context.js';
import { inTenant } from '../db/tenancy.js';
import { eventTypesOf } from '../modules/events/index.js';
import { setBucketCountsIn } from '../modules/inventory/testing.js';
import { insertVenue } from '../modules/venues/index.js';

type DeepPartialEvent = Partial<Omit<TEventWrite, 'generalInfo'>> & { generalInfo?: Partial<TEventWrite['generalInfo']> };

/** The id of one of the organisation's seeded event types. */
export async function eventTypeId(ctx: AppContext, orgId: string, name = 'Concert') {
  const types = await inTenant(ctx.db, orgId, (tx) => eventTypesOf(tx, orgId));
  const type = types.find((t) => t.name === name);
  if (!type) throw new Error(`no event type ${name}`);
  return type.eventTypeId;
}

/** A valid POST /api/events body: a single concert at a venue, two ticket types, pool of 100. */
/** Adult (DKK 125 with VAT, sold on `adultChannel`) and Child (DKK 50, online and at the door). */
export const adultAndChild = (adultChannel = 'ONLINE') => [
  {
    names: { en: 'Adult' },
    age: 'Adult',
    netPriceMinor: 10000,
    vatBasisPoints: 2500,
    salesChannel: adultChannel,
    quantity: null,
    requireMinimumQuantity: null,
  },
  {
    names: { en: 'Child' },
    age: 'Underage',
    netPriceMinor: 4000,
    vatBasisPoints: 2500,
    salesChannel: 'ONLINE_AND_DOOR',
    quantity: null,
    requireMinimumQuantity: null,
  },
];

export function eventBody(typeId: string, venueId: string, overrides: DeepPartialEvent = {}) {
  const { generalInfo, ...rest } = overrides;
  return {
    visibility: 'Public',
    generalInfo: {
      names: { en: 'Evening concert', da: 'Aftenkoncert' },
      eventTypeId: typeId,
      category: null,
      languages: ['en', 'da'],
      display: true,
      ...generalInfo,
    },
    defaultLanguage: 'en',
    location: { kind: 'Venue', venueId },
    durationMinutes: 90,
    experience: { bringAlong: ['idCard'], restrictions: ['pets'], features: ['mobileTicketing'] },
    refundPolicy: 'DAYS_7',
    saleMode: 'POOL',
    poolCapacity: 100,
    schedule: { kind: 'Single', start: { date: '2027-06-01', time: '19:00' }, end: { date: '2027-06-01', time: '21:00' }, allDay: false },
    tickets: adultAndChild(),
    publishNow: true,
    ...rest,
  };
}

export async function makeZonedVenue(ctx: AppContext, orgId: string, timeZone: string, name = `Venue ${randomUUID().slice(0, 8)}`) {
  return inTenant(ctx.db, orgId, (tx) =>
    insertVenue(tx, orgId, randomUUID(), {
      name,
      address: null,
      postCode: null,
      city: null,
      country: null,
      timeZone,
      css: null,
    }),
  );
}

/** Sets a bucket's counters directly, as the shop will once it sells. */
export async function setBucketCounts(
  ctx: AppContext,
  orgId: string,
  occurrenceId: string,
  bucket: string,
  counts: { sold?: number; soldOffline?: number; held?: number },
) {
  await inTenant(ctx.db, orgId, (tx) => setBucketCountsIn(tx, orgId, occurrenceId, bucket, counts));
  // As a sale would be heard: the next read of the shop waits until the announcement arrived.
  await ctx.database.heard();
}
