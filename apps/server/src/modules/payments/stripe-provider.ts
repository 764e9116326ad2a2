import Stripe from 'stripe';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider.js';

export const STRIPE_PROVIDER = 'stripe';
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** One organisation's Stripe account, as it pasted the keys in (decrypted only to be used). */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
}

/** Checkout's own languages; any other lets Stripe pick by the browser. */
const CHECKOUT_LOCALES = new Set(['da', 'de', 'nl', 'en']);
/** MobilePay takes these currencies only; elsewhere Stripe would refuse the whole session. */
const MOBILEPAY_CURRENCIES = new Set(['dkk', 'eur', 'nok', 'sek']);
/**
 * Stripe's shortest session, counted from our holds' end, plus a minute for the clocks' skew.
 * Counted from the holds and not from now, a retried start (after a crash between Stripe's
 * answer and our commit) sends the parameters of the first and gets its session back; Stripe
 * refuses a key reused with other parameters. A start is only made while the holds last, so
 * the session always has Stripe's 30 minutes ahead. A payment after the holds lapsed is refunded.
 */
const SESSION_MINUTES_AFTER_HOLDS = 31;
/** A dispute the museum may still answer, or that the bank is still deciding; won, lost and warning_closed are over. */
const OPEN_DISPUTE_STATUSES = new Set<string>(['warning_needs_response', 'needs_response', 'warning_under_review', 'under_review']);
export const isOpenDispute = (status: string) => OPEN_DISPUTE_STATUSES.has(status);

/** `STRIPE_API_URL` points the SDK elsewhere (the tests' stand-in); unset, it talks to api.stripe.com. */
export function stripeClient(secretKey: string, apiUrl: string | null): Stripe {
  const target = apiUrl ? new URL(apiUrl) : null;
  return new Stripe(secretKey, {
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Stripe behind our provider interface, with Checkout Sessions: our payment id is the session's
 * (cs_…). Its state is always read back from Stripe — the session, then the payment intent's
 * refunds and disputes (open, or lost) — so a webhook only says "look again". Every call that changes
 * something carries an idempotency key derived from our own ids, so a retry never pays or
 * refunds twice.
 */
export function stripeProvider(keys: StripeKeys, apiUrl: string | null): PaymentProvider {
  const stripe = stripeClient(keys.secretKey, apiUrl);
  const intentOf = async (sessionId: string) => idOf((await stripe.checkout.sessions.retrieve(sessionId)).payment_intent);
  /**
   * Money gone back to the buyer: refunds (also pending ones) and disputes the museum lost; and
   * whether a dispute still waits for the museum's answer or the bank's decision.
   */
  const moneyBackOf = async (paymentIntent: string) => {
    let refunded = 0;
    let disputeOpen = false;
    for await (const refund of stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 })) {
      if (refund.status !== 'failed' && refund.status !== 'canceled') refunded += refund.amount;
    }
    for await (const dispute of stripe.disputes.list({ payment_intent: paymentIntent, limit: 100 })) {
      if (dispute.status === 'lost') refunded += dispute.amount;
      if (isOpenDispute(dispute.status)) disputeOpen = true;
    }
    return { refunded, disputeOpen };
  };

  return {
    name: STRIPE_PROVIDER,
    async createPayment(request) {
      const currency = request.currency.toLowerCase();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // The SDK's API version (2026-10-28) filters Stripe's eligible methods by this list.
          allowed_payment_method_types: MOBILEPAY_CURRENCIES.has(currency) ? ['card', 'mobilepay'] : ['card'],
          line_items: [
            { quantity: 1, price_data: { currency, unit_amount: request.amountMinor, product_data: { name: request.description } } },
          ],
          success_url: request.returnUrl,
          cancel_url: request.returnUrl,
          locale: (CHECKOUT_LOCALES.has(request.language) ? request.language : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
          client_reference_id: request.idempotencyKey,
          metadata: { orgId: request.orgId, orderId: request.idempotencyKey },
          payment_intent_data: { metadata: { orgId: request.orgId, orderId: request.idempotencyKey } },
          expires_at: Math.floor(request.holdsUntil.getTime() / 1000) + SESSION_MINUTES_AFTER_HOLDS * 60,
        },
        { idempotencyKey: `foyer-payment-${request.idempotencyKey}` },
      );
      if (!session.url) throw new Error(`Stripe gave session ${session.id} no page`);
      return { providerPaymentId: session.id, redirectUrl: session.url };
    },
    async getPayment(providerPaymentId) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(providerPaymentId);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const amountMinor = session.amount_total ?? 0;
      const paid = session.status === 'complete' && session.payment_status !== 'unpaid';
      if (!paid) {
        const state: ProviderPaymentState = session.status === 'expired' ? 'declined' : 'pending';
        return { state, amountMinor, refundedMinor: 0, disputeOpen: false };
      }
      const paymentIntent = idOf(session.payment_intent);
      const moneyBack = paymentIntent ? await moneyBackOf(paymentIntent) : { refunded: 0, disputeOpen: false };
      const refundedMinor = Math.min(moneyBack.refunded, amountMinor);
      const state = refundedMinor >= amountMinor && amountMinor > 0 ? 'refunded' : 'approved';
      return { state, amountMinor, refundedMinor, disputeOpen: moneyBack.disputeOpen };
    },
    async refund(providerPaymentId, amountMinor, idempotencyKey) {
      const paymentIntent = await intentOf(providerPaymentId);
      if (!paymentIntent) throw new Error(`Stripe session ${providerPaymentId} has not been paid`);
      // Without our refund's id, a key from what was refunded before: a retry of this very
      // refund repeats it, a later one is new.
      const key = idempotencyKey ?? `${providerPaymentId}-${amountMinor}-after-${(await moneyBackOf(paymentIntent)).refunded}`;
      await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: amountMinor, metadata: { foyerRefund: key } },
        { idempotencyKey: `foyer-refund-${key}` },
      );
    },
    /**
     * The SDK checks the signature (and its age, 5 minutes). Events about a charge, refund or
     * dispute name the payment intent, whose Checkout Session is our payment.
     */
    async verifyWebhook(headers, rawBody) {
      const signature = headers[STRIPE_SIGNATURE_HEADER];
      if (typeof signature !== 'string') return null;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, keys.webhookSecret);
      } catch {
        return null;
      }
      const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null };
      if (object.object === 'checkout.session' && object.id) return { eventId: event.id, providerPaymentId: object.id };
      const paymentIntent = idOf(object.payment_intent);
      if (!paymentIntent) return { eventId: event.id, providerPaymentId: null };
      const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
      return { eventId: event.id, providerPaymentId: sessions.data[0]?.id ?? null };
    },
  };
}
