import { randomUUID } from 'node:crypto';
import { DEFAULT_EVENT_TYPES, type TOrganizationWrite } from '@foyer/contracts';
import type { Database, Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { createDefaultAccess } from '../access/index.js';
import { organizationSetupRepository } from './organization-setup.repository.js';

export const DEFAULT_USER_TYPES = [
  { name: 'Administrator', roles: ['Admin', 'OrganizationAdmin'], guideType: null },
  { name: 'Front desk', roles: ['Admin'], guideType: null },
  { name: 'Guide', roles: ['Guide'], guideType: 'Regular' },
  { name: 'Integrator guide', roles: ['Guide'], guideType: 'Integrator' },
];

export const DEFAULT_CONFIGURATION = [
  { name: 'CURRENCY', value: 'DKK' },
  { name: 'LANGUAGE', value: 'en' },
  { name: 'MARKETING', value: 'false' },
  { name: 'RETURN_POLICY', value: 'true' },
];

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
  await organizationSetupRepository.insertUserTypes(tx, orgId, DEFAULT_USER_TYPES);
  await organizationSetupRepository.insertConfiguration(tx, orgId, DEFAULT_CONFIGURATION);
  await organizationSetupRepository.insertEventTypes(tx, orgId, DEFAULT_EVENT_TYPES);
}
