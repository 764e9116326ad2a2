import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { anonymous, shopper, type ApiClient } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { wrapPaymentProviderForTests } from './payment-providers.js';

/**
 * A museum connects its Stripe account and sells through it, against the local stand-in (issue
 * 10): paid, refunded from /orders, refunded in Stripe's dashboard, a dispute lost, and webhooks
 * duplicated and reordered — each with the right end state and no double effect.
 */
describe('checkout through Stripe', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  let orgAdmin: Awaited<ReturnType<typeof signedInUser>>;
  const keys = { secretKey: 'sk_test_51StandInKey0abcd', webhookSecret: 'whsec_StandInSecret1234wxyz' };

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // Stripe's webhooks reach the app as over HTTP, without a network.
    standIn = await startStripeStandIn({
      // Raw app.inject on purpose: Stripe's own request, its headers and signed bytes exactly as the stand-in sends them.
      deliver: async (url, headers, body) =>
        (await t.app.inject({ method: 'POST', url: url.slice(t.config.publicUrl.length), headers, payload: body })).statusCode,
    });
    t = await createTestApp({ smtpUrl: smtp.url, stripeApiUrl: standIn.apiUrl, secretsKey: randomBytes(32) });
    museum = await shopFixture(t, 20);
    orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
    await smtp.close();
  });

  const stripeSettings = (payload?: object, who: ApiClient = orgAdmin, orgId = museum.orgId) => {
    const url = `/api/organizations/${orgId}/payment-settings/stripe`;
    return payload ? who.put(url, payload) : who.get(url);
  };
  const chooseProvider = (provider: string) => orgAdmin.put(`/api/organizations/${museum.orgId}/payment-settings`, { provider });

  it('an organisation admin pastes the keys; they are stored sealed and never shown, only their last four characters', async () => {
    const webhookUrl = `http://foyer.test/api/payments/webhooks/stripe/${museum.orgId}`;
    expect((await stripeSettings()).json).toEqual({ secretKeyLast4: null, webhookSecretLast4: null, webhookUrl });
    const early = await chooseProvider('stripe');
    expect(early.status).toBe(400);
    expect(early.json.error.fields).toEqual({ provider: 'Stripe needs the secret key and the webhook signing secret first' });

    const bad = await stripeSettings({ secretKey: 'pk_test_123456789', webhookSecret: 'secret' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['secretKey', 'webhookSecret']);
    expect((await stripeSettings(keys, museum.admin)).status).toBe(403);
    const stranger = await signedInUser(t, ['OrganizationAdmin']);
    expect((await stripeSettings(keys, stranger)).status).toBe(404);
    expect((await anonymous(t).get(`/api/organizations/${museum.orgId}/payment-settings/stripe`)).status).toBe(401);

    const saved = await stripeSettings(keys);
    expect(saved.status, saved.body).toBe(200);
    expect(saved.json).toEqual({ secretKeyLast4: 'abcd', webhookSecretLast4: 'wxyz', webhookUrl });
    expect(saved.body).not.toContain('StandIn');
    const [row] = await inTenant(t.ctx.db, museum.orgId, (tx) =>
      queryRows<Record<string, string>>(
        tx,
        sql`select stripe_secret_key, stripe_webhook_secret from payment_settings where org_id = ${museum.orgId}`,
      ),
    );
    expect(JSON.stringify(row)).not.toContain('StandIn');

    const chosen = await chooseProvider('stripe');
    expect(chosen.status, chosen.body).toBe(200);
    expect(chosen.json).toEqual({ provider: 'stripe', testMode: true });
    const shop = await anonymous(t).get(`/api/public/organizations/${museum.orgId}/payments`);
    expect(shop.json).toMatchObject({ takesPayments: true });
    standIn.account(keys.secretKey, { url: webhookUrl, secret: keys.webhookSecret });
  });

  /** A buyer checks out `adults` tickets (125.00 each); returns the order and the Checkout Session. */
  async function checkout(adults: number, email: string) {
    const { orderId, paymentId, paymentUrl } = await museum.checkout(adults, email, 'da');
    expect(paymentUrl).toBe(`https://checkout.stripe.com/c/pay/${paymentId}`);
    return { orderId: orderId as string, sessionId: paymentId as string };
  }
  const endState = async (orderId: string) => {
    const order = (await museum.admin.get(`/api/orders/${orderId}`)).json;
    return {
      status: order.status,
      tickets: order.tickets.map((ticket: { status: string }) => ticket.status),
      refunds: order.refunds.map((refund: { amount: number; status: string }) => ({ amount: refund.amount, status: refund.status })),
      payment: order.payments[0].status,
    };
  };
  // The buyer checked out in Danish, so the mail is Danish.
  const refundMails = (email: string) => smtp.mailsTo(email).filter((mail) => /^Subject: Din refusion fra/m.test(mail.raw));

  it('is paid, refunded from /orders in part, refunded in Stripe for the rest, and a resent event changes nothing', async () => {
    const sold = (await museum.held(museum.concert.occurrenceId)).sold;
    const { orderId, sessionId } = await checkout(2, 'paid@stripe.test');
    const session = standIn.session(keys.secretKey, sessionId);
    expect(session).toMatchObject({
      amount_total: 25_000,
      currency: 'dkk',
      locale: 'da',
      allowed_payment_method_types: ['card', 'mobilepay'],
      metadata: { orderId, orgId: museum.orgId },
    });

    const paid = await standIn.pay(keys.secretKey, sessionId);
    expect(standIn.delivered().at(-1)).toEqual({ eventId: paid.id, status: 200 });
    expect(await endState(orderId)).toEqual({
      status: 'Charged',
      tickets: ['NOT_ACTIVATED', 'NOT_ACTIVATED'],
      refunds: [],
      payment: 'Charged',
    });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: sold + 2, held: 0 });

    // Staff refund one ticket; Stripe reports that refund by webhook before its answer comes back.
    const order = (await museum.admin.get(`/api/orders/${orderId}`)).json;
    const refunded = await museum.admin.post(`/api/orders/${orderId}/refund`, { ticketIds: [order.tickets[0].ticketId] });
    expect(refunded.status, refunded.body).toBe(200);
    const afterStaff = {
      status: 'Charged',
      tickets: ['CANCELED', 'NOT_ACTIVATED'],
      refunds: [{ amount: 12_500, status: 'Refunded' }],
      payment: 'Charged',
    };
    expect(await endState(orderId)).toEqual(afterStaff);
    const staffEvent = standIn.events(keys.secretKey).at(-1)!;
    expect(staffEvent.type).toBe('charge.refunded');
    expect(standIn.delivered().at(-1)).toEqual({ eventId: staffEvent.id, status: 200 });

    // The museum refunds the rest in Stripe's dashboard.
    await standIn.refundInDashboard(keys.secretKey, sessionId);
    const whole = {
      status: 'Refunded',
      tickets: ['CANCELED', 'CANCELED'],
      refunds: [
        { amount: 12_500, status: 'Refunded' },
        { amount: 12_500, status: 'Refunded' },
      ],
      payment: 'Refunded',
    };
    expect(await endState(orderId)).toEqual(whole);

    // Stripe delivers every event again: nothing more happens.
    for (const event of standIn
      .events(keys.secretKey)
      .filter((e) => JSON.stringify(e).includes(sessionId) || e.type === 'charge.refunded')) {
      expect(await standIn.resend(event.id)).toBe(200);
    }
    expect(await endState(orderId)).toEqual(whole);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold, held: 0 });
    await t.flushOutbox();
    expect(refundMails('paid@stripe.test')).toHaveLength(2);
  });

  it('a start cut off after Stripe made the session: the retry gets that session, open until 31 minutes after the holds', async () => {
    const cartId = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json.cartId;
    const made: string[] = [];
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      async createPayment(request) {
        const payment = await provider.createPayment(request);
        made.push(payment.providerPaymentId);
        // The first answer is lost on its way back to us.
        if (made.length === 1) throw new Error('connection reset');
        return payment;
      },
    }));
    try {
      const buyer = shopper(t, museum.orgId, { language: 'da' });
      const start = () => buyer.post('/api/public/payments', { cartId, consumer: privateBuyer('retry@stripe.test') });
      expect((await start()).status).toBe(502);
      const retry = await start();
      expect(retry.status, retry.body).toBe(201);
      // Stripe answered the retry with the first session: the same key came with the same parameters.
      expect(made).toEqual([retry.json.paymentId, retry.json.paymentId]);
      const [order] = await inTenant(t.ctx.db, museum.orgId, (tx) =>
        queryRows<{ hold_expires_at: Date }>(tx, sql`select hold_expires_at from orders where order_id = ${retry.json.orderId}`),
      );
      expect(standIn.session(keys.secretKey, retry.json.paymentId)).toMatchObject({
        status: 'open',
        expires_at: Math.floor(new Date(order!.hold_expires_at).getTime() / 1000) + 31 * 60,
      });
    } finally {
      wrapPaymentProviderForTests(null);
    }
  });

  it('reordered webhooks (the refund before the payment) end the same, once', async () => {
    const { orderId, sessionId } = await checkout(2, 'reordered@stripe.test');
    standIn.hold();
    await standIn.pay(keys.secretKey, sessionId);
    await standIn.refundInDashboard(keys.secretKey, sessionId, 12_500);
    expect(standIn.held().map((event) => event.type)).toEqual(['checkout.session.completed', 'charge.refunded']);
    const held = standIn.held();
    await standIn.release('reversed');
    for (const event of held) expect(await standIn.resend(event.id)).toBe(200);
    expect(await endState(orderId)).toEqual({
      status: 'Charged',
      tickets: ['NOT_ACTIVATED', 'CANCELED'],
      refunds: [{ amount: 12_500, status: 'Refunded' }],
      payment: 'Charged',
    });
    await t.flushOutbox();
    expect(refundMails('reordered@stripe.test')).toHaveLength(1);
  });

  it('a buyer who gives up on Stripe’s page gets their places back in the cart, still held for a retry', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const { orderId, sessionId } = await checkout(1, 'gave-up@stripe.test');
    await standIn.expire(keys.secretKey, sessionId);
    expect(await endState(orderId)).toMatchObject({ status: 'Canceled', tickets: [], payment: 'Declined' });
    // The attempt's hold passes back to its cart (payment-retry.api.test.ts); nothing is sold.
    const after = await museum.held(museum.concert.occurrenceId);
    expect({ held: after.held, sold: after.sold }).toEqual({ held: before.held + 1, sold: before.sold });
  });

  it('a dispute: opened, the order and its tickets stand (staff are told, stripe-disputes.api.test.ts); lost, it is handled as a refund at Stripe', async () => {
    const { orderId, sessionId } = await checkout(1, 'dispute@stripe.test');
    await standIn.pay(keys.secretKey, sessionId);
    const dispute = await standIn.openDispute(keys.secretKey, sessionId);
    expect(await endState(orderId)).toMatchObject({ status: 'Charged', tickets: ['NOT_ACTIVATED'], refunds: [] });
    await standIn.closeDispute(keys.secretKey, dispute.id, 'lost');
    expect(await endState(orderId)).toEqual({
      status: 'Refunded',
      tickets: ['CANCELED'],
      refunds: [{ amount: 12_500, status: 'Refunded' }],
      payment: 'Refunded',
    });
  });

  it('an event that came while Stripe could not be read is taken when Stripe sends it again', async () => {
    const { orderId, sessionId } = await checkout(1, 'unreachable@stripe.test');
    // Reading the payment fails once, as when Stripe is briefly unreachable.
    let failures = 1;
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      getPayment: (id) => (failures-- > 0 ? Promise.reject(new Error('Stripe unreachable')) : provider.getPayment(id)),
    }));
    try {
      const paid = await standIn.pay(keys.secretKey, sessionId);
      expect(standIn.delivered().at(-1)).toEqual({ eventId: paid.id, status: 500 });
      expect((await endState(orderId)).status).toBe('Payment pending');
      expect(await standIn.resend(paid.id)).toBe(200);
      expect(await endState(orderId)).toMatchObject({ status: 'Charged', tickets: ['NOT_ACTIVATED'], payment: 'Charged' });
    } finally {
      wrapPaymentProviderForTests(null);
    }
  });

  it('refuses a webhook not signed with the organisation’s secret, and one sent to another organisation’s address', async () => {
    const payload = JSON.stringify({ id: 'evt_forged', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
    const forged = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const post = (orgId: string, signature: string) =>
      anonymous(t).post(`/api/payments/webhooks/stripe/${orgId}`, undefined, {
        raw: payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    expect((await post(museum.orgId, forged)).status).toBe(401);
    const signed = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret: keys.webhookSecret });
    const other = await signedInUser(t, ['OrganizationAdmin']);
    expect((await post(other.orgId, signed)).status).toBe(404);
    expect((await post('not-an-id', signed)).json.error.fields).toHaveProperty(['params.orgId']);
  });

  it('stores no keys where FOYER_SECRETS_KEY is missing (outside localhost and the demo)', async () => {
    const bare = await createTestApp({ secretsKey: null });
    try {
      const admin = await signedInUser(bare, ['OrganizationAdmin']);
      const refused = await admin.put(`/api/organizations/${admin.orgId}/payment-settings/stripe`, keys);
      expect(refused.status).toBe(409);
      expect(refused.json.error.message).toBe('Payment keys cannot be stored: FOYER_SECRETS_KEY is not configured');
    } finally {
      await bare.close();
    }
  });
});
