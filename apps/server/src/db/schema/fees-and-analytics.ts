import { boolean, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

// Mirrors migrations/0007_fees_and_analytics.sql.

export const fees = pgTable(
  'fees',
  {
    orgId: uuid('org_id').notNull(),
    category: text('category').$type<'Shipping' | 'EAN'>().notNull(),
    type: text('type').$type<'Percentage' | 'Fixed amount'>().notNull(),
    value: integer('value').notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull().default(2500),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.category] })],
);

export const analyticsIntegrations = pgTable(
  'analytics_integrations',
  {
    orgId: uuid('org_id').notNull(),
    analyticsIntegrationId: uuid('analytics_integration_id').notNull(),
    type: text('type').$type<'GoogleAnalytics' | 'FacebookPixel'>().notNull(),
    trackingId: text('tracking_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.analyticsIntegrationId] }),
    unique('analytics_integrations_tracking_unique').on(t.orgId, t.type, t.trackingId),
  ],
);
