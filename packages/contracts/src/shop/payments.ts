import { z } from 'zod';
import { ZVoucherCodeText } from '../vouchers/voucher-codes.js';
import { CURRENCIES, ZId, ZLanguage } from '../common/primitives.js';
import { FEE_CATEGORIES, ZCart } from './cart.js';
import { ZConsumer } from './consumer.js';
import { SALE_KINDS } from '../orders/sale-kinds.js';

/** SPEC §4 order and payment status words, exactly as the spec spells them. */
export const ORDER_STATUSES = [
  'Created',
  'Pending',
  'Payment pending',
  'Charged',
  'Canceled',
  'CouldNotLock',
  'CheckoutCompleted',
  'RefundRequested',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §3 payment methods ("Card is also seen"). */
export const PAYMENT_METHODS = ['Card', 'DirectLinkPayment', 'EanPayment', 'InvoicePayment', 'CashPayment', 'PayedOtherwise'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/public/payments sends the visitor's language in this header (SPEC §7), for mails and the payment page. */
export const SHOP_LANGUAGE_HEADER = 'x-lang';
export const ZShopLanguageHeaders = z.object({ [SHOP_LANGUAGE_HEADER]: ZLanguage.default('en') });

/** The embed families of SPEC §2. */
export const SHOP_FAMILIES = ['embed', 'embed2', 'embed3', 'embed4', 'embed5'] as const;

/**
 * Ours: where the shop was when the visitor left to pay, so the return lands in the same family
 * with the way back to the museum's page. The shop cannot keep it itself: a frame on another
 * site often may not use storage.
 */
export const ZShopReturn = z.object({
  family: z.enum(SHOP_FAMILIES).default('embed'),
  parentUrl: z
    .string()
    .max(2000)
    .url()
    .refine((url) => /^https?:\/\//i.test(url), 'Must be an http or https address')
    .nullish()
    .transform((value) => value ?? null),
  parentPageId: z
    .string()
    .max(200)
    .nullish()
    .transform((value) => value ?? null),
});
export type TShopReturn = z.infer<typeof ZShopReturn>;
export type TShopReturnInput = z.input<typeof ZShopReturn>;

/** POST /api/public/payments?orgId: turn the cart into an order and start its payment. */
export const ZPaymentRequest = z.object({
  consumer: ZConsumer,
  cartId: ZId,
  shopReturn: ZShopReturn.optional(),
  /** A gift voucher's code: it pays what it can of the order, the provider the rest (issue 14). */
  voucherCode: ZVoucherCodeText.optional(),
  /**
   * Ours: what the shop showed the code paying (minor units). Should the code pay less now (another
   * order used it meanwhile), the payment is refused rather than the visitor asked for more than
   * they saw; left out, the code pays what it can.
   */
  voucherPays: z.number().int().min(0).optional(),
  /**
   * Ours: the total the shop showed when the visitor confirmed (minor units). Should the order cost
   * more now (staff changed a fee meanwhile), it is refused, so nobody is charged or invoiced more
   * than they saw; left out, the order costs what it costs.
   */
  shownTotal: z.number().int().min(0).optional(),
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;
export type TPaymentRequestInput = z.input<typeof ZPaymentRequest>;

export const ZPaymentResponse = z.object({
  orderId: ZId,
  /** SPEC §3 order: orderNumber, currency, totalGrossAmount (minor units). */
  orderNumber: z.string(),
  currency: z.enum(CURRENCIES),
  totalGrossAmount: z.number().int().min(0),
  status: z.enum(ORDER_STATUSES),
  /** EanPayment for an Institution; otherwise paid online. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The provider's payment id (the mobilepay message carries it); null when nothing is paid online. */
  paymentId: z.string().nullable(),
  /** Where the visitor pays; null when nothing is paid online (an EAN invoice, a free order). */
  paymentUrl: z.string().nullable(),
});
export type TPaymentResponse = z.infer<typeof ZPaymentResponse>;

/** GET /api/public/orders/{orderId}?orgId: what the confirmation screen shows (thanks, ticket sent). */
export const ZPublicOrder = z.object({
  orderId: ZId,
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.enum(CURRENCIES),
  totalGrossAmount: z.number().int().min(0),
  /** What a gift voucher's code paid of the total (minor units); the rest was paid online. */
  voucherPaidAmount: z.number().int().min(0),
  /** Where the tickets were sent. */
  email: z.string(),
  /**
   * An institution's order on invoice: the EAN the invoice goes to and the reference it gave
   * (null when none), for the buyer to check; null for any other buyer.
   */
  invoice: z.object({ ean: z.string(), reference: z.string().nullable() }).nullable().default(null),
  ticketCount: z.number().int().min(0),
  /**
   * What the tickets are for, soonest first: each occurrence with its event's names (by language),
   * times and venue as they were sold, its tickets and what they cost together. An all-day one runs
   * 00:00–23:59 in its zone.
   */
  visits: z.array(
    z.object({
      eventNames: z.record(z.string(), z.string()),
      startsAt: z.string(),
      endsAt: z.string(),
      timeZone: z.string(),
      venueName: z.string().nullable(),
      tickets: z.number().int().min(1),
      grossAmount: z.number().int().min(0),
    }),
  ),
  /**
   * What else was bought, in the order's order: gift vouchers, donations, tours, memberships, each
   * with its name (by language) as sold, how many and the price of one. Tickets are the visits.
   */
  purchases: z.array(
    z.object({
      kind: z.enum(SALE_KINDS),
      names: z.record(z.string(), z.string()),
      /** A tour's offer bought ("Family (up to 5)"), in the order's language; null for the other kinds. */
      option: z.string().nullable(),
      quantity: z.number().int().min(1),
      unitGrossAmount: z.number().int().min(0),
    }),
  ),
  /** Digital tours bought (offers × quantity): their access links go out by mail, never on the page. */
  tourCount: z.number().int().min(0),
  /** The fees it was priced with (postage, EAN invoicing), each with what it added to the total. */
  fees: z.array(z.object({ category: z.enum(FEE_CATEGORIES), grossAmount: z.number().int().min(0) })),
  /** The buyer asked for it by post (it carries the Shipping fee). The address is not shown: this page opens by its link alone. */
  posted: z.boolean(),
  /** An Institution's (EAN) order the museum refused: Canceled, but no payment was ever asked for. */
  refusedByMuseum: z.boolean(),
  /** An order on invoice the museum completed (its tickets issued) and canceled afterwards: its tickets no longer work. */
  canceledByMuseum: z.boolean(),
  /** The provider declined the payment (the order then reads Canceled): the page says declined, not canceled. */
  paymentDeclined: z.boolean(),
  /** The buyer may go back to the cart and pay again (POST /api/public/orders/{orderId}/cart). */
  canReturnToCart: z.boolean(),
});
export type TPublicOrder = z.infer<typeof ZPublicOrder>;
export const ZOrderIdParams = z.object({ orderId: ZId });

/**
 * POST /api/public/orders/{orderId}/cart?orgId: back from a declined or abandoned payment. The
 * cart, open again, and the contact details the buyer gave, so the form is as they left it even
 * where the frame may keep nothing (blocked third-party storage). The order id is the buyer's
 * secret: random, and known only from their own return address.
 */
export const ZBackToCart = z.object({
  cart: ZCart,
  consumer: ZConsumer,
  /** The gift voucher code the attempt paid with (the buyer's own, typed for it), to offer again; null when none did. */
  voucherCode: z.string().nullable(),
});
export type TBackToCart = z.infer<typeof ZBackToCart>;
