import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';

/**
 * A buyer disputes a Stripe payment with their card issuer (issue 10 follow-up): the order shows
 * the open dispute to staff until the bank decides; won, the tickets stay valid; lost, the order
 * is refunded as before. Duplicated and reordered webhooks change nothing twice.
 */
describe('a disputed Stripe payment', () => {
  let t: TestApp;
  let standIn: StripeStandIn;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  const keys = { secretKey: 'sk_test_51DisputeKey0abcd', webhookSecret: 'whsec_DisputeSecret1234wxyz' };

  beforeAll(async () => {
    standIn = await startStripeStandIn({
      // Raw app.inject on purpose: Stripe's own request, its headers and signed bytes exactly as the stand-in sends them.
      deliver: async (url, headers, body) =>
        (await t.app.inject({ method: 'POST', url: url.slice(t.config.publicUrl.length), headers, payload: body })).statusCode,
    });
    t = await createTestApp({ stripeApiUrl: standIn.apiUrl, secretsKey: randomBytes(32) });
    museum = await shopFixture(t, 20);
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    const put = (url: string, payload: object) => orgAdmin.put(`/api/organizations/${museum.orgId}${url}`, payload);
    expect((await put('/payment-settings/stripe', keys)).status).toBe(200);
    expect((await put('/payment-settings', { provider: 'stripe' })).status).toBe(200);
    standIn.account(keys.secretKey, {
      url: `${t.config.publicUrl}/api/payments/webhooks/stripe/${museum.orgId}`,
      secret: keys.webhookSecret,
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  async function checkout(email: string) {
    const { orderId, paymentId } = await museum.checkout(1, email);
    return { orderId, sessionId: paymentId };
  }
  const orderOf = async (orderId: string) => {
    const order = (await museum.admin.get(`/api/orders/${orderId}`)).json;
    return {
      status: order.status as string,
      tickets: order.tickets.map((ticket: { status: string }) => ticket.status) as string[],
      refunds: order.refunds.length as number,
      payment: order.payments[0].status as string,
      disputeOpenedAt: order.payments[0].disputeOpenedAt as string | null,
      disputes: (order.history as { event: string }[]).map((entry) => entry.event).filter((event) => event.startsWith('Dispute')),
    };
  };
  /** Stripe sends every event of the account again, as when it is unsure they arrived. */
  const resendAll = async () => {
    for (const event of standIn.events(keys.secretKey)) expect(await standIn.resend(event.id)).toBe(200);
  };

  it('opened, the order shows it (once, however often Stripe says so); won, it is cleared and the tickets stay valid', async () => {
    const { orderId, sessionId } = await checkout('won@dispute.test');
    await standIn.pay(keys.secretKey, sessionId);
    expect(await orderOf(orderId)).toMatchObject({ status: 'Charged', disputeOpenedAt: null, disputes: [] });

    const dispute = await standIn.openDispute(keys.secretKey, sessionId);
    const open = await orderOf(orderId);
    expect(open).toEqual({
      status: 'Charged',
      tickets: ['NOT_ACTIVATED'],
      refunds: 0,
      payment: 'Charged',
      disputeOpenedAt: expect.any(String),
      disputes: ['Dispute opened'],
    });
    await resendAll();
    expect(await orderOf(orderId)).toEqual(open);

    await standIn.closeDispute(keys.secretKey, dispute.id, 'won');
    const won = { ...open, disputeOpenedAt: null, disputes: ['Dispute opened', 'Dispute closed'] };
    expect(await orderOf(orderId)).toEqual(won);
    await resendAll();
    expect(await orderOf(orderId)).toEqual(won);
  });

  it('reordered webhooks (the dispute before the payment) end the same, once', async () => {
    const { orderId, sessionId } = await checkout('reordered@dispute.test');
    standIn.hold();
    await standIn.pay(keys.secretKey, sessionId);
    await standIn.openDispute(keys.secretKey, sessionId);
    expect(standIn.held().map((event) => event.type)).toEqual(['checkout.session.completed', 'charge.dispute.created']);
    const held = standIn.held();
    await standIn.release('reversed');
    for (const event of held) expect(await standIn.resend(event.id)).toBe(200);
    expect(await orderOf(orderId)).toEqual({
      status: 'Charged',
      tickets: ['NOT_ACTIVATED'],
      refunds: 0,
      payment: 'Charged',
      disputeOpenedAt: expect.any(String),
      disputes: ['Dispute opened'],
    });
  });

  it('lost, the order is refunded as a refund at Stripe and the dispute is no longer open', async () => {
    const { orderId, sessionId } = await checkout('lost@dispute.test');
    await standIn.pay(keys.secretKey, sessionId);
    const dispute = await standIn.openDispute(keys.secretKey, sessionId);
    await standIn.closeDispute(keys.secretKey, dispute.id, 'lost');
    await resendAll();
    expect(await orderOf(orderId)).toEqual({
      status: 'Refunded',
      tickets: ['CANCELED'],
      refunds: 1,
      payment: 'Refunded',
      disputeOpenedAt: null,
      disputes: ['Dispute opened', 'Dispute closed'],
    });
  });
});
