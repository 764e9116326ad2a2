import { FIELD_MESSAGES } from '../common/errors.js';
import { z } from 'zod';
import { SALE_KINDS } from './sale-kinds.js';
import { VOUCHER_CODE_STATUSES } from '../vouchers/voucher-codes.js';
import { CURRENCIES, ZDate, ZId, ZLanguage, ZOptionalText } from '../common/primitives.js';
import { ZPageQuery, paged } from '../common/paging.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../shop/payments.js';
import { FEE_CATEGORIES, FEE_TYPES } from '../shop/cart.js';

/**
 * The orders list starts with the last 90 days and every order staff may need to see (issue 12):
 * SPEC §9's Charged and Refunded, and the Institutions' EAN orders, awaiting approval (Pending)
 * or invoiced (CheckoutCompleted).
 */
/** The mails about an order its page names: the confirmation, and the others the server sends about it. */
export const ORDER_MAIL_KINDS = [
  'order-confirmation',
  'order-refund',
  'order-refused',
  'order-late-payment',
  'order-awaiting-approval',
  'order-date-moved',
  'order-canceled',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

export const DEFAULT_ORDER_STATUSES = ['Pending', 'Charged', 'CheckoutCompleted', 'Refunded'] as const;
export const DEFAULT_ORDER_DAYS = 90;
export const ORDER_MESSAGES = { loadFailed: 'Error while loading orders' } as const;

/** `status=Charged,Refunded` or repeated `status=…`: the statuses to show. */
const ZStatusFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.enum(ORDER_STATUSES)).min(1, FIELD_MESSAGES.atLeastOneStatus));

/**
 * GET /api/orders: orders placed from `from` to `to` (local dates of the organisation, both
 * included), in the statuses asked for; `search` matches the order number, the buyer's email or
 * name. Without dates: the last 90 days.
 */
/**
 * Orders a buyer asked to get by post (they carry the Shipping fee): `toSend`, those paid or
 * invoiced that staff have not marked sent yet; `sent`, those they have.
 */
export const POST_FILTERS = ['toSend', 'sent'] as const;
export type PostFilter = (typeof POST_FILTERS)[number];

export const ZOrderListQuery = ZPageQuery.extend({
  from: ZDate.optional(),
  to: ZDate.optional(),
  status: ZStatusFilter.optional(),
  search: z.string().trim().max(200).optional(),
  post: z.enum(POST_FILTERS).optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, { path: ['to'], message: FIELD_MESSAGES.toBeforeFrom });
export type TOrderListQuery = z.infer<typeof ZOrderListQuery>;
export type TOrderListQueryInput = z.input<typeof ZOrderListQuery>;

/**
 * GET /api/orders/download?from&to[&status][&search][&post]: the orders placed in the range that the list
 * with the same filters shows; without a status, every one a customer finished checking out
 * (ALL_ORDER_STATUSES_FOR_DOWNLOAD).
 */
export const ZOrderDownloadQuery = z
  .object({
    from: ZDate,
    to: ZDate,
    status: ZStatusFilter.optional(),
    search: z.string().trim().max(200).optional(),
    post: z.enum(POST_FILTERS).optional(),
  })
  .refine((query) => query.from <= query.to, { path: ['to'], message: FIELD_MESSAGES.toBeforeFrom });
export type TOrderDownloadQuery = z.infer<typeof ZOrderDownloadQuery>;
/** The download has every order a customer finished checking out, paid or not yet; not the abandoned ones. */
export const ALL_ORDER_STATUSES_FOR_DOWNLOAD = [
  'Pending',
  'Charged',
  'CheckoutCompleted',
  'RefundRequested',
  'Refunded',
  'Canceled',
  'CouldNotLock',
] as const;
export const ORDERS_DOWNLOAD_MESSAGES = {
  park: 'The park organization reads its sales in the ticket reports',
  tooLong: 'Choose at most 366 days',
} as const;

export const ZOrderListItem = z.object({
  orderId: ZId,
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** Company or institution name when the buyer was not a private person. */
  companyName: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  totalGrossAmount: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The part of the total a gift voucher paid (the rest was paid by card, invoice, cash or otherwise). */
  voucherPaidAmount: z.number().int(),
  ticketCount: z.number().int(),
  /** What the order holds, per kind (in SALE_KINDS order): how many of each its lines sell. */
  contents: z.array(z.object({ kind: z.enum(SALE_KINDS), quantity: z.number().int() })),
  /**
   * The money given back so far (refunds done, minor units). Above 0 on an order that is not
   * Refunded, the order was partly refunded: its status stays Charged (SPEC §4), so this marks it.
   */
  refundedAmount: z.number().int(),
  /**
   * A refund the payment provider refused waits to be tried again (on the order's page): its
   * tickets are canceled, but the money has not gone back, whatever the status says.
   */
  refundFailed: z.boolean(),
  /** The buyer asked for the order by post (it carries the Shipping fee): staff send it to the address on the order. */
  posted: z.boolean(),
  /** When staff marked a posted order sent; null until then (and on an order not sent by post). */
  sentByPostAt: z.string().nullable(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;
export const ZOrderPage = paged(ZOrderListItem);
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const ZOrderIdPath = z.object({ orderId: ZId });
export const ZOrderRefundPath = z.object({ orderId: ZId, refundId: ZId });

/** GET /api/orders/{orderId}/tickets: the order's valid tickets as a PDF, in `language` (default: the order's). */
export const ZOrderTicketsQuery = z.object({ language: ZLanguage.optional() });
export type TOrderTicketsQuery = z.infer<typeof ZOrderTicketsQuery>;
export const ORDER_TICKETS_MESSAGES = {
  /** Not issued yet (unpaid), or every ticket refunded or canceled. */
  none: 'The order has no valid tickets to print',
  /** No gift voucher sold, or every code canceled. */
  noVouchers: 'The order has no valid gift vouchers to print',
} as const;

const ZAmounts = z.object({ net: z.number().int(), tax: z.number().int(), gross: z.number().int() });

/** SPEC §8-style texts of refunds and cancellations (ours where the spec has none). */
export const REFUND_MESSAGES = {
  notRefundable: 'Only a charged order can be refunded',
  policy: 'The refund policy does not allow a refund now',
  used: 'This ticket has been used',
  expired: 'This ticket has expired',
  canceled: 'This ticket is already canceled',
  notInOrder: 'Ticket not found in this order',
  nothingToRefund: 'There is nothing left to refund',
  providerFailed: 'Error while refunding the payment',
  notCancelable: 'Only an unpaid or invoiced order can be canceled',
  awaitingApproval: 'This order awaits approval: refuse it instead of canceling it',
  notResendable: 'Only a charged or invoiced order has tickets to send',
  notCanceled: 'Only a canceled event or date has its buyers refunded all at once; cancel it first',
  /** POST …/refunds/:refundId/retry on a refund that did not fail (made, or being tried right now). */
  notFailed: 'Only a refund the payment provider refused or never answered can be tried again',
  /** The provider's record of what was paid back fits neither "not refunded" nor "refunded": no guess with money. */
  providerMismatch:
    'The payment provider shows a different amount paid back than this order does. Check the payment with the provider before trying again.',
} as const;

/**
 * POST /api/events/:id/refund-buyers refunds every charged order's tickets for a canceled event
 * or date, one order at a time in the background; GET says how far it has come. An event's or a
 * date's id, as canceled.
 */
const ZOrderRef = z.object({ orderId: ZId, orderNumber: z.string() });

export const ZCanceledRefunds = z.object({
  /** Orders queued and not yet paid back. */
  waiting: z.number().int(),
  refunded: z.number().int(),
  /** Paid back some other way before their turn (staff refunded them, the buyer asked). */
  nothingLeft: z.number().int(),
  /** Not refunded: the provider refused, or the refund could not be made; the orders, newest first. */
  failed: z.array(ZOrderRef),
  /** Refunded orders paid at the museum (cash or otherwise): staff hand the money back there. */
  atDesk: z.array(ZOrderRef),
  /** Invoiced orders (EAN) with unused tickets for the dates: not refunded here; staff cancel them, or credit the invoice. */
  invoiced: z.array(ZOrderRef),
  /** Orders awaiting approval (EAN) for the dates: nothing was paid or issued; staff refuse them, which tells the buyer. */
  awaitingApproval: z.array(ZOrderRef),
  /**
   * Tickets for the dates in charged orders that nobody has used: what a request would refund. An
   * event's dates that have ended are left out (their visits happened); a date named by its own id
   * is counted even when it has passed.
   */
  validTickets: z.number().int(),
  /** The same tickets' orders. */
  validOrders: z.number().int(),
});
export type TCanceledRefunds = z.infer<typeof ZCanceledRefunds>;

/** POST and DELETE /api/orders/{orderId}/sentByPost: staff mark a posted order sent, or not sent after all. */
export const ORDER_POST_MESSAGES = {
  notPosted: 'This order is not sent by post',
  notSendable: 'Only a charged or invoiced order can be sent',
} as const;

/** POST /api/orders/{orderId}/approve and /refuse: an Institution's EAN order awaiting approval. */
export const EAN_APPROVAL_MESSAGES = {
  notAwaiting: 'Only an order awaiting approval can be approved or refused',
  eventEnded: 'The event has already ended, so this order can no longer be approved; refuse it instead',
  /** Approving would issue and invoice tickets for a date the museum canceled. */
  eventCanceled: 'The event or date is canceled, so this order can no longer be approved; refuse it instead',
} as const;

/**
 * POST /api/orders/{orderId}/refund: the tickets named (none: every ticket still valid), money
 * back through the provider and the places back on sale. `override` refunds against the event's
 * refund policy and refunds used or expired tickets (OrdersWrite).
 */
/**
 * POST /api/orders/{orderId}/refuse: staff's reason, optional, for the buyer (told by mail in the
 * words staff typed). No body at all is a refusal without one, as before there was a reason.
 */
export const REFUSAL_REASON_MAX = 500;
export const ZRefuseOrder = z
  .object({ reason: ZOptionalText(REFUSAL_REASON_MAX) })
  .nullish()
  .transform((body) => body ?? { reason: null });
export type TRefuseOrder = z.input<typeof ZRefuseOrder>;

export const ZRefundRequest = z.object({
  ticketIds: z.array(ZId).max(1000).optional(),
  override: z.boolean().default(false),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;
export type TRefundRequestInput = z.input<typeof ZRefundRequest>;

export const ZRefund = z.object({
  refundId: ZId,
  amount: z.number().int(),
  /**
   * A whole refund of an order that sold gift vouchers cancels what is left on their codes
   * (`codesCanceledAmount`, refunded within `amount`) and keeps what they had paid for since
   * (`codesUsedAmount`, not refunded). Both 0 otherwise.
   */
  codesUsedAmount: z.number().int(),
  codesCanceledAmount: z.number().int(),
  /** The part of `amount` that went back on the gift voucher code that paid the order (0 when none did). */
  voucherAmount: z.number().int(),
  ticketIds: z.array(ZId),
  override: z.boolean(),
  status: z.enum(['Requested', 'Refunded', 'Failed']),
  /**
   * Requested by staff ten minutes ago or more and never answered: the server stopped between
   * asking the provider and recording its answer. Staff may try it again, as a Failed one.
   */
  stalled: z.boolean(),
  /** eventCanceled: made because staff canceled the tickets' event or date (refund-buyers); null: for this order alone. */
  cause: z.enum(['eventCanceled']).nullable(),
  createdAt: z.string(),
});
export type TRefund = z.infer<typeof ZRefund>;

export const ZOrderDetail = ZOrderListItem.extend({
  language: z.string(),
  consumer: z.record(z.string(), z.unknown()),
  total: ZAmounts,
  lines: z.array(
    z.object({
      lineNo: z.number().int(),
      /** What the line sells; only Event lines name an occurrence, a time and a ticket type. */
      kind: z.enum(SALE_KINDS),
      occurrenceId: ZId.nullable(),
      /** The event's name, or the donation campaign's, voucher's or product's. */
      eventName: z.string(),
      /** The ticket type's name, or a product's offer; empty for the other kinds. */
      ticketName: z.string(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      timeZone: z.string().nullable(),
      venueName: z.string().nullable(),
      /** An admission: until when its event's refund policy refunds it without an override; null: never (or not an admission). */
      refundableUntil: z.string().nullable(),
      quantity: z.number().int(),
      unitGross: z.number().int(),
      vatBasisPoints: z.number().int(),
      totalGross: z.number().int(),
    }),
  ),
  fees: z.array(z.object({ category: z.enum(FEE_CATEGORIES), type: z.enum(FEE_TYPES), value: z.number().int(), total: ZAmounts })),
  tickets: z.array(
    z.object({
      ticketId: ZId,
      /** The code in the QR; staff see it to find a ticket a visitor reads out. */
      code: z.string(),
      lineNo: z.number().int(),
      status: z.enum(['NOT_ACTIVATED', 'ACTIVATED', 'EXPIRED', 'CANCELED']),
      visitState: z.enum(['NOT_VISITED', 'VISITED']),
      holderName: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      paymentId: ZId,
      provider: z.string(),
      status: z.enum(['Pending', 'Charged', 'Declined', 'Refunded']),
      amount: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
      /** Since when the buyer's dispute with their card issuer is open (staff answer it at the provider); null when none is. */
      disputeOpenedAt: z.string().nullable(),
    }),
  ),
  /** The mails about this order, newest first: its confirmations, refund mails and an EAN refusal (kind order-confirmation, order-refund, order-refused). */
  /** Its mails: `kind` one of ORDER_MAIL_KINDS, else the outbox's own ('mail', 'webhook'). */
  mails: z.array(
    z.object({ kind: z.string(), status: z.string(), attempts: z.number().int(), createdAt: z.string(), sentAt: z.string().nullable() }),
  ),
  /** What happened to the order, oldest first: placed, charged, canceled, mails sent. */
  /** `note`: words staff gave with the step (a refusal's reason), shown as they typed them. */
  history: z.array(z.object({ at: z.string(), event: z.string(), note: z.string().optional() })),
  /** Refunds made, oldest first. */
  refunds: z.array(ZRefund),
  /**
   * The gift voucher code that paid `voucherPaidAmount` (as stored), whether it is still usable and
   * what is on it now; null when no code paid. A refund's voucher part goes back on it.
   */
  paidWithCode: z
    .object({
      code: z.string(),
      status: z.enum(VOUCHER_CODE_STATUSES),
      balanceMinor: z.number().int(),
      /** When it stops paying (null: never); money refunded onto it after that cannot be spent. */
      expiresAt: z.string().nullable(),
    })
    .nullable(),
  /** The gift voucher codes the order bought, one per voucher. */
  voucherCodes: z.array(
    z.object({
      codeId: ZId,
      code: z.string(),
      voucherId: ZId,
      lineNo: z.number().int(),
      valueMinor: z.number().int(),
      balanceMinor: z.number().int(),
      expiresAt: z.string().nullable(),
      status: z.enum(VOUCHER_CODE_STATUSES),
      recipientName: z.string().nullable(),
    }),
  ),
  /** A digital tour's access codes, one per tour bought, for staff to read to a visitor who lost the mail. */
  tourAccesses: z.array(z.object({ accessId: ZId, code: z.string(), lineNo: z.number().int(), status: z.enum(['Active', 'Canceled']) })),
  chargedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;
