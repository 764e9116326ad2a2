import type { AppContext } from '../../context.js';
import { publicOrganizationOf } from '../organizations/index.js';

export { organizationOfShopEvent } from './shop-event.service.js';

/**
 * The origin allowed to embed the organisation's shop (its targetOrigin), or null: none set, or
 * no such organisation. As the shop reads its organisation (kept a few seconds, told of changes).
 */
export async function shopTargetOrigin(ctx: AppContext, orgId: string): Promise<string | null> {
  return (await publicOrganizationOf(ctx, orgId))?.targetOrigin ?? null;
}
