import type { OrderMailKind as OrderMailKindOfContract } from '@foyer/contracts';
import { bigserial, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export interface MailPayload {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
  /** The order a mail is about, so the order's page lists it among its mails and history. */
  orderId?: string;
  orderMail?: OrderMailKind;
}

/** Mails about an order besides its confirmation; the order's page names them by this (ORDER_MAIL_KINDS). */
export type OrderMailKind = Exclude<OrderMailKindOfContract, 'order-confirmation'>;

/** The order's confirmation, composed (with its tickets' PDF) when it is delivered. */
export interface OrderConfirmationPayload {
  orderId: string;
  /** An order just placed in the shop: once the buyer's mail is out, staff are told (when "New order" is on). */
  newOrder?: boolean;
}

/** A webhook to deliver (the test payment provider's, standing for an external service); signed when sent. */
export interface WebhookPayload {
  provider: string;
  url: string;
  body: string;
}

/**
 * One order's tickets for a canceled event or date, to be refunded by the worker (a provider call
 * each). `scopeId` is the id staff canceled (an event's or a date's): its page counts them by it.
 */
export interface CanceledDateRefundPayload {
  orderId: string;
  /** As staff know it, so the page can name it without reading the order. */
  orderNumber: string;
  /** Paid at the museum (cash or otherwise): the money is handed back there, by staff. */
  atDesk: boolean;
  occurrenceIds: string[];
  scopeId: string;
  requestedBy: string;
}

/** An order placed in the shop that waits for staff's approval (EAN): staff are told, if "New order" is on. */
export interface NewOrderNoticePayload {
  orderId: string;
}

/**
 * A date moved while tickets for it were sold, whose buyers staff chose to tell: the worker mails
 * each order with tickets for it the time it had and the time it has when the mail goes.
 */
export interface DateMovedPayload {
  occurrenceId: string;
  /** The date's times before the move (instants, ISO), and whether it was all day. */
  from: { startsAt: string; endsAt: string; allDay: boolean };
  movedBy: string;
}

export type OutboxKind = 'mail' | 'order-confirmation' | 'webhook' | 'canceled-date-refund' | 'new-order-notice' | 'date-moved';
export type OutboxPayload =
  MailPayload | OrderConfirmationPayload | WebhookPayload | CanceledDateRefundPayload | NewOrderNoticePayload | DateMovedPayload;

export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orgId: uuid('org_id'),
  kind: text('kind').$type<OutboxKind>().notNull(),
  payload: jsonb('payload').$type<OutboxPayload>().notNull(),
  status: text('status').$type<'pending' | 'sending' | 'sent' | 'logged' | 'failed'>().notNull(),
  attempts: integer('attempts').notNull(),
  availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
