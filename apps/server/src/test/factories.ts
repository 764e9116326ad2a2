import { randomUUID } from 'node:crypto';
import type { Role } from '@foyer/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { inTenant } from '../db/tenancy.js';
import { hashPassword } from '../lib/secrets.js';
import { setUpOrganization } from '../modules/organizations/index.js';
import { savePaymentSettings } from '../modules/payments/index.js';
import { insertUser } from '../modules/users/index.js';
import { insertVenue } from '../modules/venues/index.js';
import { as, sessionCookie, TEST_PASSWORD, type SignedIn } from './api-client.js';
import type { TestApp } from './test-app.js';

export { TEST_PASSWORD };

let passwordHash: Promise<string> | null = null;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** An organisation; in test mode with the test provider unless `testMode: false` (like the demo's). */
export async function makeOrg(ctx: AppContext, overrides: { name?: string; orgId?: string; payouts?: boolean; testMode?: boolean } = {}) {
  const name = overrides.name ?? `Museum ${unique()}`;
  const orgId = await setUpOrganization(ctx.db, {
    orgId: overrides.orgId,
    name,
    features: { payouts: overrides.payouts ?? false },
    css: null,
    targetOrigin: 'https://museum.example',
  });
  if (overrides.testMode !== false) {
    await inTenant(ctx.db, orgId, (tx) => savePaymentSettings(tx, orgId, { provider: 'test', testMode: true }));
  }
  return { orgId, name };
}

export async function makeUser(
  ctx: AppContext,
  options: { orgId: string; roles: Role[]; email?: string; language?: string; password?: string | null; active?: boolean; phone?: string },
) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = options.password === null ? null : options.password ? await hashPassword(options.password) : await passwordHash;
  return inTenant(ctx.db, options.orgId, (tx) =>
    insertUser(tx, {
      userId: randomUUID(),
      orgId: options.orgId,
      email: options.email ?? `user-${unique()}@museum.test`,
      passwordHash: hash,
      firstName: 'Test',
      lastName: `User ${unique()}`,
      language: options.language ?? 'en',
      roles: options.roles,
      emailVerifiedAt: new Date(),
      active: options.active ?? true,
      phone: options.phone ?? null,
    }),
  );
}

export async function makeVenue(ctx: AppContext, orgId: string, overrides: { name?: string } = {}) {
  return inTenant(ctx.db, orgId, (tx) =>
    insertVenue(tx, orgId, randomUUID(), {
      name: overrides.name ?? `Venue ${unique()}`,
      address: null,
      postCode: null,
      city: null,
      country: null,
      timeZone: 'Europe/Copenhagen',
      css: null,
    }),
  );
}

/** Signs in through the real endpoint and returns the cookie header for later requests. */
export const signIn = sessionCookie;

/**
 * A new account holding `roles`, in `orgId` or a new organisation, signed in: call as them with
 * `.get`, `.post`, `.put`, `.delete` (test/api-client.ts); `.cookie` for the rare raw call.
 */
export async function signedInUser(testApp: TestApp, roles: Role[], orgId?: string): Promise<SignedIn> {
  const org = orgId ? { orgId } : await makeOrg(testApp.ctx);
  return as(testApp, await makeUser(testApp.ctx, { orgId: org.orgId, roles }));
}

/**
 * The organisation's currency changed behind the API, which keeps it once an order is placed: for
 * the checks that still stand against data from before that rule (a code sold in another currency).
 */
export async function setCurrencyBehindTheApi(ctx: AppContext, orgId: string, currency: 'DKK' | 'EUR') {
  await inTenant(ctx.db, orgId, (tx) =>
    tx.execute(sql`update configuration_items set value = ${currency} where org_id = ${orgId} and name = 'CURRENCY'`),
  );
  ctx.saleSettings.forget(orgId);
  ctx.publicConfigurations.forget(orgId);
}
