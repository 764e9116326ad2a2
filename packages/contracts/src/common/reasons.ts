import { ANALYTICS_MESSAGES } from '../shop/analytics.js';
import { FEE_MESSAGES } from '../shop/fees.js';
import { SHOP_MESSAGES } from '../shop/shop-messages.js';
import { BOX_OFFICE_MESSAGES } from '../orders/box-office.js';
import {
  EAN_APPROVAL_MESSAGES,
  ORDER_MESSAGES,
  ORDER_POST_MESSAGES,
  ORDER_TICKETS_MESSAGES,
  ORDERS_DOWNLOAD_MESSAGES,
  REFUND_MESSAGES,
} from '../orders/orders.js';
import { EVENT_MESSAGES } from '../events/events.js';
import { DONATION_MESSAGES } from '../donations/donations.js';
import { VOUCHER_MESSAGES } from '../vouchers/vouchers.js';
import { PRODUCT_MESSAGES } from '../products/products.js';
import { VOUCHER_CODE_MESSAGES } from '../vouchers/voucher-codes.js';
import { PAYMENT_MESSAGES } from '../payments/payment-settings.js';
import { EVENT_ADMISSION_MESSAGES } from '../tickets/event-admissions.js';
import { SCAN_MESSAGES } from '../tickets/scanning.js';
import { USER_MESSAGES, USER_POLICY_MESSAGES } from '../users/users.js';
import { VENUE_MESSAGES } from '../venues/venues.js';
import {
  ACCESS_MESSAGES,
  AUTH_MESSAGES,
  CONFIGURATION_MESSAGES,
  FIELD_MESSAGES,
  MESSAGES,
  ORGANIZATION_MESSAGES,
  REQUEST_MESSAGES,
} from './errors.js';

/*
 * Every refusal the API answers with has a stable reason: an id that clients translate and test
 * against, beside the English text (which the spec fixes for many of them and which API users
 * read). The ids are `<group>.<key>` of the message objects the contracts already keep; a text
 * with `{0}` takes its values from the error body's `params`. Renaming an id is a breaking change
 * for clients: reasons.test.ts keeps the list, so a rename shows in review.
 */

/** What a 404 can name: `notFound.<thing>` reads '<Thing> not found'. */
export const NOT_FOUND_THINGS = {
  accessDefinition: 'Access definition',
  analyticsIntegration: 'Analytics integration',
  cart: 'Cart',
  donation: 'Donation',
  donationImage: 'Donation image',
  event: 'Event',
  eventImage: 'Event image',
  fee: 'Fee',
  item: 'Item',
  order: 'Order',
  organisation: 'Organization',
  payment: 'Payment',
  paymentProvider: 'Payment provider',
  product: 'Product',
  profilePicture: 'Profile picture',
  refund: 'Refund',
  setting: 'Setting',
  ticketType: 'Ticket type',
  user: 'User',
  userType: 'User type',
  venue: 'Venue',
  voucher: 'Voucher',
} as const;
export type NotFoundThing = (typeof NOT_FOUND_THINGS)[keyof typeof NOT_FOUND_THINGS];

const GROUPS = {
  request: REQUEST_MESSAGES,
  notFound: Object.fromEntries(Object.entries(NOT_FOUND_THINGS).map(([key, thing]) => [key, `${thing} not found`])) as {
    [K in keyof typeof NOT_FOUND_THINGS]: `${(typeof NOT_FOUND_THINGS)[K]} not found`;
  },
  common: MESSAGES,
  field: FIELD_MESSAGES,
  auth: AUTH_MESSAGES,
  access: ACCESS_MESSAGES,
  configuration: CONFIGURATION_MESSAGES,
  organizations: ORGANIZATION_MESSAGES,
  users: USER_MESSAGES,
  userPolicy: USER_POLICY_MESSAGES,
  orders: ORDER_MESSAGES,
  ordersDownload: ORDERS_DOWNLOAD_MESSAGES,
  orderTickets: ORDER_TICKETS_MESSAGES,
  refund: REFUND_MESSAGES,
  eanApproval: EAN_APPROVAL_MESSAGES,
  orderPost: ORDER_POST_MESSAGES,
  boxOffice: BOX_OFFICE_MESSAGES,
  events: EVENT_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  shop: SHOP_MESSAGES,
  fees: FEE_MESSAGES,
  payments: PAYMENT_MESSAGES,
  venues: VENUE_MESSAGES,
  donations: DONATION_MESSAGES,
  vouchers: VOUCHER_MESSAGES,
  products: PRODUCT_MESSAGES,
  voucherCodes: VOUCHER_CODE_MESSAGES,
  scan: SCAN_MESSAGES,
  eventAdmissions: EVENT_ADMISSION_MESSAGES,
} as const;

type Groups = typeof GROUPS;
/** A refusal's stable id, e.g. `shop.soldOut`, `refund.policy`, `notFound.event`, `common.required`. */
export type ReasonId = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups];

/** Reason id → its English text (with `{0}`-style placeholders). */
export const REASON_TEXTS: Readonly<Record<ReasonId, string>> = Object.fromEntries(
  Object.entries(GROUPS).flatMap(([group, texts]) => Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text])),
) as Record<ReasonId, string>;

export const REASON_IDS = Object.keys(REASON_TEXTS) as ReasonId[];

/** Other ways the server writes a reason's text (a singular where the catalogue has the plural). */
const ALSO_WRITTEN: readonly [string, ReasonId][] = [['Too many attempts. Try again in {0} minute.', 'request.tooManyAttempts']];

export interface Reason {
  reason: ReasonId;
  /** The values of the text's `{0}`, `{1}`, … in order. */
  params?: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string) => new RegExp(`^${escape(text).replace(/\\\{\d\\\}/g, '(.+?)')}$`);

// The first id of a text wins: a text shared by two groups ('Required') is one reason for the reader.
const EXACT = new Map<string, ReasonId>();
const TEMPLATES: [RegExp, ReasonId][] = [];
const written = [...(Object.entries(REASON_TEXTS) as [ReasonId, string][]).map(([id, text]) => [text, id] as const), ...ALSO_WRITTEN];
for (const [text, reason] of written) {
  if (/\{\d\}/.test(text)) TEMPLATES.push([pattern(text), reason]);
  else if (!EXACT.has(text)) EXACT.set(text, reason);
}

/**
 * The reason a catalogued English text stands for, with the values its placeholders took; undefined
 * for a text outside the catalogue. Clients validating with the contracts' own schemas read their
 * messages through this too.
 */
export function reasonOf(text: string): Reason | undefined {
  const exact = EXACT.get(text);
  if (exact) return { reason: exact };
  for (const [regex, reason] of TEMPLATES) {
    const match = regex.exec(text);
    if (match) return { reason, params: match.slice(1) };
  }
  return undefined;
}

/** A reason's English text with its params in place. */
export const reasonText = (reason: ReasonId, params: readonly string[] = []) =>
  REASON_TEXTS[reason].replace(/\{(\d)\}/g, (whole, index: string) => params[Number(index)] ?? whole);
