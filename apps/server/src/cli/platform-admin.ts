import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import { inPlatformScope, inTenant } from '../db/tenancy.js';
import { hashPassword } from '../lib/secrets.js';
import { setUpOrganization } from '../modules/organizations/index.js';
import { insertUser } from '../modules/users/index.js';

export class PlatformAdminError extends Error {}

export interface PlatformAdminRequest {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** The organisation the admin starts in; without it, the only one there is, or a new one named `organizationName`. */
  orgId?: string;
  organizationName?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The least a hand-chosen password must have; a generated one has far more. */
export const MIN_PASSWORD_LENGTH = 12;

/** A password for whoever did not choose one: 24 characters, 144 random bits. */
export const generatedPassword = () => randomBytes(18).toString('base64url');

/**
 * The first platform admin (FoyerAdmin) of a Foyer with no demo data: the account is verified at
 * once, and sits in an organisation like every user (platform staff switch organisation later).
 */
export async function createPlatformAdmin(db: Database, request: PlatformAdminRequest): Promise<{ userId: string; orgId: string }> {
  const email = request.email.trim();
  if (!EMAIL.test(email)) throw new PlatformAdminError(`"${email}" is not an email address`);
  if (request.password.length < MIN_PASSWORD_LENGTH) {
    throw new PlatformAdminError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const organizations = await inPlatformScope(db, async (tx) =>
    (await queryRows<{ org_id: string }>(tx, sql`select org_id from organizations order by created_at limit 2`)).map((org) => org.org_id),
  );
  let orgId = request.orgId;
  if (orgId) {
    const [found] = await inPlatformScope(db, (tx) => queryRows(tx, sql`select 1 from organizations where org_id = ${orgId}`));
    if (!found) throw new PlatformAdminError(`There is no organisation ${orgId}`);
  } else if (organizations.length === 1) {
    orgId = organizations[0]!;
  } else if (organizations.length > 1) {
    throw new PlatformAdminError('There are several organisations: name the one to start in with --org-id');
  }
  // An address is unique per organisation (0017): one in another organisation is no conflict.
  if (orgId) {
    const [row] = await inTenant(db, orgId, (tx) =>
      queryRows<{ taken: number }>(
        tx,
        sql`select count(*)::int as taken from users where org_id = ${orgId} and lower(email) = lower(${email}) and deleted_at is null`,
      ),
    );
    if (Number(row?.taken ?? 0) > 0) throw new PlatformAdminError(`An account with ${email} exists already in that organisation`);
  } else {
    orgId = await setUpOrganization(db, {
      name: request.organizationName?.trim() || 'Foyer',
      features: { payouts: false },
      css: null,
      targetOrigin: null,
    });
  }
  const passwordHash = await hashPassword(request.password);
  const userId = randomUUID();
  await inTenant(db, orgId, (tx) =>
    insertUser(tx, {
      userId,
      orgId: orgId!,
      email,
      passwordHash,
      firstName: request.firstName?.trim() || 'Platform',
      lastName: request.lastName?.trim() || 'Admin',
      language: 'en',
      roles: ['FoyerAdmin'],
      guideType: null,
      emailVerifiedAt: new Date(),
      active: true,
    }),
  );
  return { userId, orgId };
}
