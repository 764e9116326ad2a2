import { date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, TLocalizedNames, TLocalizedTexts, VoucherStatus } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Gift voucher definitions (migration …_vouchers). */
export const vouchers = pgTable(
  'vouchers',
  {
    orgId: uuid('org_id').notNull(),
    voucherId: uuid('voucher_id').notNull(),
    status: text('status').$type<VoucherStatus>().notNull(),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedTexts>().notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    value: integer('value').notNull(),
    validForMonths: integer('valid_for_months').notNull(),
    venueId: uuid('venue_id'),
    saleStartsOn: date('sale_starts_on', { mode: 'string' }),
    saleEndsOn: date('sale_ends_on', { mode: 'string' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.voucherId] })],
);
