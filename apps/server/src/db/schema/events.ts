import { bigint, boolean, date, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { REFUND_POLICIES, TEventExperience, TEventSchedule, TLocalizedNames, TOccurrenceOverrides } from '@foyer/contracts';

const tz = (name: string) => timestamp(name, { withTimezone: true });

export const eventTypes = pgTable(
  'event_types',
  {
    orgId: uuid('org_id').notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
    name: text('name').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.eventTypeId] })],
);

export const events = pgTable(
  'events',
  {
    orgId: uuid('org_id').notNull(),
    eventId: uuid('event_id').notNull(),
    kind: text('kind').$type<'Single' | 'Recurring'>().notNull(),
    status: text('status').$type<'Draft' | 'Published' | 'Canceled'>().notNull(),
    publishAt: tz('publish_at'),
    visibility: text('visibility').notNull(),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    eventTypeId: uuid('event_type_id').notNull(),
    category: text('category'),
    languages: text('languages').array().notNull(),
    display: boolean('display').notNull(),
    venueId: uuid('venue_id'),
    onlineUrl: text('online_url'),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    experience: jsonb('experience').$type<TEventExperience>().notNull(),
    refundPolicy: text('refund_policy').$type<(typeof REFUND_POLICIES)[number]>().notNull(),
    defaultLanguage: text('default_language').notNull(),
    saleMode: text('sale_mode').$type<'POOL' | 'INDIVIDUAL'>().notNull(),
    poolCapacity: integer('pool_capacity'),
    schedule: jsonb('schedule').$type<TEventSchedule>().notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by'),
    /** Storage key of the main image (migration 0003). */
    imageFile: text('image_file'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.eventId] })],
);

export const occurrences = pgTable(
  'occurrences',
  {
    orgId: uuid('org_id').notNull(),
    occurrenceId: uuid('occurrence_id').notNull(),
    eventId: uuid('event_id').notNull(),
    startsAt: tz('starts_at').notNull(),
    endsAt: tz('ends_at').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** HH:mm, the time of the day it was planned at: which of a series' daily times it is (20261130T0500). */
    slotTime: text('slot_time'),
    /** Kept by a series edit that dropped its day or time, for what it sold or held (20261130T0900). */
    offSchedule: text('off_schedule').$type<'kept' | 'offSale'>(),
    allDay: boolean('all_day').notNull(),
    status: text('status').$type<'Published' | 'Canceled'>().notNull(),
    overrides: jsonb('overrides').$type<TOccurrenceOverrides>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.occurrenceId] })],
);

export const ticketTypes = pgTable(
  'ticket_types',
  {
    orgId: uuid('org_id').notNull(),
    ticketTypeId: uuid('ticket_type_id').notNull(),
    eventId: uuid('event_id').notNull(),
    names: jsonb('names').$type<TLocalizedNames>().notNull(),
    age: text('age').$type<'Adult' | 'Underage'>().notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    vatBasisPoints: integer('vat_basis_points').notNull(),
    salesChannel: text('sales_channel').$type<'ONLINE' | 'ONLINE_AND_DOOR'>().notNull(),
    quantity: integer('quantity'),
    requireMinimumQuantity: integer('require_minimum_quantity'),
    position: integer('position').notNull(),
    /** False: taken off sale, sold neither in the shop nor at the desk (20261201T0300). */
    onSale: boolean('on_sale').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.ticketTypeId] })],
);

export const POOL_BUCKET = 'pool';

export const inventoryBuckets = pgTable(
  'inventory_buckets',
  {
    orgId: uuid('org_id').notNull(),
    occurrenceId: uuid('occurrence_id').notNull(),
    bucket: text('bucket').notNull(),
    capacity: integer('capacity'),
    sold: integer('sold').notNull().default(0),
    soldOffline: integer('sold_offline').notNull().default(0),
    held: integer('held').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.occurrenceId, t.bucket] })],
);

export const guideAssignments = pgTable(
  'guide_assignments',
  {
    orgId: uuid('org_id').notNull(),
    assignmentId: uuid('assignment_id').notNull(),
    eventId: uuid('event_id').notNull(),
    occurrenceId: uuid('occurrence_id'),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.assignmentId] })],
);
