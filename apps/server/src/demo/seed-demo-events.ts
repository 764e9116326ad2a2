import { PERMISSIONS, type Language, type TEventWrite, type TTicketTypeWrite } from '@foyer/contracts';
import { addDays, netFromGross, toLocal } from '@foyer/domain';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { inTenant } from '../db/tenancy.js';
import type { Actor } from '../lib/actor.js';
import { createEvent, eventTypesOf, setGuides } from '../modules/events/index.js';
import { venuesOf } from '../modules/venues/index.js';

const ZONE = 'Europe/Copenhagen';
const VAT = 2500;

interface DemoUser {
  userId: string;
  orgId: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Actor['roles'];
  language: Language;
}

/** A ticket type priced by its gross amount in DKK øre, stored as net + 25 % VAT. */
const ticket = (
  names: TTicketTypeWrite['names'],
  age: TTicketTypeWrite['age'],
  grossMinor: number,
  quantity: number | null = null,
): TTicketTypeWrite => ({
  names,
  age,
  netPriceMinor: netFromGross(grossMinor, VAT),
  vatBasisPoints: VAT,
  salesChannel: 'ONLINE_AND_DOOR',
  quantity,
  requireMinimumQuantity: null,
});

const adult = (grossMinor: number) => ticket({ en: 'Adult', da: 'Voksen', de: 'Erwachsene', nl: 'Volwassene' }, 'Adult', grossMinor);
const underage = () =>
  ticket(
    { en: 'Under 18 (free entry)', da: 'Under 18 (gratis adgang)', de: 'Unter 18 (freier Eintritt)', nl: 'Onder 18 (gratis toegang)' },
    'Underage',
    0,
  );

/** The seeding admin acts with every permission: the seed is the platform, not a person. */
const actorOf = (user: DemoUser): Actor => ({
  userId: user.userId,
  orgId: user.orgId,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  roles: user.roles,
  permissions: new Set(PERMISSIONS),
  limitDataAccessFrom: null,
  language: user.language,
  sessionTokenHash: '',
});

async function lookups(db: Database, orgId: string) {
  return inTenant(db, orgId, async (tx) => ({
    types: new Map((await eventTypesOf(tx, orgId)).map((t) => [t.name, t.eventTypeId])),
    venues: (await venuesOf(tx, orgId)).map((v) => ({ venueId: v.venueId, name: v.name })),
  }));
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo seed: no ${what}`);
  return value;
};

const event = (
  typeId: string,
  venueId: string,
  names: TEventWrite['generalInfo']['names'],
  rest: Pick<TEventWrite, 'durationMinutes' | 'saleMode' | 'poolCapacity' | 'schedule' | 'tickets'> & Partial<TEventWrite>,
): TEventWrite => ({
  visibility: 'Public',
  defaultLanguage: 'en',
  experience: { bringAlong: [], restrictions: [], features: ['mobileTicketing', 'instantConfirmation'] },
  refundPolicy: 'DAYS_1',
  publishNow: true,
  publishAt: null,
  generalInfo: { names, eventTypeId: typeId, category: null, languages: ['da', 'en'], display: true },
  location: { kind: 'Venue', venueId },
  ...rest,
});

/**
 * The demo's published events, created through the events services so they are exactly what the
 * API would create. Dates are relative to today in Copenhagen, so the demo always has upcoming
 * occurrences.
 */
export async function seedDemoEvents(
  db: Database,
  demo: { admin: DemoUser; guide: DemoUser },
  park: { admin: DemoUser },
  now = new Date(),
) {
  // The events services read nothing but the database from the context.
  const ctx = { db } as AppContext;
  const today = toLocal(now, ZONE).date;

  const museum = await lookups(db, demo.admin.orgId);
  const mainBuilding = need(
    museum.venues.find((v) => v.name === 'Main Building'),
    'Main Building',
  ).venueId;
  const garden = need(
    museum.venues.find((v) => v.name === 'Sculpture Garden'),
    'Sculpture Garden',
  ).venueId;
  const museumActor = actorOf(demo.admin);

  await createEvent(
    ctx,
    museumActor,
    event(
      need(museum.types.get('EntranceTicket'), 'EntranceTicket'),
      mainBuilding,
      { en: 'Museum entrance', da: 'Entré til museet', de: 'Museumseintritt', nl: 'Toegang tot het museum' },
      {
        durationMinutes: 420,
        saleMode: 'POOL',
        poolCapacity: 200,
        schedule: {
          kind: 'Recurring',
          periodicity: 'Daily',
          interval: 1,
          daysOfWeek: [],
          firstDate: today,
          lastDate: addDays(today, 119),
          startTime: '10:00',
          endTime: '17:00',
          allDay: false,
        },
        tickets: [adult(12_500), underage()],
      },
    ),
  );

  const tour = await createEvent(
    ctx,
    museumActor,
    event(
      need(museum.types.get('GuidedTourMax15People'), 'GuidedTourMax15People'),
      mainBuilding,
      {
        en: 'Guided tour of the collection',
        da: 'Omvisning i samlingen',
        de: 'Führung durch die Sammlung',
        nl: 'Rondleiding door de collectie',
      },
      {
        durationMinutes: 60,
        saleMode: 'POOL',
        poolCapacity: 15,
        schedule: {
          kind: 'Recurring',
          periodicity: 'Weekly',
          interval: 1,
          daysOfWeek: [6, 7],
          firstDate: today,
          lastDate: addDays(today, 12 * 7 - 1),
          // Twice a day, each time its own date in the shop (and its own 15 places).
          startTime: '11:00',
          endTime: '12:00',
          additionalTimes: [{ startTime: '14:00', endTime: '15:00' }],
          allDay: false,
        },
        tickets: [adult(9_500)],
        experience: { bringAlong: [], restrictions: ['flashCamera'], features: ['mobileTicketing', 'headphones'] },
      },
    ),
  );
  await setGuides(ctx, museumActor, tour.eventId, { guides: [{ userId: demo.guide.userId, occurrenceId: null, status: 'REQUESTED' }] });

  const concertDay = addDays(today, 21);
  await createEvent(
    ctx,
    museumActor,
    event(
      need(museum.types.get('Concert'), 'Concert'),
      garden,
      {
        en: 'Summer concert in the garden',
        da: 'Koncert i skulpturhaven',
        de: 'Konzert im Skulpturengarten',
        nl: 'Concert in de beeldentuin',
      },
      {
        durationMinutes: 120,
        saleMode: 'INDIVIDUAL',
        poolCapacity: null,
        schedule: { kind: 'Single', start: { date: concertDay, time: '19:30' }, end: { date: concertDay, time: '21:30' }, allDay: false },
        tickets: [
          ticket({ en: 'Standard', da: 'Standard', de: 'Standard', nl: 'Standaard' }, 'Adult', 20_000, 250),
          ticket({ en: 'Student', da: 'Studerende', de: 'Studierende', nl: 'Student' }, 'Adult', 12_000, 50),
        ],
        refundPolicy: 'DAYS_7',
      },
    ),
  );

  const parkLookups = await lookups(db, park.admin.orgId);
  const firstPartner = need(
    parkLookups.venues.find((v) => v.name === 'Museum of the North Shore') ?? parkLookups.venues[0],
    'partner museum',
  ).venueId;
  await createEvent(
    ctx,
    actorOf(park.admin),
    event(
      need(parkLookups.types.get('EntranceTicketKombi'), 'EntranceTicketKombi'),
      firstPartner,
      { en: 'Park combi entrance', da: 'Kombibillet til parken', de: 'Kombiticket für den Park', nl: 'Combiticket voor het park' },
      {
        durationMinutes: 540,
        saleMode: 'POOL',
        poolCapacity: 500,
        schedule: {
          kind: 'Recurring',
          periodicity: 'Daily',
          interval: 1,
          daysOfWeek: [],
          firstDate: today,
          lastDate: addDays(today, 119),
          startTime: '09:00',
          endTime: '18:00',
          allDay: false,
        },
        tickets: [adult(25_000), underage()],
      },
    ),
  );
}
