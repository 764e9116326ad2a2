import type { TStripeSettings, TStripeSettingsUpdate } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { canEditOrganization, canSeeOrganization, organizationExists } from '../organizations/index.js';
import { saveStripeKeys, stripeSettingsOf } from './stripe-keys.js';

const notFoundOrganization = () => notFound('Organization');

/** What staff see of the organisation's Stripe account: whether the keys are in, never the keys. */
export async function getStripeSettings(ctx: AppContext, actor: Actor, orgId: string): Promise<TStripeSettings> {
  if (!canSeeOrganization(actor.permissions, actor.orgId, orgId)) throw notFoundOrganization();
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFoundOrganization();
    return stripeSettingsOf(ctx.config, tx, orgId);
  });
}

/** An organisation admin pastes the keys from Stripe's dashboard; they are sealed before they are stored. */
export async function updateStripeSettings(
  ctx: AppContext,
  actor: Actor,
  orgId: string,
  update: TStripeSettingsUpdate,
): Promise<TStripeSettings> {
  if (!canSeeOrganization(actor.permissions, actor.orgId, orgId)) throw notFoundOrganization();
  if (!canEditOrganization(actor.permissions, actor.orgId, orgId)) throw forbidden();
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFoundOrganization();
    await saveStripeKeys(ctx.config, tx, orgId, update);
    return stripeSettingsOf(ctx.config, tx, orgId);
  });
}
