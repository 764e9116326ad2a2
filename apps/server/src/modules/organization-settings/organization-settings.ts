import type { TEvent, TLocalizedNames } from '@foyer/contracts';
import { eanApprovalRule } from '@foyer/domain';
import type { Tx } from '../../db/client.js';
import { configurationItem } from '../configuration/index.js';
import { currencyOf, holdMinutesFrom } from './sale-settings.js';

/** The organisation's CURRENCY setting, which every price of its events is in. */
export async function organizationCurrency(tx: Tx, orgId: string): Promise<TEvent['currency']> {
  return currencyOf((await configurationItem(tx, orgId, 'CURRENCY'))?.value);
}

/**
 * The organisation's hold time: the HOLD_MINUTES setting when it is a whole number of minutes in
 * range, else SPEC §9's 15 minutes.
 */
export async function holdMinutesOf(tx: Tx, orgId: string): Promise<number> {
  return holdMinutesFrom((await configurationItem(tx, orgId, 'HOLD_MINUTES'))?.value);
}

/**
 * Institutions pay later, by EAN invoice, so nothing is paid when they order (issue 10). The
 * organisation's settings say what happens then: EAN_APPROVAL = Manual (the default) or
 * Automatic, and EAN_AUTO_LIMIT, the largest total in minor units issued without approval.
 */
export const EAN_APPROVAL_SETTING = 'EAN_APPROVAL';
export const EAN_AUTO_LIMIT_SETTING = 'EAN_AUTO_LIMIT';

export async function eanApprovalOf(tx: Tx, orgId: string) {
  const mode = await configurationItem(tx, orgId, EAN_APPROVAL_SETTING);
  const limit = await configurationItem(tx, orgId, EAN_AUTO_LIMIT_SETTING);
  return eanApprovalRule(mode?.value, limit?.value);
}

/** A name in the reader's language, else the event's default language, else any. */
export const nameIn = (names: TLocalizedNames, language: string, fallback: string) =>
  names[language as keyof TLocalizedNames] || names[fallback as keyof TLocalizedNames] || Object.values(names).find(Boolean) || '';
