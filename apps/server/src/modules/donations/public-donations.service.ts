import type { Language, TPublicDonation } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { notFound } from '../../lib/app-error.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { organizationExists } from '../organizations/index.js';
import { toPublicDonation } from './donations.dto.js';
import { donationsRepository } from './donations.repository.js';

/**
 * SPEC §7 GET /api/public/donations/organizations/{orgId}: the published campaigns, oldest first,
 * in the asked language, optionally those of one venue (or of none). The organisation comes from
 * the path only; an unknown one is 404.
 */
export async function listPublicDonations(
  ctx: AppContext,
  orgId: string,
  language: Language,
  venueId?: string,
): Promise<TPublicDonation[]> {
  const found = await inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) return null;
    const rows = await donationsRepository.list(tx, orgId, 'Published');
    const currency = await organizationCurrency(tx, orgId);
    return rows
      .filter((row) => !venueId || row.donation.venueId === venueId || row.donation.venueId === null)
      .map((row) => toPublicDonation(row.donation, language, currency));
  });
  if (!found) throw notFound('Organization');
  return found;
}
