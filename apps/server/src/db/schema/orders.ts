import { sql } from 'drizzle-orm';
import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { REFUND_POLICIES, SaleKind, TLocalizedNames } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

/** Pending: an Institution's EAN order awaiting the museum's approval, its places held (0013). */
export type OrderStatus =
  | 'Created'
  | 'Pending'
  | 'Payment pending'
  | 'Charged'
  | 'CheckoutCompleted'
  | 'Canceled'
  | 'CouldNotLock'
  | 'Refunded'
  | 'RefundRequested';

export interface OrderFee {
  category: 'Shipping' | 'EAN';
  type: 'Percentage' | 'Fixed amount';
  value: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  /** Its VAT rate; absent on orders placed before 2026-12-02 (worked back from the amounts then). */
  vatBasisPoints?: number;
}

export const orders = pgTable(
  'orders',
  {
    orgId: uuid('org_id').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNumber: minor('order_number')
      .notNull()
      .default(sql`nextval('order_numbers')`),
    cartId: uuid('cart_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    holding: boolean('holding').notNull(),
    holdExpiresAt: tz('hold_expires_at').notNull(),
    currency: text('currency').notNull(),
    totalNetMinor: minor('total_net_minor').notNull(),
    totalTaxMinor: minor('total_tax_minor').notNull(),
    totalGrossMinor: minor('total_gross_minor').notNull(),
    consumer: jsonb('consumer').$type<Record<string, unknown>>().notNull(),
    /** The fees the order was priced with, gross included in the totals. */
    fees: jsonb('fees').$type<OrderFee[]>().notNull().default([]),
    /** Card through the provider, or EanPayment: an Institution invoiced by EAN. */
    paymentMethod: text('payment_method').$type<'Card' | 'EanPayment' | 'CashPayment' | 'PayedOtherwise'>().notNull().default('Card'),
    /** Sold in the web shop, at the desk, or printed ahead as offline tickets (counted in sold_offline). */
    channel: text('channel').$type<'online' | 'door' | 'offline'>().notNull().default('online'),
    /** The part of the total a gift voucher pays (20261125T0955); the provider is asked for the rest. */
    voucherPaidMinor: minor('voucher_paid_minor').notNull().default(0),
    /** Where the shop was when the buyer left to pay: family, parentUrl, parentPageId. */
    shopReturn: jsonb('shop_return')
      .$type<{ family?: string; parentUrl?: string | null; parentPageId?: string | null }>()
      .notNull()
      .default({}),
    language: text('language').notNull(),
    /** The buyer's address lower-cased, kept by PostgreSQL: the search by a whole address (20261125T0655). */
    buyerEmail: text('buyer_email').generatedAlwaysAs(sql`lower(consumer->>'email')`),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    chargedAt: tz('charged_at'),
    /** When and by whom staff approved or refused an EAN order (0013). */
    approvalDecidedAt: tz('approval_decided_at'),
    approvalDecidedBy: uuid('approval_decided_by'),
    /** What they decided (20261202T0700): an approved order may be canceled later, and is not refused for it. */
    approvalOutcome: text('approval_outcome').$type<'approved' | 'refused'>(),
    /** What staff told the buyer when they refused it (optional, migration 20261202T1000). */
    refusalReason: text('refusal_reason'),
    /** When and by whom staff marked a posted order sent (20261130T0800). */
    sentByPostAt: tz('sent_by_post_at'),
    sentByPostBy: uuid('sent_by_post_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.orderId] })],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orgId: uuid('org_id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    kind: text('kind').$type<SaleKind>().notNull(),
    // An admission's (kind Event); null on the other kinds (20261125T0915_sale_kinds).
    occurrenceId: uuid('occurrence_id'),
    ticketTypeId: uuid('ticket_type_id'),
    bucket: text('bucket'),
    quantity: integer('quantity').notNull(),
    unitNetMinor: minor('unit_net_minor').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    unitGrossMinor: minor('unit_gross_minor').notNull(),
    eventNames: jsonb('event_names').$type<TLocalizedNames>(),
    ticketNames: jsonb('ticket_names').$type<TLocalizedNames>(),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    timeZone: text('time_zone'),
    venueName: text('venue_name'),
    /** The event's refund policy when the line was sold (20261130T2100); the event's may change since. */
    refundPolicy: text('refund_policy').$type<(typeof REFUND_POLICIES)[number]>(),
    holderNames: jsonb('holder_names').$type<(string | null)[]>().notNull(),
    // The other kinds': the donation campaign, voucher or product sold, and its names then.
    sellableId: uuid('sellable_id'),
    offerId: text('offer_id'),
    sellableNames: jsonb('sellable_names').$type<TLocalizedNames>(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.orderId, t.lineNo] })],
);

export const payments = pgTable(
  'payments',
  {
    orgId: uuid('org_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    orderId: uuid('order_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: text('status').$type<'Pending' | 'Charged' | 'Declined' | 'Refunded'>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The provider's page for the buyer, answered again to a retried payment start (0014). */
    paymentUrl: text('payment_url'),
    /** While the buyer's dispute with their card issuer is open (0016); null otherwise. */
    disputeOpenedAt: tz('dispute_opened_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.paymentId] })],
);

export const tickets = pgTable(
  'tickets',
  {
    orgId: uuid('org_id').notNull(),
    ticketId: uuid('ticket_id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    occurrenceId: uuid('occurrence_id').notNull(),
    ticketTypeId: uuid('ticket_type_id').notNull(),
    code: text('code').notNull(),
    status: text('status').$type<'NOT_ACTIVATED' | 'ACTIVATED' | 'EXPIRED' | 'CANCELED'>().notNull(),
    visitState: text('visit_state').$type<'NOT_VISITED' | 'VISITED'>().notNull(),
    holderName: text('holder_name'),
    createdAt: tz('created_at').notNull().defaultNow(),
    activatedAt: tz('activated_at'),
    activationVenueId: uuid('activation_venue_id'),
    /** The staff member who let the ticket in (20261125T0015). */
    activatedBy: uuid('activated_by'),
    /** Let in before its day by that staff member's override (issue 12, defect 8). */
    activatedBeforeItsDay: boolean('activated_before_its_day').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.ticketId] })],
);

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: tz('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const testProviderPayments = pgTable('test_provider_payments', {
  providerPaymentId: text('provider_payment_id').primaryKey(),
  amountMinor: minor('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  state: text('state').$type<'pending' | 'approved' | 'declined' | 'refunded'>().notNull(),
  refundedMinor: minor('refunded_minor').notNull(),
  /** One payment per key (our order id), as a real provider's idempotency keys (0014). */
  idempotencyKey: text('idempotency_key').unique(),
  /** The merchant: the organisation collecting the money. */
  orgId: uuid('org_id'),
  /** Refunds made, by idempotency key: a retried refund is made once (0015). */
  refundKeys: text('refund_keys').array().notNull().default([]),
  /** Refunds still to refuse, as a closed card's would be (ticked on the test page; 20261201T0400). */
  refundsToRefuse: integer('refunds_to_refuse').notNull().default(0),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

// Mirrors migrations/0009_refunds.sql.
/** Why a refund was made, when the museum's cancelation made it rather than a choice for the order. */
export type RefundCause = 'eventCanceled';

export const refunds = pgTable(
  'refunds',
  {
    orgId: uuid('org_id').notNull(),
    refundId: uuid('refund_id').notNull(),
    orderId: uuid('order_id').notNull(),
    paymentId: uuid('payment_id'),
    amountMinor: minor('amount_minor').notNull(),
    /** The part of the amount credited back to the gift voucher(s) that paid the order (20261125T0955). */
    voucherMinor: minor('voucher_minor').notNull().default(0),
    /**
     * A whole refund of an order that sold gift vouchers: what its codes had paid for since, kept
     * (not in the amount) (20261125T1220).
     */
    codesUsedMinor: minor('codes_used_minor').notNull().default(0),
    /** And what was left on them, canceled with this refund. */
    codesCanceledMinor: minor('codes_canceled_minor').notNull().default(0),
    ticketIds: uuid('ticket_ids').array().notNull(),
    override: boolean('override').notNull().default(false),
    status: text('status').$type<'Requested' | 'Refunded' | 'Failed'>().notNull(),
    requestedBy: uuid('requested_by'),
    lastError: text('last_error'),
    /** Why, where it was not a choice made for this order: its event or date was canceled (20261201T0000). */
    cause: text('cause').$type<RefundCause>(),
    /** Asked of the provider so many times: each try after the first under its own key (20261201T0400). */
    attempts: integer('attempts').notNull().default(1),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.refundId] })],
);

// Mirrors migrations/0016_payment_disputes.sql: each time a payment's dispute opened or closed, once.
export const paymentDisputeChanges = pgTable(
  'payment_dispute_changes',
  {
    orgId: uuid('org_id').notNull(),
    changeId: uuid('change_id').notNull(),
    paymentId: uuid('payment_id').notNull(),
    change: text('change').$type<'opened' | 'closed'>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.changeId] })],
);

// Mirrors migrations/20261130T1600_order_post_changes.sql: each time staff marked a posted order
// sent or took the mark back (the order's columns keep only where it stands).
export const orderPostChanges = pgTable(
  'order_post_changes',
  {
    orgId: uuid('org_id').notNull(),
    changeId: uuid('change_id').notNull(),
    orderId: uuid('order_id').notNull(),
    change: text('change').$type<'sent' | 'unsent'>().notNull(),
    changedBy: uuid('changed_by'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.changeId] })],
);

// Mirrors migrations/20261127T0525_order_day_counts.sql: the orders of a museum per local day and
// status (the orders list's "of total"), and the changes the trigger on orders appends until the
// orders sweep adds them in. Read in SQL; named here so the one-writer test sees their writers.
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    orgId: uuid('org_id').notNull(),
    day: date('day').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    orders: bigint('orders', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.status] })],
);

export const orderDayCountChanges = pgTable(
  'order_day_count_changes',
  {
    orgId: uuid('org_id').notNull(),
    changeId: bigint('change_id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    leftStatus: text('left_status').$type<OrderStatus>(),
    enteredStatus: text('entered_status').$type<OrderStatus>(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.changeId] })],
);
