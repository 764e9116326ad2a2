/**
 * The organisation's settings every kind of sale reads (currency, hold time, EAN approval) and
 * names in the reader's language. It writes nothing: the settings are configuration items.
 */
export {
  EAN_APPROVAL_SETTING,
  EAN_AUTO_LIMIT_SETTING,
  eanApprovalOf,
  holdMinutesOf,
  nameIn,
  organizationCurrency,
} from './organization-settings.js';
