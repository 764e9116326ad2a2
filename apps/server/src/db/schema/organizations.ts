import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TCustomCss } from '@foyer/contracts';

export const organizations = pgTable('organizations', {
  orgId: uuid('org_id').primaryKey(),
  name: text('name').notNull(),
  features: jsonb('features').$type<{ payouts: boolean }>().notNull(),
  css: jsonb('css').$type<TCustomCss | null>(),
  targetOrigin: text('target_origin'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const venues = pgTable(
  'venues',
  {
    orgId: uuid('org_id').notNull(),
    venueId: uuid('venue_id').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    postCode: text('post_code'),
    city: text('city'),
    country: text('country'),
    timeZone: text('time_zone').notNull(),
    css: jsonb('css').$type<TCustomCss | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.venueId] })],
);

export const userTypes = pgTable(
  'user_types',
  {
    orgId: uuid('org_id').notNull(),
    userTypeId: uuid('user_type_id').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull(),
    guideType: text('guide_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userTypeId] })],
);

export const configurationItems = pgTable(
  'configuration_items',
  {
    orgId: uuid('org_id').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.name] })],
);

export interface StoredRoleGroup {
  roleGroupType: string;
  permissions: string[];
}

export const accessDefinitions = pgTable(
  'access_definitions',
  {
    orgId: uuid('org_id').notNull(),
    accessId: uuid('access_id').notNull(),
    name: text('name').notNull(),
    groups: jsonb('groups').$type<StoredRoleGroup[]>().notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.accessId] })],
);

export const userNotificationPreferences = pgTable(
  'user_notification_preferences',
  {
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    sms: boolean('sms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId, t.kind] })],
);

export const organizationNotificationSettings = pgTable(
  'organization_notification_settings',
  {
    orgId: uuid('org_id').notNull(),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull(),
    emailRecipients: uuid('email_recipients').array().notNull(),
    smsRecipients: uuid('sms_recipients').array().notNull(),
    message: text('message').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.kind] })],
);
