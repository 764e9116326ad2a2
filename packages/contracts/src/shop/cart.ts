import { z } from 'zod';
import { CURRENCIES, ZEmail, ZId, ZLanguage, ZLocalDateTime, ZOptionalText, atMostCharacters } from '../common/primitives.js';
import { MAX_DONATION_CAMPAIGN_AMOUNT } from '../donations/donations.js';
import { AGE_GROUPS, ZLocalizedNames } from '../events/events.js';
import { SHOP_MESSAGES } from './shop-messages.js';

/**
 * SPEC §7 public cart calls: PUT /api/public/carts?orgId (add), GET /api/public/carts/{cartId}?orgId,
 * PUT …/carts/revoke and PUT …/carts/updateHolderNames. The organisation always comes from the
 * query, never from a body (DESIGN §4). Money is in integer minor units of the cart's currency.
 */

/** @foyer/domain's MAX_TICKETS_PER_LINE; SPEC §9 sets no limit. */
export const MAX_QUANTITY_PER_LINE = 100;
/** As many lines as an event may have ticket types. */
export const MAX_CART_LINES = 50;

/** SPEC §3 fee categories and §9 fee types, spelt as the spec does. */
export const FEE_CATEGORIES = ['Shipping', 'EAN'] as const;
export const FEE_TYPES = ['Percentage', 'Fixed amount'] as const;
export const CART_ITEM_TYPES = ['Event', 'Product', 'Donation'] as const;

export const ZShopOrgQuery = z.object({ orgId: ZId });
export const ZCartIdParams = z.object({ cartId: ZId });

const ZQuantity = z
  .number({ message: SHOP_MESSAGES.invalidQuantity })
  .int(SHOP_MESSAGES.invalidQuantity)
  .min(0, SHOP_MESSAGES.invalidQuantity)
  .max(MAX_QUANTITY_PER_LINE, SHOP_MESSAGES.invalidQuantity);

const lines = <T extends z.ZodType>(line: T, message?: string) => z.array(line).min(1, message).max(MAX_CART_LINES);

/**
 * Tickets asked for, every ticket type of the occurrence as the shop shows them; lines at 0 are
 * left out of the cart (SPEC §5). The rules that need the event (minimum, underage alone, sold
 * online) are @foyer/domain's validateTicketLines.
 */
export const ZTicketRequestLine = z.object({ ticketId: ZId, quantity: ZQuantity });
export type TTicketRequestLine = z.infer<typeof ZTicketRequestLine>;

export const ZAddEvent = z.object({
  /** The occurrence's eventId. */
  eventId: ZId,
  schoolClassId: ZId.optional(),
  items: lines(ZTicketRequestLine, SHOP_MESSAGES.atLeastOneTicket),
});

/** Not sold yet: the shape is kept so the payload is complete (the spec does not show `event`'s fields). */
export const ZAddRequestWithPaymentEvent = z.object({
  parentEventId: ZId,
  event: z.object({ start: ZLocalDateTime, end: ZLocalDateTime.optional() }),
  items: lines(ZTicketRequestLine, SHOP_MESSAGES.atLeastOneTicket),
});

/** Not sold yet: podwalk and wayfinder products by offer. */
export const ZAddProduct = z.object({
  productId: ZId,
  items: lines(z.object({ offerId: ZId, quantity: ZQuantity })),
});

const ZPerson = z.object({
  firstName: z.string({ message: SHOP_MESSAGES.required }).trim().min(1, SHOP_MESSAGES.required).max(100, atMostCharacters(100)),
  lastName: z.string({ message: SHOP_MESSAGES.required }).trim().min(1, SHOP_MESSAGES.required).max(100, atMostCharacters(100)),
  email: ZEmail,
});

/** Not sold yet: a membership for oneself, or a gift when `member` is someone else. */
export const ZAddMembership = z.object({
  membershipId: ZId,
  items: z
    .array(z.object({ paymentOptionId: ZId }))
    .min(1)
    .max(10),
  buyer: ZPerson,
  member: ZPerson.optional(),
});

/** Not sold yet: a donation, possibly of a custom amount (its minimum is the donation's own). */
export const ZAddDonation = z.object({
  donationId: ZId,
  amountMinor: z
    .number({ message: SHOP_MESSAGES.donationPriceInvalid })
    .int(SHOP_MESSAGES.donationPriceInvalid)
    .min(1, SHOP_MESSAGES.donationPriceInvalid)
    // The largest single gift, said as such (the amount in the organisation's currency, which the contract does not know).
    .max(MAX_DONATION_CAMPAIGN_AMOUNT, SHOP_MESSAGES.maximumDonation.replace('{0}', '1,000,000.00')),
});

/** A gift voucher (issue 14): how many, and for a gift, whom it is for and a few words to them. */
export const ZAddVoucher = z.object({
  voucherId: ZId,
  quantity: z
    .number({ message: SHOP_MESSAGES.invalidQuantity })
    .int(SHOP_MESSAGES.invalidQuantity)
    .min(1, SHOP_MESSAGES.invalidQuantity)
    .max(10, SHOP_MESSAGES.invalidQuantity),
  recipientName: ZOptionalText(100),
  message: ZOptionalText(500),
});

export type TAddVoucherInput = z.input<typeof ZAddVoucher>;

/** Asks for the organisation's fee of a category (shipping, or EAN invoicing for an Institution). */
export const ZAddFee = z.object({ category: z.enum(FEE_CATEGORIES) });

const ADDITIONS = ['event', 'requestWithPaymentEvent', 'product', 'membership', 'donation', 'voucher', 'fee'] as const;

/** SPEC §7 add-to-cart payload: the cart (none yet: a new one), the language, and one addition. */
export const ZAddToCart = z
  .object({
    cartId: ZId.nullish().transform((value) => value ?? null),
    language: ZLanguage.default('en'),
    event: ZAddEvent.optional(),
    requestWithPaymentEvent: ZAddRequestWithPaymentEvent.optional(),
    product: ZAddProduct.optional(),
    membership: ZAddMembership.optional(),
    donation: ZAddDonation.optional(),
    voucher: ZAddVoucher.optional(),
    fee: ZAddFee.optional(),
  })
  .superRefine((body, issue) => {
    if (ADDITIONS.filter((part) => body[part] !== undefined).length !== 1)
      issue.addIssue({ code: 'custom', path: [], message: SHOP_MESSAGES.oneAddition });
  });
export type TAddToCart = z.infer<typeof ZAddToCart>;
export type TAddToCartInput = z.input<typeof ZAddToCart>;

/**
 * Removes a whole item, or with ticketId one ticket of that type from the item; or, with `fee`
 * instead of an item, a fee category the visitor had asked for (an Institution that turns private).
 */
export const ZRevokeCart = z
  .object({ cartId: ZId, itemId: ZId.optional(), ticketId: ZId.optional(), fee: z.enum(FEE_CATEGORIES).optional() })
  .superRefine((body, issue) => {
    if ((body.itemId === undefined) === (body.fee === undefined))
      issue.addIssue({ code: 'custom', path: ['itemId'], message: SHOP_MESSAGES.itemOrFee });
    if (body.fee !== undefined && body.ticketId !== undefined)
      issue.addIssue({ code: 'custom', path: ['ticketId'], message: SHOP_MESSAGES.itemOrFee });
  });
export type TRevokeCart = z.infer<typeof ZRevokeCart>;

/** Names on the tickets of one item, in ticket order per type; empty means not given. */
export const ZUpdateHolderNames = z.object({
  cartId: ZId,
  itemId: ZId,
  tickets: z
    .array(z.object({ ticketId: ZId, holderNames: z.array(ZOptionalText(200)).max(MAX_QUANTITY_PER_LINE) }))
    .min(1)
    .max(MAX_CART_LINES),
});
export type TUpdateHolderNames = z.infer<typeof ZUpdateHolderNames>;

/** SPEC §3 totalPrice {net, gross, tax}, in minor units. */
export const ZPrice = z.object({ net: z.number().int(), tax: z.number().int(), gross: z.number().int() });
export type TPrice = z.infer<typeof ZPrice>;

/** SPEC §3 cart line: one ticket type of the occurrence with its quantity. */
export const ZCartTicketLine = z.object({
  /** The ticket type's id. */
  id: ZId,
  /** In the cart's language, falling back to the event's default. */
  name: z.string(),
  translatedNames: ZLocalizedNames,
  age: z.enum(AGE_GROUPS),
  quantity: z.number().int(),
  minQuantityRequired: z.number().int().nullable(),
  /** One ticket: its gross is the price the event page showed. */
  unitPrice: ZPrice,
  totalPrice: ZPrice,
  /** One entry per ticket; null where no name is given. */
  holderNames: z.array(z.string().nullable()),
});
export type TCartTicketLine = z.infer<typeof ZCartTicketLine>;

export const ZCartEventItem = z.object({
  itemId: ZId,
  type: z.literal('Event'),
  /**
   * False when it can no longer be bought (a date canceled or taken off sale, an ended campaign, a
   * withdrawn product): left out of the totals, and checkout is refused until it is removed.
   */
  onSale: z.boolean(),
  event: z.object({
    /** The occurrence's eventId, and its event's (series') id. */
    id: ZId,
    parentId: ZId,
    name: z.string(),
    translatedNames: ZLocalizedNames,
    category: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    allDay: z.boolean(),
    timeZone: z.string(),
    venueName: z.string().nullable(),
  }),
  schoolClassId: ZId.nullable(),
  items: z.array(ZCartTicketLine),
  totalPrice: ZPrice,
});

export const ZCartProductItem = z.object({
  itemId: ZId,
  type: z.literal('Product'),
  /** As on an event's item. */
  onSale: z.boolean(),
  product: z.object({ id: ZId, name: z.string(), translatedNames: ZLocalizedNames, category: z.string().nullable() }),
  /** A tour's offers: `name` in the cart's language, `translatedNames` as the product's. */
  items: z.array(
    z.object({
      id: ZId,
      name: z.string(),
      translatedNames: ZLocalizedNames,
      quantity: z.number().int(),
      unitPrice: ZPrice,
      totalPrice: ZPrice,
    }),
  ),
  totalPrice: ZPrice,
});

export const ZCartDonationItem = z.object({
  itemId: ZId,
  type: z.literal('Donation'),
  /** As on an event's item. */
  onSale: z.boolean(),
  /** `name` in the cart's language; `translatedNames` for a shop shown in another since. */
  donation: z.object({ id: ZId, name: z.string(), translatedNames: ZLocalizedNames }),
  totalPrice: ZPrice,
});

export const ZCartVoucherItem = z.object({
  itemId: ZId,
  type: z.literal('Voucher'),
  /** As on an event's item. */
  onSale: z.boolean(),
  voucher: z.object({ id: ZId, name: z.string(), translatedNames: ZLocalizedNames }),
  quantity: z.number().int(),
  unitPrice: ZPrice,
  totalPrice: ZPrice,
  recipientName: z.string().nullable(),
  message: z.string().nullable(),
});

export const ZCartItem = z.discriminatedUnion('type', [ZCartEventItem, ZCartProductItem, ZCartDonationItem, ZCartVoucherItem]);
export type TCartItem = z.infer<typeof ZCartItem>;

export const ZCartFee = z.object({
  category: z.enum(FEE_CATEGORIES),
  type: z.enum(FEE_TYPES),
  /** Percentage: basis points of the lines' net subtotal; Fixed amount: net minor units. */
  value: z.number().int(),
  /** Its VAT rate in basis points (2500 = 25 %). */
  vatBasisPoints: z.number().int().min(0),
  totalPrice: ZPrice,
});
export type TCartFee = z.infer<typeof ZCartFee>;

/** SPEC §3 cart, as every cart call answers. */
export const ZCart = z.object({
  cartId: ZId,
  orgId: ZId,
  currency: z.enum(CURRENCIES),
  items: z.array(ZCartItem),
  fees: z.array(ZCartFee),
  totalPrice: ZPrice,
  /** Tickets and offers (not fees): the nviz-cart-changed count. */
  itemsTotalQuantity: z.number().int().min(0),
  /** When the holds lapse, in epoch milliseconds; 0 for an empty cart (SPEC §3). */
  expiresAt: z.number().int().min(0),
  /** The organisation's hold time, for the hold notice. */
  holdMinutes: z.number().int(),
  /** The server's clock when it answered (epoch ms): the countdown runs on it, not on the visitor's clock. */
  serverTime: z.number().int(),
});
export type TCart = z.infer<typeof ZCart>;
