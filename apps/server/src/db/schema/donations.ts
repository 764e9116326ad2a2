import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DonationStatus, Language, TLocalizedNames, TLocalizedTexts } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Donation campaigns (migration 20261125T0907). */
export const donations = pgTable(
  'donations',
  {
    orgId: uuid('org_id').notNull(),
    donationId: uuid('donation_id').notNull(),
    status: text('status').$type<DonationStatus>().notNull(),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    descriptions: jsonb('descriptions').$type<TLocalizedTexts>().notNull(),
    defaultLanguage: text('default_language').$type<Language>().notNull(),
    suggestedAmounts: integer('suggested_amounts').array().notNull(),
    customAmountAllowed: boolean('custom_amount_allowed').notNull(),
    minimumAmount: integer('minimum_amount').notNull(),
    venueId: uuid('venue_id'),
    /** Storage key of the image, as events keep theirs. */
    imageFile: text('image_file'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.donationId] })],
);
