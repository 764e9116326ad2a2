import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SaleKind } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const carts = pgTable(
  'carts',
  {
    orgId: uuid('org_id').notNull(),
    cartId: uuid('cart_id').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<'Open' | 'Expired' | 'CheckedOut'>().notNull(),
    expiresAt: tz('expires_at'),
    /** Fee categories the visitor asked for (SPEC §7 `fee`); priced from the organisation's rules on every read. */
    requestedFees: text('requested_fees')
      .array()
      .$type<('Shipping' | 'EAN')[]>()
      .notNull()
      .default(sql`'{}'`),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.cartId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    orgId: uuid('org_id').notNull(),
    cartId: uuid('cart_id').notNull(),
    itemId: uuid('item_id').notNull(),
    kind: text('kind').$type<SaleKind>().notNull(),
    // An admission's (kind Event), whose tickets are its cart lines; the other kinds name what they sell.
    occurrenceId: uuid('occurrence_id'),
    schoolClassId: uuid('school_class_id'),
    position: integer('position').notNull(),
    sellableId: uuid('sellable_id'),
    offerId: text('offer_id'),
    quantity: integer('quantity'),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.itemId] })],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    orgId: uuid('org_id').notNull(),
    itemId: uuid('item_id').notNull(),
    ticketTypeId: uuid('ticket_type_id').notNull(),
    bucket: text('bucket').notNull(),
    quantity: integer('quantity').notNull(),
    holderNames: jsonb('holder_names').$type<(string | null)[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.itemId, t.ticketTypeId] })],
);
