import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { paymentWebhookEvents } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { PAYMENT_MESSAGES, REQUEST_MESSAGES } from '@foyer/contracts';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import type { PaymentBook } from './payment-book.js';
import { paymentProviderNamed } from './payment-providers.js';

/** Longer ids are refused (400) before they are stored. */
export const MAX_ID_LENGTH = 200;

/**
 * A provider's webhook: verified, stored by its event id (a duplicate changes nothing and says
 * so), then the payment's state is read again at the provider and applied. The body is never
 * trusted for the state, so webhooks may arrive in any order. Returns whether it was a duplicate.
 */
export async function receiveWebhook<P extends { orgId: string }>(
  ctx: AppContext,
  book: PaymentBook<P>,
  providerName: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  /** The organisation whose account sent it, for providers with a webhook address per organisation (Stripe). */
  orgId: string | null = null,
): Promise<boolean> {
  const provider = await paymentProviderNamed(ctx, providerName, orgId);
  if (!provider) throw notFound('Payment provider');
  const verified = await provider.verifyWebhook(headers, rawBody);
  if (!verified) throw new AppError('unauthenticated', REQUEST_MESSAGES.webhookSignature);
  // Ids are short at every provider; a huge one must not reach the key of the events table.
  const tooLong: Record<string, string> = {};
  if (verified.eventId.length > MAX_ID_LENGTH) tooLong.eventId = PAYMENT_MESSAGES.webhookFieldTooLong;
  if ((verified.providerPaymentId ?? '').length > MAX_ID_LENGTH) tooLong.paymentId = PAYMENT_MESSAGES.webhookFieldTooLong;
  if (Object.keys(tooLong).length > 0) throw invalid(tooLong);
  const { payment, fresh } = await inPlatformScope(ctx.db, async (tx) => {
    const stored = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: providerName, eventId: verified.eventId, payload: JSON.parse(rawBody) as object })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId });
    const payment = verified.providerPaymentId ? await book.findByProviderId(tx, providerName, verified.providerPaymentId) : undefined;
    // One organisation's account never speaks for another's payment.
    return { payment: orgId && payment?.orgId !== orgId ? undefined : payment, fresh: stored.length > 0 };
  });
  if (!fresh) return true;
  // A payment we never made (or of a deleted organisation): acknowledged, nothing to do.
  try {
    if (payment) await book.settle(ctx, payment);
  } catch (error) {
    // The provider could not be read: forget the event, so its redelivery is not a duplicate.
    await inPlatformScope(ctx.db, (tx) =>
      tx
        .delete(paymentWebhookEvents)
        .where(and(eq(paymentWebhookEvents.provider, providerName), eq(paymentWebhookEvents.eventId, verified.eventId))),
    );
    throw error;
  }
  return false;
}
