import { CURRENCIES, DEFAULT_CURRENCY, FEE_CATEGORIES, type TEvent } from '@foyer/contracts';
import { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES, eanApprovalRule, type FeeRule } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import type { NotifiedCache } from '../../lib/notified-cache.js';
import { readSaleSettings } from './sale-settings.repository.js';

/**
 * What every shop call reads of its organisation, kept a few seconds per process (issue 13): that
 * it exists, its currency and hold time, how EAN orders are approved, who takes its payments, its
 * fees and whether staff are told of new orders. Any change of those rows is announced on ORGANIZATION_SETTINGS_CHANNEL by the database
 * (a trigger, migration 20261127T0512), which every process listens to; the writer's service also
 * tells its own process at once (`ctx.saleSettings.forget`), so its next answer already sees it.
 */
export interface SaleSettings {
  currency: TEvent['currency'];
  holdMinutes: number;
  eanApproval: ReturnType<typeof eanApprovalRule>;
  /** As stored; the payments module decides what a provider needs (test mode, Stripe's keys). */
  payment: { provider: 'test' | 'stripe' | null; testMode: boolean };
  fees: FeeRule[];
  /** Whether staff are told of each new order (the "New order" notification is on). */
  newOrderNotice: boolean;
}

export type SaleSettingsCache = NotifiedCache<SaleSettings>;

export const ORGANIZATION_SETTINGS_CHANNEL = 'foyer_organization_settings';
/** A safety net only: changes are announced. Short enough that a missed one is soon forgotten. */
export const SALE_SETTINGS_TTL_MS = 10_000;

const NAMES = ['CURRENCY', 'HOLD_MINUTES', 'EAN_APPROVAL', 'EAN_AUTO_LIMIT'];

export const currencyOf = (value: string | undefined): TEvent['currency'] =>
  (CURRENCIES as readonly string[]).includes(value ?? '') ? (value as TEvent['currency']) : DEFAULT_CURRENCY;

/** A whole number of minutes in range, else SPEC §9's 15 minutes. */
export const holdMinutesFrom = (value: string | undefined) => {
  const minutes = Number(value);
  return Number.isInteger(minutes) && minutes >= MIN_HOLD_MINUTES && minutes <= MAX_HOLD_MINUTES ? minutes : DEFAULT_HOLD_MINUTES;
};

/**
 * The organisation's sale settings, null when it does not exist. When not kept, read in the
 * caller's transaction, or without one (`tx` null) in a transaction of its own: either way under
 * the organisation's row-level security. Kept by organisation id only.
 */
export function saleSettingsOf(ctx: Pick<AppContext, 'db' | 'saleSettings'>, tx: Tx | null, orgId: string): Promise<SaleSettings | null> {
  return ctx.saleSettings.get(orgId, async () => {
    const stored = tx
      ? await readSaleSettings(tx, orgId, NAMES)
      : await inTenant(ctx.db, orgId, (own) => readSaleSettings(own, orgId, NAMES));
    if (!stored) return null;
    const settings = stored.settings ?? {};
    return {
      currency: currencyOf(settings.CURRENCY),
      holdMinutes: holdMinutesFrom(settings.HOLD_MINUTES),
      eanApproval: eanApprovalRule(settings.EAN_APPROVAL, settings.EAN_AUTO_LIMIT),
      payment: { provider: stored.provider, testMode: stored.test_mode ?? false },
      // In the spec's order (Shipping, then EAN), as the fees module lists them.
      fees: (stored.fees ?? []).sort((a, b) => FEE_CATEGORIES.indexOf(a.category) - FEE_CATEGORIES.indexOf(b.category)),
      newOrderNotice: stored.new_order_notice,
    };
  });
}
