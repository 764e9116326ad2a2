import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { simpleParser } from 'mailparser';

/** Issue 12: a declined or abandoned payment brings the buyer back to their cart, to pay again. */
describe('back to the cart after a declined or abandoned payment', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  type Fixture = Awaited<ReturnType<typeof shopFixture>>;
  const pay = (f: Fixture, cartId: string, email = 'again@museum.test') =>
    shopper(t, f.orgId, { language: 'en' }).post('/api/public/payments', { cartId, consumer: privateBuyer(email) });
  /** A cart of `adults` Adult tickets whose payment has started. */
  async function started(f: Fixture, adults = 2) {
    const cart = (await f.add(f.concert.occurrenceId, [{ ticketId: f.concert.adult, quantity: adults }])).json;
    const response = await pay(f, cart.cartId);
    expect(response.status, response.body).toBe(201);
    return { cartId: cart.cartId as string, ...(response.json as { orderId: string; paymentId: string }) };
  }
  const decide = (paymentId: string, approve: boolean) => decideTestPayment(t, paymentId, approve);
  const order = (f: Fixture, orderId: string) =>
    shopper(t, f.orgId)
      .get(`/api/public/orders/${orderId}`)
      .then((r) => r.json);
  const backToCart = (f: Fixture, orderId: string) => shopper(t, f.orgId).post(`/api/public/orders/${orderId}/cart`);

  it('keeps the cart and its holds when the payment is declined; the retry is a new payment, started once', async () => {
    const f = await shopFixture(t);
    const first = await started(f);
    const [{ hold_expires_at: orderHold }] = (await inTenant(t.ctx.db, f.orgId, (tx) =>
      queryRows<{ hold_expires_at: Date }>(tx, sql`select hold_expires_at from orders where order_id = ${first.orderId}`),
    )) as [{ hold_expires_at: Date }];
    expect((await decide(first.paymentId, false)).json.state).toBe('declined');
    await t.flushOutbox();

    // The attempt failed, the purchase did not: declined (not canceled), the places still held.
    expect(await order(f, first.orderId)).toMatchObject({ status: 'Canceled', paymentDeclined: true, canReturnToCart: true });
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0, available: 8 });
    const back = await backToCart(f, first.orderId);
    expect(back.status, back.body).toBe(200);
    expect(back.json.cart).toMatchObject({ cartId: first.cartId, itemsTotalQuantity: 2, expiresAt: new Date(orderHold).getTime() });
    // The contact details come back with it, for the form.
    expect(back.json.consumer).toMatchObject({ type: 'Private', email: 'again@museum.test', firstName: 'Ada', termsAccepted: true });
    expect(back.json.voucherCode).toBeNull();
    // Asking twice changes nothing; the shop's cart calls see it open again.
    expect((await backToCart(f, first.orderId)).json.cart).toMatchObject({ itemsTotalQuantity: 2 });
    expect((await f.shop.get(`/api/public/carts/${first.cartId}`)).status).toBe(200);
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2 });

    // Pay again from the same cart: a new order and payment; a retried start answers the same ones.
    const again = (await pay(f, first.cartId)).json;
    expect(again.orderId).not.toBe(first.orderId);
    expect(again.paymentId).not.toBe(first.paymentId);
    expect((await pay(f, first.cartId)).json).toMatchObject({ orderId: again.orderId, paymentId: again.paymentId });
    expect(await order(f, first.orderId)).toMatchObject({ canReturnToCart: false });
    await decide(again.paymentId, true);
    await t.flushOutbox();
    expect(await order(f, again.orderId)).toMatchObject({
      status: 'Charged',
      ticketCount: 2,
      paymentDeclined: false,
      canReturnToCart: false,
    });
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 0, sold: 2, available: 8 });
    // A paid order, or the declined one whose cart went on to be paid, cannot go back.
    for (const orderId of [again.orderId, first.orderId]) {
      const refused = await backToCart(f, orderId);
      expect(refused.status).toBe(409);
      expect(refused.json.error.fields).toEqual({ orderId: 'This order can no longer go back to the cart' });
    }
  });

  it('ends an abandoned payment with its holds back in the cart; paying the old page later is refunded', async () => {
    const f = await shopFixture(t);
    const first = await started(f);
    const back = await backToCart(f, first.orderId);
    expect(back.status, back.body).toBe(200);
    expect(back.json.cart).toMatchObject({ cartId: first.cartId, itemsTotalQuantity: 2 });
    expect(await order(f, first.orderId)).toMatchObject({ status: 'Canceled', paymentDeclined: false, canReturnToCart: true });
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
    // The buyer pays on the page they left after all: too late for that order, the money goes back.
    await decide(first.paymentId, true);
    await t.flushOutbox();
    await t.flushOutbox();
    expect(await order(f, first.orderId)).toMatchObject({ status: 'CouldNotLock', ticketCount: 0 });
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
    // The buyer is told, once (a review walk: charged and refunded with no word), and staff see the mail on the order.
    const mails = await Promise.all(smtp.mailsTo('again@museum.test').map((mail) => simpleParser(mail.raw)));
    const late = mails.filter((mail) => mail.subject?.startsWith('Your payment for order'));
    expect(late).toHaveLength(1);
    expect(late[0]!.text).toContain('arrived after the order had closed');
    expect(late[0]!.text).toContain('The whole amount is being refunded');
    await t.flushOutbox();
    const staffView = (await f.admin.get(`/api/orders/${first.orderId}`)).json;
    expect(staffView.mails.map((mail: { kind: string }) => mail.kind)).toContain('order-late-payment');
    expect(staffView.history.map((entry: { event: string }) => entry.event)).toContain('Late payment mail sent');
  });

  it('honours a payment approved before the buyer asked to go back', async () => {
    const f = await shopFixture(t);
    const first = await started(f);
    await decide(first.paymentId, true); // its webhook not delivered yet
    expect((await backToCart(f, first.orderId)).status).toBe(409);
    expect(await order(f, first.orderId)).toMatchObject({ status: 'Charged', ticketCount: 2 });
  });

  it('holds the places again while there is room when the holds had lapsed, and drops what no longer fits', async () => {
    const f = await shopFixture(t, 3);
    const lapseOrder = (orderId: string) =>
      inTenant(t.ctx.db, f.orgId, (tx) =>
        tx.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where order_id = ${orderId}`),
      );
    const first = await started(f);
    await lapseOrder(first.orderId);
    await t.runSweeps();
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 0 });
    expect(await order(f, first.orderId)).toMatchObject({ status: 'Canceled', canReturnToCart: true });
    const back = (await backToCart(f, first.orderId)).json.cart;
    expect(back).toMatchObject({ itemsTotalQuantity: 2 });
    expect(back.expiresAt).toBeGreaterThan(back.serverTime);
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2, available: 1 });

    // Another attempt lapses, someone else takes two of the three places meanwhile: nothing fits.
    const second = (await pay(f, first.cartId)).json;
    await lapseOrder(second.orderId);
    await t.runSweeps();
    await f.add(f.concert.occurrenceId, [{ ticketId: f.concert.adult, quantity: 2 }]);
    const empty = await backToCart(f, second.orderId);
    expect(empty.status, empty.body).toBe(200);
    expect(empty.json.cart).toMatchObject({ itemsTotalQuantity: 0, expiresAt: 0 });
    expect(await f.held(f.concert.occurrenceId)).toMatchObject({ held: 2, available: 1 });
  });

  it('answers 404 for an unknown order and for another organisation', async () => {
    const f = await shopFixture(t);
    const other = await shopFixture(t);
    const first = await started(f);
    expect((await backToCart(f, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await backToCart(other, first.orderId)).status).toBe(404);
    expect((await shopper(t, f.orgId).post(`/api/public/orders/not-an-id/cart`)).status).toBe(400);
  });
});
