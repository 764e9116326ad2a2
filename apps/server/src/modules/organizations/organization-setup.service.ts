import { randomUUID } from 'node:crypto';
import type { TOrganizationWrite } from '@foyer/contracts';
import type { Database, Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { createDefaultAccess } from '../access/index.js';
import { seedDefaultConfiguration } from '../configuration/index.js';
import { seedDefaultEventTypes } from '../events/index.js';
import { seedDefaultUserTypes } from '../users/index.js';
import { organizationSetupRepository } from './organization-setup.repository.js';

/**
 * Creates an organisation ready to use: its access definition from the default role
 * permissions, the usual user types, the base configuration and the §3 event types, in one
 * transaction.
 */
export async function setUpOrganization(db: Database, org: TOrganizationWrite & { orgId?: string }): Promise<string> {
  const orgId = org.orgId ?? randomUUID();
  await inTenant(db, orgId, (tx) => setUpOrganizationIn(tx, { ...org, orgId }));
  return orgId;
}

/** The same inside the caller's transaction (which must be allowed to write `orgId`'s rows). */
export async function setUpOrganizationIn(tx: Tx, org: TOrganizationWrite & { orgId: string }): Promise<void> {
  const { orgId } = org;
  await organizationSetupRepository.insertOrganization(tx, {
    orgId,
    name: org.name,
    features: org.features,
    css: org.css,
    targetOrigin: org.targetOrigin,
  });
  await createDefaultAccess(tx, orgId);
  // Each table's owner seeds its own defaults (one writer per table).
  await seedDefaultUserTypes(tx, orgId);
  await seedDefaultConfiguration(tx, orgId);
  await seedDefaultEventTypes(tx, orgId);
}
