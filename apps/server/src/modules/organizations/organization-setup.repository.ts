import type { TCustomCss } from '@foyer/contracts';
import type { Tx } from '../../db/client.js';
import { organizations } from '../../db/schema/index.js';

export const organizationSetupRepository = {
  async insertOrganization(
    tx: Tx,
    org: { orgId: string; name: string; features: { payouts: boolean }; css: TCustomCss | null; targetOrigin: string | null },
  ) {
    await tx.insert(organizations).values(org);
  },
};
