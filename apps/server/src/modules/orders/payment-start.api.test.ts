import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { anonymous, shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { paymentSettingsRepository, wrapPaymentProviderForTests } from '../payments/testing.js';

const consumer = {
  type: 'Private',
  email: 'retry@museum.test',
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Karen',
  lastName: 'Blixen',
  termsAccepted: true,
};

/**
 * Payment start is idempotent by cart (issue 10, item 4): a buyer whose call was cut off retries
 * and gets the same order and payment, created once even when the first call died half-way.
 */
describe('payment start: retries, the shop without a provider, test mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => wrapPaymentProviderForTests(null));

  const pay = (orgId: string, cartId: string) => shopper(t, orgId, { language: 'en' }).post('/api/public/payments', { cartId, consumer });
  async function cartOf(fixture: Awaited<ReturnType<typeof shopFixture>>, adults = 2) {
    return (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: adults }])).json.cartId as string;
  }
  const ordersOfCart = (orgId: string, cartId: string) =>
    inTenant(t.ctx.db, orgId, (tx) =>
      queryRows<{ order_id: string; status: string; holding: boolean }>(
        tx,
        sql`select order_id, status, holding from orders where cart_id = ${cartId}`,
      ),
    );
  const paymentsOf = (orgId: string, orderId: string) =>
    inTenant(t.ctx.db, orgId, (tx) =>
      queryRows<{ provider_payment_id: string }>(tx, sql`select provider_payment_id from payments where order_id = ${orderId}`),
    );
  const atProvider = (orderId: string) =>
    inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ provider_payment_id: string }>(
        tx,
        sql`select provider_payment_id from test_provider_payments where idempotency_key = ${orderId}`,
      ),
    );
  /** The provider fails once: before it made the payment, or after (the answer lost on the way). */
  const failOnce = (when: 'before' | 'after') => {
    let failed = false;
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      async createPayment(request) {
        if (failed) return provider.createPayment(request);
        failed = true;
        if (when === 'after') await provider.createPayment(request);
        throw new Error('connection reset');
      },
    }));
  };

  for (const when of ['before', 'after'] as const) {
    it(`a retry after a start cut off ${when} the provider made the payment gets one payment, the same on every retry`, async () => {
      const fixture = await shopFixture(t);
      const cartId = await cartOf(fixture);
      failOnce(when);
      const cut = await pay(fixture.orgId, cartId);
      expect(cut.status, cut.body).toBe(502);
      expect(cut.json.error).toMatchObject({ code: 'payment_provider_failed', message: 'Error while creating payment' });
      // The order keeps its places for the retry (until its holds lapse, like any unpaid order).
      const [order] = await ordersOfCart(fixture.orgId, cartId);
      expect(order).toMatchObject({ status: 'Created', holding: true });
      expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });

      const retry = await pay(fixture.orgId, cartId);
      expect(retry.status, retry.body).toBe(201);
      expect(retry.json).toMatchObject({ orderId: order!.order_id, status: 'Payment pending' });
      expect(retry.json.paymentUrl).toBe(`http://foyer.test/payments/test/${retry.json.paymentId}?la=en`);
      const again = await pay(fixture.orgId, cartId);
      expect(again.json).toEqual(retry.json);
      expect(await atProvider(order!.order_id)).toEqual([{ provider_payment_id: retry.json.paymentId }]);
      expect(await paymentsOf(fixture.orgId, order!.order_id)).toEqual([{ provider_payment_id: retry.json.paymentId }]);
      expect(await ordersOfCart(fixture.orgId, cartId)).toHaveLength(1);
      expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
    });
  }

  it('two retries racing make one payment; a retry after paying answers the paid order', async () => {
    const fixture = await shopFixture(t);
    const cartId = await cartOf(fixture, 1);
    failOnce('before');
    expect((await pay(fixture.orgId, cartId)).status).toBe(502);
    const [a, b] = await Promise.all([pay(fixture.orgId, cartId), pay(fixture.orgId, cartId)]);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(a!.json.paymentId).toBe(b!.json.paymentId);
    const orderId = a!.json.orderId as string;
    expect(await paymentsOf(fixture.orgId, orderId)).toHaveLength(1);
    expect(await atProvider(orderId)).toHaveLength(1);

    await decideTestPayment(t, a!.json.paymentId);
    await t.flushOutbox();
    const paid = await pay(fixture.orgId, cartId);
    expect(paid.json).toMatchObject({ orderId, status: 'Charged', paymentId: a!.json.paymentId });
  });

  it('a retry of an order whose holds lapsed unpaid is refused as expired, not paid', async () => {
    const fixture = await shopFixture(t);
    const cartId = await cartOf(fixture, 1);
    failOnce('before');
    expect((await pay(fixture.orgId, cartId)).status).toBe(502);
    await inTenant(t.ctx.db, fixture.orgId, (tx) =>
      tx.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where cart_id = ${cartId}`),
    );
    await t.runSweeps();
    const late = await pay(fixture.orgId, cartId);
    expect(late.status).toBe(409);
    expect(late.json.error.fields).toEqual({ cartId: 'Your reservation has expired' });
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('a shop without a payment provider answers 409 and keeps nothing beyond the cart’s own hold', async () => {
    const fixture = await shopFixture(t);
    await inTenant(t.ctx.db, fixture.orgId, (tx) => paymentSettingsRepository.save(tx, fixture.orgId, { provider: null, testMode: false }));
    await t.ctx.database.heard(); // written as another process would: the shop's kept settings hear of it
    const cartId = await cartOf(fixture);
    const refused = await pay(fixture.orgId, cartId);
    expect(refused.status, refused.body).toBe(409);
    expect(refused.json.error).toMatchObject({ code: 'conflict', message: 'This shop cannot take payments yet' });
    expect(await ordersOfCart(fixture.orgId, cartId)).toEqual([]);
    // The cart is still open: its hold lapses as any cart's does.
    await fixture.lapse(cartId);
    await t.runSweeps();
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('the test provider’s page and decision refuse an organisation no longer in test mode', async () => {
    const fixture = await shopFixture(t);
    const started = (await pay(fixture.orgId, await cartOf(fixture, 1))).json;
    await inTenant(t.ctx.db, fixture.orgId, (tx) => paymentSettingsRepository.save(tx, fixture.orgId, { provider: null, testMode: false }));
    await t.ctx.database.heard(); // written as another process would: the shop's kept settings hear of it
    const page = await anonymous(t).get(`/payments/test/${started.paymentId}`);
    expect(page.status).toBe(409);
    expect(page.json.error.message).toBe('This shop does not take test payments');
    const decision = await decideTestPayment(t, started.paymentId);
    expect(decision.status).toBe(409);
    const [state] = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ state: string }>(tx, sql`select state from test_provider_payments where provider_payment_id = ${started.paymentId}`),
    );
    expect(state!.state).toBe('pending');
  });
});
