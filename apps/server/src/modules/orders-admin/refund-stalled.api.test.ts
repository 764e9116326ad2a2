import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { shopper } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { wrapPaymentProviderForTests } from '../payments/testing.js';

/**
 * A staff refund is made in two steps: the tickets canceled and the refund written as Requested,
 * then the provider asked and its answer recorded. A server that stops between them leaves the
 * refund Requested; ten minutes on, staff may try it again, and the provider's own record decides.
 */
describe('a staff refund the provider never answered', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  const clock = new TestClock();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url }, { clock });
    museum = await shopFixture(t, 20);
  });
  afterEach(() => {
    wrapPaymentProviderForTests(null);
    clock.reset();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function chargedOrder(email: string) {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    const payment = (
      await shopper(t, museum.orgId, { language: 'en' }).post('/api/public/payments', {
        cartId: cart.cartId,
        consumer: privateBuyer(email),
      })
    ).json as { orderId: string; paymentId: string };
    await decideTestPayment(t, payment.paymentId);
    await t.flushOutbox();
    await t.flushOutbox();
    return { orderId: payment.orderId, providerPaymentId: payment.paymentId };
  }
  const detail = (orderId: string) => museum.admin.get(`/api/orders/${orderId}`).then((r) => r.json);
  const retry = (orderId: string, refundId: string) => museum.admin.post(`/api/orders/${orderId}/refunds/${refundId}/retry`);
  const refundedAtProvider = async (providerPaymentId: string) =>
    Number(
      (
        await inPlatformScope(t.ctx.db, (tx) =>
          queryRows<{ refunded_minor: string }>(
            tx,
            sql`select refunded_minor from test_provider_payments where provider_payment_id = ${providerPaymentId}`,
          ),
        )
      )[0]!.refunded_minor,
    );
  const refundSubjects = async (email: string) => {
    await t.flushOutbox();
    const mails = await Promise.all(smtp.mailsTo(email).map((mail) => simpleParser(mail.raw)));
    return mails.map((mail) => mail.subject ?? '').filter((subject) => /refund/i.test(subject));
  };
  /**
   * The provider's refund calls wait at a gate the test opens: `before` holds them before they reach
   * the provider (the server stopped first), `after` once the provider has paid back (it stopped
   * before recording the answer). `reached` resolves when a call is at the gate.
   */
  function gateRefunds(where: 'before' | 'after') {
    let open!: (outcome: Error | null) => void;
    const gate = new Promise<Error | null>((resolve) => (open = resolve));
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    let held = true;
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      getPayment: (id) => provider.getPayment(id),
      async refund(providerPaymentId, amountMinor, key) {
        if (!held) return provider.refund(providerPaymentId, amountMinor, key);
        held = false;
        if (where === 'after') await provider.refund(providerPaymentId, amountMinor, key);
        arrived();
        const outcome = await gate;
        if (outcome) throw outcome;
        if (where === 'before') await provider.refund(providerPaymentId, amountMinor, key);
      },
    }));
    return { reached, open: (outcome: Error | null) => open(outcome) };
  }

  it('went through at the provider: settled without asking again, the buyer mailed once, and the late answer changes nothing', async () => {
    const { orderId, providerPaymentId } = await chargedOrder('stalled-paid@buyer.test');
    const gate = gateRefunds('after');
    const made = museum.admin.post(`/api/orders/${orderId}/refund`, {});
    await gate.reached;
    expect(await refundedAtProvider(providerPaymentId)).toBe(25_000);
    const waiting = (await detail(orderId)).refunds[0];
    expect(waiting).toMatchObject({ status: 'Requested', stalled: false });
    // A call under way is not asked beside: not before ten minutes.
    const early = await retry(orderId, waiting.refundId);
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({ reason: 'refund.notFailed', fields: { refundId: expect.stringMatching(/never answered/) } });

    clock.advance(10 * 60_000 + 1_000);
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'Requested', stalled: true });
    const retried = await retry(orderId, waiting.refundId);
    expect(retried.status, retried.body).toBe(200);
    expect(retried.json.refunds).toEqual([expect.objectContaining({ status: 'Refunded', stalled: false })]);
    expect(retried.json.refundedAmount).toBe(25_000);
    expect(await refundedAtProvider(providerPaymentId)).toBe(25_000);

    // The first call's answer arrives after all (a refusal, say): the refund stays as the retry left it.
    gate.open(new Error('late refusal'));
    expect((await made).status).toBe(502);
    expect((await detail(orderId)).refunds).toEqual([expect.objectContaining({ status: 'Refunded' })]);
    expect(await refundSubjects('stalled-paid@buyer.test')).toHaveLength(1);
  });

  it('never reached the provider: asked under a key of its own, paid back once', async () => {
    const { orderId, providerPaymentId } = await chargedOrder('stalled-unpaid@buyer.test');
    const gate = gateRefunds('before');
    const made = museum.admin.post(`/api/orders/${orderId}/refund`, {});
    await gate.reached;
    const waiting = (await detail(orderId)).refunds[0];
    expect(waiting.status).toBe('Requested');
    expect((await detail(orderId)).tickets.every((ticket: { status: string }) => ticket.status === 'CANCELED')).toBe(true);

    clock.advance(11 * 60_000);
    const retried = await retry(orderId, waiting.refundId);
    expect(retried.status, retried.body).toBe(200);
    expect(retried.json.refunds[0]).toMatchObject({ status: 'Refunded' });
    expect(await refundedAtProvider(providerPaymentId)).toBe(25_000);
    // Made: no second try.
    expect((await retry(orderId, waiting.refundId)).status).toBe(409);

    // The stopped call times out rather than reach the provider late.
    gate.open(new Error('timed out'));
    expect((await made).status).toBe(502);
    expect(await refundedAtProvider(providerPaymentId)).toBe(25_000);
    expect((await detail(orderId)).refunds[0]).toMatchObject({ status: 'Refunded' });
    expect(await refundSubjects('stalled-unpaid@buyer.test')).toHaveLength(1);
  });
});
