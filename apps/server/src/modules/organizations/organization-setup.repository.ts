import { randomUUID } from 'node:crypto';
import type { TCustomCss } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { configurationItems, eventTypes, organizations, userTypes } from '../../db/schema/index.js';

export const organizationSetupRepository = {
  async insertOrganization(
    tx: Tx,
    org: { orgId: string; name: string; features: { payouts: boolean }; css: TCustomCss | null; targetOrigin: string | null },
  ) {
    await tx.insert(organizations).values(org);
  },

  async insertUserTypes(tx: Tx, orgId: string, types: { name: string; roles: string[]; guideType: string | null }[]) {
    if (types.length === 0) return;
    await tx.insert(userTypes).values(types.map((type) => ({ orgId, userTypeId: randomUUID(), ...type })));
  },

  async insertConfiguration(tx: Tx, orgId: string, items: { name: string; value: string }[]) {
    if (items.length === 0) return;
    await tx.insert(configurationItems).values(items.map((item) => ({ orgId, ...item })));
  },

  async insertEventTypes(tx: Tx, orgId: string, names: readonly string[]) {
    if (names.length === 0) return;
    await tx.insert(eventTypes).values(names.map((name) => ({ orgId, eventTypeId: randomUUID(), name })));
  },
};
