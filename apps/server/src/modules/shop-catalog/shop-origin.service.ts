import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { shopCatalogRepository } from './shop-catalog.repository.js';

export { organizationOfShopEvent } from './shop-event.service.js';

/**
 * The origin allowed to embed the organisation's shop (its targetOrigin), or null: none set, or
 * no such organisation. Read inside the organisation, as any public read of it is.
 */
export async function shopTargetOrigin(ctx: AppContext, orgId: string): Promise<string | null> {
  const row = await inTenant(ctx.db, orgId, (tx) => shopCatalogRepository.targetOrigin(tx, orgId));
  return row?.targetOrigin ?? null;
}
