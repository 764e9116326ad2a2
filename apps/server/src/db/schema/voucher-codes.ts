import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'number' });

export type VoucherCodeStatus = 'Active' | 'Canceled';
export type VoucherRedemptionStatus = 'Held' | 'Spent' | 'Released';

/** 20261125T0955_voucher_codes: a gift voucher sold, and what it has paid. */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    orgId: uuid('org_id').notNull(),
    codeId: uuid('code_id').notNull(),
    code: text('code').notNull(),
    voucherId: uuid('voucher_id').notNull(),
    orderId: uuid('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    valueMinor: minor('value_minor').notNull(),
    balanceMinor: minor('balance_minor').notNull(),
    currency: text('currency').notNull(),
    expiresAt: tz('expires_at'),
    status: text('status').$type<VoucherCodeStatus>().notNull().default('Active'),
    recipientName: text('recipient_name'),
    message: text('message'),
    createdAt: tz('created_at').notNull().defaultNow(),
    canceledAt: tz('canceled_at'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.codeId] })],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    orgId: uuid('org_id').notNull(),
    redemptionId: uuid('redemption_id').notNull(),
    codeId: uuid('code_id').notNull(),
    orderId: uuid('order_id').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    status: text('status').$type<VoucherRedemptionStatus>().notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    settledAt: tz('settled_at'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.redemptionId] })],
);
