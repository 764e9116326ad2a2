/**
 * The organisation's settings every kind of sale reads (currency, hold time, EAN approval) and
 * names in the reader's language. It writes nothing: the settings are configuration items. The
 * shop reads them through `saleSettingsOf`, kept a few seconds per process (sale-settings.ts).
 */
export {
  EAN_APPROVAL_SETTING,
  EAN_AUTO_LIMIT_SETTING,
  eanApprovalOf,
  holdMinutesOf,
  nameIn,
  organizationCurrency,
} from './organization-settings.js';
export {
  ORGANIZATION_SETTINGS_CHANNEL,
  SALE_SETTINGS_TTL_MS,
  saleSettingsOf,
  type SaleSettings,
  type SaleSettingsCache,
} from './sale-settings.js';
