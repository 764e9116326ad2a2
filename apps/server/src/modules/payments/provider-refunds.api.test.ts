import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { SIGNATURE_HEADER, signWebhook, testProvider, testProviderSecret } from './test-provider.js';

/**
 * A refund made at the provider (its dashboard, a dispute) reaches us as a webhook. It must refund
 * the order exactly as a refund from /orders does (issue 10, item 3), once, whatever the order and
 * number of deliveries.
 */
describe('refunds reported by the payment provider', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    museum = await shopFixture(t, 20);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A charged order of `adults` tickets (100.00 + 25 % VAT each) for `email`. */
  async function chargedOrder(adults: number, email: string) {
    const started = await museum.checkout(adults, email);
    await decideTestPayment(t, started.paymentId);
    await t.flushOutbox(); // the approval's webhook
    await t.flushOutbox(); // the confirmation
    return { orderId: started.orderId as string, providerPaymentId: started.paymentId as string };
  }
  const detail = (orderId: string) => museum.admin.get(`/api/orders/${orderId}`).then((r) => r.json);
  /** What a refund leaves behind, as staff see it: order, tickets, refunds, payment, places. */
  const endState = async (orderId: string) => {
    const order = await detail(orderId);
    return {
      status: order.status,
      tickets: order.tickets.map((ticket: { status: string }) => ticket.status),
      refunds: order.refunds.map((refund: { amount: number; status: string }) => ({ amount: refund.amount, status: refund.status })),
      payment: order.payments[0].status,
    };
  };
  const webhooksSince = async (id: number) =>
    (
      await inPlatformScope(t.ctx.db, (tx) =>
        queryRows<{ id: number; payload: { body: string } }>(tx, sql`select id, payload from outbox where kind = 'webhook' order by id`),
      )
    ).filter((row) => Number(row.id) > id);
  const lastOutboxId = async () =>
    Number(
      (await inPlatformScope(t.ctx.db, (tx) => queryRows<{ id: number | null }>(tx, sql`select max(id) as id from outbox`)))[0]?.id ?? 0,
    );
  const deliver = (body: string) =>
    anonymous(t).post('/api/payments/webhooks/test', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(testProviderSecret(t.ctx.config), body) },
    });

  it('a whole refund at the provider ends like a staff refund: tickets canceled, places back, refund row, buyer mailed', async () => {
    const sold = (await museum.held(museum.concert.occurrenceId)).sold;
    const byStaff = await chargedOrder(2, 'staff@refund.test');
    const staff = await museum.admin.post(`/api/orders/${byStaff.orderId}/refund`, {});
    expect(staff.status, staff.body).toBe(200);
    await t.flushOutbox(); // the provider's webhook of that refund changes nothing more
    await t.flushOutbox();

    const atProvider = await chargedOrder(2, 'provider@refund.test');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: sold + 2 });
    await testProvider(t.ctx).refund(atProvider.providerPaymentId, 25_000);
    await t.flushOutbox(); // the webhook
    await t.flushOutbox(); // the mail it queued

    const expected = {
      status: 'Refunded',
      tickets: ['CANCELED', 'CANCELED'],
      refunds: [{ amount: 25_000, status: 'Refunded' }],
      payment: 'Refunded',
    };
    expect(await endState(byStaff.orderId)).toEqual(expected);
    expect(await endState(atProvider.orderId)).toEqual(expected);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold, held: 0 });
    for (const email of ['staff@refund.test', 'provider@refund.test']) {
      const subjects = smtp.mailsTo(email).map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1]);
      expect(subjects.filter((subject) => subject?.startsWith('Your refund from'))).toHaveLength(1);
    }
  });

  it('a part refunded at the provider cancels the tickets it pays for; the rest stays valid', async () => {
    const sold = (await museum.held(museum.concert.occurrenceId)).sold;
    const { orderId, providerPaymentId } = await chargedOrder(3, 'part@refund.test');
    await testProvider(t.ctx).refund(providerPaymentId, 12_500);
    await t.flushOutbox();
    expect(await endState(orderId)).toEqual({
      status: 'Charged',
      tickets: ['NOT_ACTIVATED', 'NOT_ACTIVATED', 'CANCELED'],
      refunds: [{ amount: 12_500, status: 'Refunded' }],
      payment: 'Charged',
    });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: sold + 2 });

    // Staff refund the rest: the last tickets take what is left, as after a staff part refund.
    const rest = await museum.admin.post(`/api/orders/${orderId}/refund`, {});
    expect(rest.status, rest.body).toBe(200);
    await t.flushOutbox();
    expect(await endState(orderId)).toEqual({
      status: 'Refunded',
      tickets: ['CANCELED', 'CANCELED', 'CANCELED'],
      refunds: [
        { amount: 12_500, status: 'Refunded' },
        { amount: 25_000, status: 'Refunded' },
      ],
      payment: 'Refunded',
    });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold });
  });

  it('refunds once when the webhooks come twice and out of order', async () => {
    const sold = (await museum.held(museum.concert.occurrenceId)).sold;
    const { orderId, providerPaymentId } = await chargedOrder(2, 'twice@refund.test');
    const before = await lastOutboxId();
    await testProvider(t.ctx).refund(providerPaymentId, 12_500);
    await testProvider(t.ctx).refund(providerPaymentId, 12_500);
    const [first, second] = await webhooksSince(before);
    // The second refund's notice first, then the first's, then both again.
    for (const body of [second!.payload.body, first!.payload.body, second!.payload.body, first!.payload.body]) {
      expect((await deliver(body)).status).toBe(200);
    }
    expect(await endState(orderId)).toEqual({
      status: 'Refunded',
      tickets: ['CANCELED', 'CANCELED'],
      refunds: [{ amount: 25_000, status: 'Refunded' }],
      payment: 'Refunded',
    });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold });
    await t.flushOutbox(); // the queued copies of the same webhooks
    expect((await endState(orderId)).refunds).toHaveLength(1);
    const refundMails = smtp.mailsTo('twice@refund.test').filter((mail) => /^Subject: Your refund from/m.test(mail.raw));
    expect(refundMails).toHaveLength(1);
  });

  it('answers 400 naming the field for a signed webhook with an over-long event id, 413 for a huge body', async () => {
    const long = await deliver(JSON.stringify({ eventId: 'e'.repeat(500_000), type: 'payment.updated', paymentId: 'tp_x' }));
    expect(long.status, long.body).toBe(400);
    expect(long.json.error.fields).toEqual({ eventId: 'Too long' });
    const longPayment = await deliver(JSON.stringify({ eventId: 'e1', type: 'payment.updated', paymentId: 'p'.repeat(1000) }));
    expect(longPayment.json.error.fields).toEqual({ paymentId: 'Too long' });
    const huge = await deliver(JSON.stringify({ eventId: 'e2', paymentId: 'tp_x', padding: 'x'.repeat(600_000) }));
    expect(huge.status).toBe(413);
  });
});

describe('the webhook secret', () => {
  it('is configured, or generated once and kept in the database — never derived from where the data lives', async () => {
    const configured = await createTestApp();
    try {
      expect(testProviderSecret(configured.ctx.config).toString()).toBe('api-tests-payment-webhook-secret-0123456789');
    } finally {
      await configured.close();
    }
    const generated = await createTestApp({ paymentWebhookSecret: null });
    try {
      const secret = generated.ctx.config.paymentWebhookSecret!;
      expect(secret).toMatch(/^[\w-]{43}$/);
      const [kept] = await inPlatformScope(generated.ctx.db, (tx) =>
        queryRows<{ value: string }>(tx, sql`select value from platform_settings where name = 'payment-webhook-secret'`),
      );
      expect(kept!.value).toBe(secret);
    } finally {
      await generated.close();
    }
  });
});
