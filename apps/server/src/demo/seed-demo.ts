import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PARK_ORGANIZATION_ID, type Language, type Role } from '@foyer/contracts';
import { queryRows, type Database } from '../db/client.js';
import { inPlatformScope, inTenant } from '../db/tenancy.js';
import { hashPassword } from '../lib/secrets.js';
import { setUpOrganization } from '../modules/organizations/index.js';
import { savePaymentSettings } from '../modules/payments/index.js';
import { insertUser } from '../modules/users/index.js';
import { insertVenue } from '../modules/venues/index.js';
import { seedDemoEvents } from './seed-demo-events.js';
import { seedDemoSales } from './seed-demo-sales.js';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_MUSEUM_ID = '00000000-0000-4000-a000-0000000000d1';

const PARTNER_MUSEUMS = [
  'Museum of the North Shore',
  'Old Harbour Maritime Museum',
  'Castle Hill Art Gallery',
  'Glassworks Museum',
  'Railway Museum',
  'Natural History Hall',
  'Open-Air Village Museum',
];

const venue = (name: string, address: string, postCode: string, city: string) => ({
  name,
  address,
  postCode,
  city,
  country: 'Denmark',
  timeZone: 'Europe/Copenhagen',
  css: null,
});

/**
 * The demo's shops take test payments. A data folder made before organisations had payment
 * settings (issue 10) gets them here on a demo start, once: only the two demo organisations, and
 * only when nothing was ever set for them, so a choice made since is kept.
 */
export async function keepDemoShopsInTestMode(db: Database): Promise<number> {
  const added = await inPlatformScope(db, (tx) =>
    queryRows(
      tx,
      sql`insert into payment_settings (org_id, provider, test_mode)
          select org_id, 'test', true from organizations where org_id in (${DEMO_MUSEUM_ID}, ${PARK_ORGANIZATION_ID})
          on conflict (org_id) do nothing
          returning org_id`,
    ),
  );
  return added.length;
}

/**
 * Creates the demo organisations, users and published events when the database has no
 * organisation yet. `shopOrigin` (PUBLIC_URL's origin) may embed their shops: the demo host page
 * at /demo/host.html is served from there.
 */
export async function seedDemoData(db: Database, shopOrigin = 'http://localhost:3000'): Promise<boolean> {
  const [existing] = await inPlatformScope(db, (tx) =>
    queryRows<{ count: number }>(tx, sql`select count(*)::int as count from organizations`),
  );
  if (Number(existing?.count ?? 0) > 0) return false;

  const demoMuseum = await setUpOrganization(db, {
    orgId: DEMO_MUSEUM_ID,
    name: 'Demo Museum',
    features: { payouts: true },
    css: null,
    targetOrigin: shopOrigin,
  });
  const park = await setUpOrganization(db, {
    orgId: PARK_ORGANIZATION_ID,
    name: 'Park',
    features: { payouts: false },
    css: null,
    targetOrigin: shopOrigin,
  });

  // Demo organisations are in test mode: the test provider takes their payments, no money moves.
  for (const orgId of [demoMuseum, park]) {
    await inTenant(db, orgId, (tx) => savePaymentSettings(tx, orgId, { provider: 'test', testMode: true }));
  }

  await inTenant(db, demoMuseum, async (tx) => {
    await insertVenue(tx, demoMuseum, randomUUID(), venue('Main Building', 'Museumsgade 1', '1000', 'København K'));
    await insertVenue(tx, demoMuseum, randomUUID(), venue('Sculpture Garden', 'Havevej 4', '1000', 'København K'));
  });
  await inTenant(db, park, async (tx) => {
    for (const [index, name] of PARTNER_MUSEUMS.entries()) {
      await insertVenue(tx, park, randomUUID(), venue(name, `Parkvej ${index + 1}`, '3000', 'Helsingør'));
    }
  });

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people: {
    orgId: string;
    email: string;
    firstName: string;
    lastName: string;
    roles: Role[];
    guideType?: string;
    language?: Language;
    /** The admin has one, so SMS notifications can be tried; the others show the settings' "no phone number". */
    phone?: string;
  }[] = [
    {
      orgId: demoMuseum,
      email: 'admin@demo.test',
      firstName: 'Anna',
      lastName: 'Admin',
      roles: ['Admin', 'OrganizationAdmin'],
      phone: '+45 33 12 34 56',
    },
    {
      orgId: demoMuseum,
      email: 'guide@demo.test',
      firstName: 'Gustav',
      lastName: 'Guide',
      roles: ['Guide'],
      guideType: 'Regular',
      language: 'da',
    },
    { orgId: demoMuseum, email: 'support@demo.test', firstName: 'Sofie', lastName: 'Support', roles: ['Support'] },
    { orgId: demoMuseum, email: 'platform@demo.test', firstName: 'Peter', lastName: 'Platform', roles: ['FoyerAdmin'] },
    { orgId: park, email: 'admin@park.test', firstName: 'Pia', lastName: 'Park', roles: ['Admin', 'OrganizationAdmin'] },
  ];
  const created = new Map<
    string,
    { userId: string; orgId: string; email: string; firstName: string; lastName: string; roles: Role[]; language: Language }
  >();
  for (const person of people) {
    const userId = randomUUID();
    const language = person.language ?? 'en';
    created.set(person.email, {
      userId,
      orgId: person.orgId,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      roles: person.roles,
      language,
    });
    await inTenant(db, person.orgId, (tx) =>
      insertUser(tx, {
        userId,
        orgId: person.orgId,
        email: person.email,
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        language,
        roles: person.roles,
        guideType: person.guideType ?? null,
        phone: person.phone ?? null,
        emailVerifiedAt: new Date(),
        active: true,
      }),
    );
  }

  const user = (email: string) => {
    const found = created.get(email);
    if (!found) throw new Error(`demo seed: no user ${email}`);
    return found;
  };
  await seedDemoEvents(db, { admin: user('admin@demo.test'), guide: user('guide@demo.test') }, { admin: user('admin@park.test') });
  await seedDemoSales(db, demoMuseum);
  return true;
}
