import { bigserial, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orgId: uuid('org_id'),
  kind: text('kind').$type<'mail'>().notNull(),
  payload: jsonb('payload').$type<MailPayload>().notNull(),
  status: text('status').$type<'pending' | 'sending' | 'sent' | 'logged' | 'failed'>().notNull(),
  attempts: integer('attempts').notNull(),
  availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
