import { and, asc, eq, sql } from 'drizzle-orm';
import { builtOnce, type Slots } from '../../db/built-once.js';
import { queryRows, type Tx } from '../../db/client.js';
import {
  outbox,
  type CanceledDateRefundPayload,
  type DateMovedPayload,
  type MailPayload,
  type WebhookPayload,
} from '../../db/schema/index.js';

export type OutboxRow = typeof outbox.$inferSelect;

/** How a delivery ended: sent, logged (nothing to send, or mail without SMTP), or failed for good (not retried). */
export type DeliveryOutcome = 'sent' | 'logged' | 'failed';

/** A row due now, built once (db/built-once.ts): every sale writes one or two. */
const enqueue = builtOnce((tx, slot: Slots<Pick<OutboxRow, 'orgId' | 'kind' | 'payload'>>) =>
  tx.insert(outbox).values({
    orgId: slot('orgId'),
    kind: slot('kind'),
    payload: slot('payload'),
    status: 'pending',
    attempts: 0,
    availableAt: sql`now()`,
    createdAt: sql`now()`,
  }),
);

export const outboxRepository = {
  /** Written in the caller's transaction: the mail exists exactly when the change does. */
  async enqueueMail(tx: Tx, orgId: string | null, mail: MailPayload) {
    await enqueue(tx, { orgId, kind: 'mail', payload: mail });
  },

  async enqueueWebhook(tx: Tx, webhook: WebhookPayload) {
    await enqueue(tx, { orgId: null, kind: 'webhook', payload: webhook });
  },

  /** The confirmation is composed when it is sent (with the tickets' PDF), so the row stays small. */
  async enqueueOrderConfirmation(tx: Tx, orgId: string, orderId: string, newOrder: boolean) {
    await enqueue(tx, { orgId, kind: 'order-confirmation', payload: newOrder ? { orderId, newOrder } : { orderId } });
  },

  async enqueueNewOrderNotice(tx: Tx, orgId: string, orderId: string) {
    await enqueue(tx, { orgId, kind: 'new-order-notice', payload: { orderId } });
  },

  /**
   * Claims due rows; `skip locked` lets several workers share the queue without waiting. A canceled
   * date's refunds (a provider call each, hundreds at once) are claimed `slowLimit` at a time and
   * handed over after everything else, so a buyer's confirmation queued behind them waits for a
   * few of those calls, not all of them.
   */
  async claimDue(tx: Tx, limit: number, slowLimit = 2): Promise<OutboxRow[]> {
    const claimed = await queryRows<{ id: number | string }>(
      tx,
      sql`
      update outbox set status = 'sending', attempts = attempts + 1, locked_until = now() + interval '2 minutes'
      where id in (
        select id from outbox
        where ((status = 'pending' and available_at <= now()) or (status = 'sending' and locked_until < now()))
          and kind <> 'canceled-date-refund'
        order by id limit ${limit} for update skip locked)
      or id in (
        select id from outbox
        where ((status = 'pending' and available_at <= now()) or (status = 'sending' and locked_until < now()))
          and kind = 'canceled-date-refund'
        order by id limit ${slowLimit} for update skip locked)
      returning id`,
    );
    const ids = claimed.map((row) => Number(row.id));
    if (ids.length === 0) return [];
    return tx
      .select()
      .from(outbox)
      .where(sql`${outbox.id} in ${ids}`)
      .orderBy(sql`${outbox.kind} = 'canceled-date-refund'`, asc(outbox.id));
  },

  async markDelivered(tx: Tx, id: number, status: DeliveryOutcome) {
    await tx.execute(sql`update outbox set status = ${status}, sent_at = now(), locked_until = null, last_error = null where id = ${id}`);
  },

  /** Backs off exponentially; gives up after `maxAttempts`. */
  async markFailed(tx: Tx, id: number, error: string, maxAttempts: number) {
    await tx.execute(sql`
      update outbox set
        status = case when attempts >= ${maxAttempts} then 'failed' else 'pending' end,
        available_at = now() + make_interval(secs => least(3600, power(2, attempts) * 5)),
        locked_until = null, last_error = ${error.slice(0, 1000)}
      where id = ${id}`);
  },

  async enqueueCanceledDateRefund(tx: Tx, orgId: string, payload: CanceledDateRefundPayload) {
    await enqueue(tx, { orgId, kind: 'canceled-date-refund', payload });
  },

  async enqueueDateMoved(tx: Tx, orgId: string, payload: DateMovedPayload) {
    await enqueue(tx, { orgId, kind: 'date-moved', payload });
  },

  /** The refunds queued for a canceled event or date, by the id it was canceled by. */
  async canceledDateRefunds(tx: Tx, orgId: string, scopeId: string) {
    return tx
      .select({ id: outbox.id, payload: outbox.payload, status: outbox.status, createdAt: outbox.createdAt })
      .from(outbox)
      .where(and(eq(outbox.orgId, orgId), sql`${outbox.kind} = 'canceled-date-refund'`, sql`${outbox.payload}->>'scopeId' = ${scopeId}`))
      .orderBy(asc(outbox.id));
  },

  /**
   * The mails about an order, oldest first: its confirmations, and the mails that name it (refund,
   * refusal). The kinds are those of the index outbox_order_mails, so it serves the read.
   */
  async mailsOfOrder(tx: Tx, orgId: string, orderId: string) {
    return tx
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.orgId, orgId),
          // Written out, not bound, so the planner matches the index's own predicate even in a generic plan.
          sql`${outbox.kind} in ('order-confirmation', 'mail')`,
          sql`${outbox.payload}->>'orderId' = ${orderId}`,
        ),
      )
      .orderBy(asc(outbox.createdAt), asc(outbox.id));
  },

  async listRecent(tx: Tx, limit: number) {
    return tx
      .select()
      .from(outbox)
      .orderBy(sql`${outbox.id} desc`)
      .limit(limit);
  },
};
