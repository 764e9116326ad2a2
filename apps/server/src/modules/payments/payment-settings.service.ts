import { PAYMENT_MESSAGES, type TPaymentSettings, type TPaymentSettingsUpdate, type TPublicPaymentSettings } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, forbidden, invalid, notFound } from '../../lib/app-error.js';
import { canEditOrganization, canSeeOrganization, isPlatformAdmin, organizationExists } from '../organizations/index.js';
import { saleSettingsOf } from '../organization-settings/index.js';
import { paymentProviderFor } from './payment-providers.js';
import { paymentSettingsRepository } from './payment-settings.repository.js';

const notFoundOrganization = () => notFound('Organization');

export async function getPaymentSettings(ctx: AppContext, actor: Actor, orgId: string): Promise<TPaymentSettings> {
  if (!canSeeOrganization(actor.permissions, actor.orgId, orgId)) throw notFoundOrganization();
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFoundOrganization();
    return paymentSettingsRepository.find(tx, orgId);
  });
}

/**
 * An organisation admin chooses the provider; only a platform admin turns test mode on or off,
 * since in test mode the buyer approves their own payment and no money moves. The test provider
 * needs test mode: turning test mode on picks it when none is chosen, turning it off drops it.
 */
export async function updatePaymentSettings(
  ctx: AppContext,
  actor: Actor,
  orgId: string,
  update: TPaymentSettingsUpdate,
): Promise<TPaymentSettings> {
  if (!canSeeOrganization(actor.permissions, actor.orgId, orgId)) throw notFoundOrganization();
  if (!canEditOrganization(actor.permissions, actor.orgId, orgId)) throw forbidden();
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFoundOrganization();
    const stored = await paymentSettingsRepository.find(tx, orgId, true);
    const testMode = update.testMode ?? stored.testMode;
    if (testMode !== stored.testMode && !isPlatformAdmin(actor.permissions)) {
      throw new AppError('forbidden', PAYMENT_MESSAGES.testModePlatformOnly, { testMode: PAYMENT_MESSAGES.testModePlatformOnly });
    }
    let provider = update.provider !== undefined ? update.provider : stored.provider;
    if (update.provider === undefined && testMode !== stored.testMode) {
      if (testMode && provider === null) provider = 'test';
      if (!testMode && provider === 'test') provider = null;
    }
    if (provider === 'test' && !testMode) throw invalid({ provider: PAYMENT_MESSAGES.testProviderNeedsTestMode });
    if (update.provider === 'stripe') {
      const stripe = await paymentSettingsRepository.stripe(tx, orgId);
      if (!stripe.secretKey || !stripe.webhookSecret) throw invalid({ provider: PAYMENT_MESSAGES.stripeNeedsKeys });
    }
    const settings = { provider, testMode };
    await paymentSettingsRepository.save(tx, orgId, settings);
    return settings;
  }).finally(() => ctx.saleSettings.forget(orgId)); // the shop keeps them a few seconds (the database tells the other processes)
}

/** For the shop: whether to show the test-mode marker, whether it can take payments at all, and whether it posts orders. */
export async function getPublicPaymentSettings(ctx: AppContext, orgId: string): Promise<TPublicPaymentSettings> {
  return inTenant(ctx.db, orgId, async (tx) => {
    if (!(await organizationExists(tx, orgId))) throw notFoundOrganization();
    const settings = await paymentSettingsRepository.find(tx, orgId);
    const shipping = (await saleSettingsOf(ctx, tx, orgId))?.fees.find((fee) => fee.category === 'Shipping');
    return {
      testMode: settings.testMode,
      takesPayments: (await paymentProviderFor(ctx, tx, orgId)) !== null,
      shipping: shipping ? { type: shipping.type, value: shipping.value, vatBasisPoints: shipping.vatBasisPoints } : null,
    };
  });
}

/** Whether the organisation collecting a test payment is in test mode (the test provider's page and decision). */
/** Who takes the organisation's money, set by the platform itself (demo and test organisations), not through the API. */
export const savePaymentSettings = (tx: Tx, orgId: string, settings: TPaymentSettings) =>
  paymentSettingsRepository.save(tx, orgId, settings);

export async function inTestMode(ctx: AppContext, orgId: string | null): Promise<boolean> {
  if (!orgId) return false;
  return (await saleSettingsOf(ctx, null, orgId))?.payment.testMode ?? false;
}
