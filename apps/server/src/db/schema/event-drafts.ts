import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const eventWizardDrafts = pgTable(
  'event_wizard_drafts',
  {
    orgId: uuid('org_id').notNull(),
    userId: uuid('user_id').notNull(),
    step: text('step').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] })],
);
