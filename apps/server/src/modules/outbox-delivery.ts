import type { AppContext } from '../context.js';
import type {
  CanceledDateRefundPayload,
  DateMovedPayload,
  MailPayload,
  NewOrderNoticePayload,
  OrderConfirmationPayload,
  WebhookPayload,
} from '../db/schema/index.js';
import { composeOrderConfirmation, queueDateMovedMails, queueNewOrderNotices } from './orders/index.js';
import { saleSettingsOf } from './organization-settings/index.js';
import { refundCanceledDateOrder } from './orders-admin/index.js';
import { type DeliveryOutcome, type OutboxRow } from './outbox/index.js';
import { SIGNATURE_HEADER, signWebhook, testProviderSecret } from './payments/index.js';

/** How a webhook reaches its URL: fetch, or (in the API tests) the app itself. */
export type WebhookPoster = (url: string, init: { body: string; headers: Record<string, string> }) => Promise<{ status: number }>;

export const fetchPoster: WebhookPoster = async (url, init) => {
  const response = await fetch(url, { method: 'POST', body: init.body, headers: init.headers, signal: AbortSignal.timeout(10_000) });
  return { status: response.status };
};

/** Delivers one outbox row by its kind; a throw leaves it for a later attempt. */
export const outboxDelivery =
  (ctx: Omit<AppContext, 'wakeOutbox'>, post: WebhookPoster) =>
  async (row: OutboxRow): Promise<DeliveryOutcome> => {
    if (row.kind === 'mail') return ctx.mail.deliver(row.payload as MailPayload);
    if (row.kind === 'canceled-date-refund') return refundCanceledDateOrder(ctx, row.orgId!, row.payload as CanceledDateRefundPayload);
    if (row.kind === 'date-moved') return queueDateMovedMails(ctx, row.orgId!, row.payload as DateMovedPayload);
    if (row.kind === 'order-confirmation') {
      const { orderId, newOrder } = row.payload as OrderConfirmationPayload;
      const mail = await composeOrderConfirmation(ctx, row.orgId!, orderId);
      const outcome = mail ? await ctx.mail.deliver(mail) : 'logged';
      // Staff hear of it after the buyer's mail is out, so a retry of that mail queues no second notice.
      // Whether the notice is on is kept with the sale settings: most organisations never pay a read for it.
      if (newOrder && (await saleSettingsOf(ctx, null, row.orgId!))?.newOrderNotice) await queueNewOrderNotices(ctx, row.orgId!, orderId);
      return outcome;
    }
    if (row.kind === 'new-order-notice') {
      const { orderId } = row.payload as NewOrderNoticePayload;
      if (!(await saleSettingsOf(ctx, null, row.orgId!))?.newOrderNotice) return 'logged';
      return (await queueNewOrderNotices(ctx, row.orgId!, orderId)) > 0 ? 'sent' : 'logged';
    }
    const webhook = row.payload as WebhookPayload;
    // Signed at delivery, so a retry an hour later still carries a fresh signature.
    const signature = signWebhook(testProviderSecret(ctx.config), webhook.body);
    const answer = await post(webhook.url, {
      body: webhook.body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    });
    if (answer.status >= 300) throw new Error(`webhook answered ${answer.status}`);
    return 'sent';
  };
