import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { anonymous, shopper } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { SIGNATURE_HEADER, signWebhook, testProviderSecret } from '../payments/index.js';

const consumer = (email: string, overrides: object = {}) => ({
  type: 'Private',
  email,
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Karen',
  lastName: 'Blixen',
  termsAccepted: true,
  ...overrides,
});

describe('public payments: order, test provider, webhooks, tickets and the confirmation', () => {
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

  /** A cart of `adults` tickets, then POST /api/public/payments. */
  async function checkout(fixture: Awaited<ReturnType<typeof shopFixture>>, email: string, adults = 2, language = 'da') {
    const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: adults }])).json;
    const response = await shopper(t, fixture.orgId, { language }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: consumer(email),
    });
    return { cart, response };
  }
  const decide = (paymentId: string, approve: boolean) => decideTestPayment(t, paymentId, approve);
  const order = (fixture: { orgId: string }, orderId: string) =>
    shopper(t, fixture.orgId)
      .get(`/api/public/orders/${orderId}`)
      .then((r) => r.json);
  /** A payment as the test provider's book has it: its state and what it refunded. */
  const atProvider = async (paymentId: string) => {
    const [row] = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ state: string; refunded_minor: string }>(
        tx,
        sql`select state, refunded_minor from test_provider_payments where provider_payment_id = ${paymentId}`,
      ),
    );
    return row && { state: row.state, refunded: Number(row.refunded_minor) };
  };
  /** The queued webhooks, as the provider would send them. */
  const webhooks = () =>
    inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ id: number; payload: { url: string; body: string } }>(
        tx,
        sql`select id, payload from outbox where kind = 'webhook' order by id`,
      ),
    );
  const deliver = (body: string, signature = signWebhook(testProviderSecret(t.ctx.config), body)) =>
    anonymous(t).post('/api/payments/webhooks/test', undefined, {
      raw: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    });

  it('sells: pay on the test page, the signed webhook charges the order, tickets go out by mail with the PDF', async () => {
    const fixture = await shopFixture(t);
    const { response } = await checkout(fixture, 'karen@museum.test');
    expect(response.status, response.body).toBe(201);
    const payment = response.json;
    expect(payment).toMatchObject({ status: 'Payment pending', currency: 'DKK', totalGrossAmount: 25000, paymentMethod: 'Card' });
    expect(payment.orderNumber).toMatch(/^\d{6,}$/);
    expect(payment.paymentUrl).toBe(`http://foyer.test/payments/test/${payment.paymentId}?la=da`);
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });

    const page = await anonymous(t).get(`/payments/test/${payment.paymentId}?la=da`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Godkend betaling');
    expect(page.body).toMatch(/250,00\s*kr\./);

    const decision = await decide(payment.paymentId, true);
    expect(decision.json).toEqual({
      state: 'approved',
      returnUrl: `http://foyer.test/api/public/orders/${payment.orderId}/return?orgId=${fixture.orgId}`,
    });
    const statusInDb = () =>
      inTenant(t.ctx.db, fixture.orgId, (tx) =>
        queryRows<{ status: string }>(tx, sql`select status from orders where order_id = ${payment.orderId}`),
      );
    expect(await statusInDb()).toEqual([{ status: 'Payment pending' }]);
    await t.flushOutbox(); // the webhook
    // Read straight from the table: the order page would ask the provider itself.
    expect(await statusInDb()).toEqual([{ status: 'Charged' }]);
    await t.flushOutbox(); // the confirmation it queued
    const placed = await order(fixture, payment.orderId);
    expect(placed).toMatchObject({ status: 'Charged', ticketCount: 2, email: 'karen@museum.test', totalGrossAmount: 25000 });
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, sold: 2, available: 8 });

    const [mail] = smtp.mailsTo('karen@museum.test');
    expect(mail).toBeDefined();
    const parsed = await simpleParser(mail!.raw);
    const organization = (await anonymous(t).get(`/api/public/organizations/${fixture.orgId}`)).json;
    expect(parsed.subject).toBe(`Dine billetter fra ${organization.name} (ordre ${payment.orderNumber})`);
    const [attachment] = parsed.attachments;
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(attachment!.content));
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf, { mergePages: false });
    const codes = await inTenant(t.ctx.db, fixture.orgId, (tx) =>
      queryRows<{ code: string }>(tx, sql`select code from tickets where order_id = ${payment.orderId} order by code`),
    );
    expect(codes).toHaveLength(2);
    for (const { code } of codes) expect(code).toMatch(/^[\w-]{22}$/);
    const pages = text as string[];
    expect(pages.join('\n')).toContain('Aftenkoncert');
    expect(pages.map((p) => codes.find(({ code }) => p.includes(code))?.code).sort()).toEqual(codes.map((c) => c.code));
  });

  // Issue 12: the page said "Order 123456" to Danish and German buyers.
  it('shows the test payment page, the order’s description included, in the buyer’s language', async () => {
    const fixture = await shopFixture(t);
    const words = { en: 'Order', da: 'Ordre', de: 'Bestellung', nl: 'Bestelling' } as const;
    for (const [language, order] of Object.entries(words)) {
      const { response } = await checkout(fixture, `${language}@museum.test`, 1, language);
      expect(response.status, response.body).toBe(201);
      const payment = response.json;
      const page = await anonymous(t).get(new URL(payment.paymentUrl).pathname + new URL(payment.paymentUrl).search);
      expect(page.body).toContain(`<html lang="${language}">`);
      expect(page.body).toContain(`<div class="note">${order} ${payment.orderNumber}</div>`);
    }
  });

  it('changes nothing twice: duplicate webhooks, a webhook after the return page settled it, bad signatures', async () => {
    const fixture = await shopFixture(t);
    const payment = (await checkout(fixture, 'twice@museum.test')).response.json;
    const before = (await webhooks()).length;
    await decide(payment.paymentId, true);
    const [queued] = (await webhooks()).slice(before);
    // The buyer is back before the webhook: the order page asks the provider and settles it,
    // and answers from what it read before the charge; every later read says the same.
    const charged = await order(fixture, payment.orderId);
    expect(charged).toMatchObject({ status: 'Charged', ticketCount: 2, tourCount: 0, paymentDeclined: false, canReturnToCart: false });
    const first = await deliver(queued!.payload.body);
    expect(first.status, first.body).toBe(200);
    expect(first.json).toEqual({ ok: true, duplicate: false });
    const again = await deliver(queued!.payload.body);
    expect(again.json).toEqual({ ok: true, duplicate: true });
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, sold: 2 });
    expect(await order(fixture, payment.orderId)).toEqual(charged);

    const forged = await deliver(queued!.payload.body, 't=1,v1=00');
    expect(forged.status).toBe(401);
    const old = await deliver(
      queued!.payload.body,
      signWebhook(testProviderSecret(t.ctx.config), queued!.payload.body, Date.now() - 3_600_000),
    );
    expect(old.status).toBe(401);
    const unknownProvider = await anonymous(t).post('/api/payments/webhooks/other', {});
    expect(unknownProvider.status).toBe(404);
  });

  it('cancels the attempt of a declined payment and gives its holds back to the cart (payment-retry.api.test.ts)', async () => {
    const fixture = await shopFixture(t);
    const payment = (await checkout(fixture, 'declined@museum.test')).response.json;
    expect((await decide(payment.paymentId, false)).json.state).toBe('declined');
    await t.flushOutbox();
    expect(await order(fixture, payment.orderId)).toMatchObject({ status: 'Canceled', ticketCount: 0, paymentDeclined: true });
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0, available: 8 });
    // A decision once made stays made.
    expect((await decide(payment.paymentId, true)).json.state).toBe('declined');
  });

  it('refunds a payment that came after the holds lapsed (CouldNotLock)', async () => {
    const fixture = await shopFixture(t, 2);
    const payment = (await checkout(fixture, 'late@museum.test')).response.json;
    await inTenant(t.ctx.db, fixture.orgId, (tx) =>
      tx.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where order_id = ${payment.orderId}`),
    );
    await t.runSweeps();
    expect(await order(fixture, payment.orderId)).toMatchObject({ status: 'Canceled' });
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, available: 2 });
    // Someone else takes the seats; then the first buyer pays after all.
    await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 2 }]);
    await decide(payment.paymentId, true);
    await t.flushOutbox(); // approval → CouldNotLock and a refund, whose webhook comes next
    await t.flushOutbox();
    expect(await order(fixture, payment.orderId)).toMatchObject({ status: 'CouldNotLock', ticketCount: 0 });
    expect(await atProvider(payment.paymentId)).toEqual({ state: 'refunded', refunded: 25000 });
    const [stored] = await inTenant(t.ctx.db, fixture.orgId, (tx) =>
      queryRows<{ status: string }>(tx, sql`select status from payments where order_id = ${payment.orderId}`),
    );
    expect(stored!.status).toBe('Refunded');
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
  });

  it('refunds a payment for a date staff canceled while the buyer paid, and sells nothing (CouldNotLock)', async () => {
    const fixture = await shopFixture(t);
    const payment = (await checkout(fixture, 'canceled-date@museum.test')).response.json;
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
    const canceled = await fixture.admin.put(`/api/events/${fixture.concert.occurrenceId}/edit-single`, { status: 'Canceled' });
    expect(canceled.status, canceled.body).toBe(200);
    await decide(payment.paymentId, true);
    await t.flushOutbox(); // the approval's webhook: CouldNotLock and a refund, whose webhook comes next
    await t.flushOutbox();
    expect(await order(fixture, payment.orderId)).toMatchObject({ status: 'CouldNotLock', ticketCount: 0 });
    expect(await atProvider(payment.paymentId)).toEqual({ state: 'refunded', refunded: 25000 });
    // The places held for it are given back, none sold; no confirmation went out, but the buyer is
    // told why the money was taken and given back.
    expect(await fixture.held(fixture.concert.occurrenceId)).toMatchObject({ held: 0, sold: 0 });
    const mails = smtp.mailsTo('canceled-date@museum.test');
    expect(mails).toHaveLength(1);
    const told = await simpleParser(mails[0]!.raw);
    // In the buyer's language (this checkout's is Danish).
    expect(told.subject).toMatch(/^Din betaling for ordre \d+ hos .+ er refunderet$/);
    expect(told.text).toContain('havde aflyst den dato, du valgte, så der blev ikke udstedt billetter');
  });

  it('sends the buyer back from the payment page to the shop they paid from, in their own language', async () => {
    const fixture = await shopFixture(t);
    const plain = (await checkout(fixture, 'back@museum.test', 1, 'da')).response.json;
    const back = await shopper(t, fixture.orgId).get(`/api/public/orders/${plain.orderId}/return`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/embed/checkout/pay/${plain.orderId}?orgId=${fixture.orgId}&la=da`);

    const pay = async (shopReturn: object) => {
      const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
      return shopper(t, fixture.orgId, { language: 'de' }).post('/api/public/payments', {
        cartId: cart.cartId,
        consumer: consumer('from@museum.test'),
        shopReturn,
      });
    };
    const framed = (await pay({ family: 'embed3', parentUrl: 'https://museum.example/tickets?room=2', parentPageId: 'p-7' })).json;
    const home = await shopper(t, fixture.orgId).get(`/api/public/orders/${framed.orderId}/return`);
    const location = new URL(home.headers.location as string, 'http://foyer.test');
    expect(location.pathname).toBe(`/embed3/checkout/pay/${framed.orderId}`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      orgId: fixture.orgId,
      la: 'de',
      parentUrl: 'https://museum.example/tickets?room=2',
      parentPageId: 'p-7',
    });

    const refused = await pay({ family: 'embed9', parentUrl: 'javascript:alert(1)' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.error.fields).sort()).toEqual(['shopReturn.family', 'shopReturn.parentUrl']);
  });

  it('issues a free order at once, without a payment', async () => {
    const fixture = await shopFixture(t);
    const free = await fixture.createEvent({
      tickets: [
        {
          names: { en: 'Free entry' },
          age: 'Adult',
          netPriceMinor: 0,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: null,
          requireMinimumQuantity: null,
        },
      ],
    });
    const cart = (await fixture.add(free.occurrenceId, [{ ticketId: free.adult, quantity: 3 }])).json;
    const response = await fixture.shop.post('/api/public/payments', { cartId: cart.cartId, consumer: consumer('free@museum.test') });
    expect(response.status, response.body).toBe(201);
    expect(response.json).toMatchObject({ status: 'Charged', totalGrossAmount: 0, paymentId: null, paymentUrl: null });
    expect((await order(fixture, response.json.orderId)).ticketCount).toBe(3);
    await t.flushOutbox();
    expect(smtp.mailsTo('free@museum.test')).toHaveLength(1);
  });

  it('refuses a lapsed, empty, unknown or spent cart and names bad contact fields', async () => {
    const fixture = await shopFixture(t);
    const pay = (cartId: string, who: object = consumer('x@museum.test'), org = fixture.orgId) =>
      shopper(t, org).post('/api/public/payments', { cartId, consumer: who });
    const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
    const invalid = await pay(cart.cartId, consumer('not-an-email', { termsAccepted: false, firstName: '' }));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.error.fields).sort()).toEqual(['consumer.email', 'consumer.firstName', 'consumer.termsAccepted']);
    expect(invalid.json.error.fields['consumer.termsAccepted']).toBe('You need to accept to continue');
    // An Institution's EAN must be 13 digits (its EAN checkout is in cart-fees.api.test.ts).
    const institution = await pay(
      cart.cartId,
      consumer('i@museum.test', {
        type: 'Institution',
        company: { name: 'School', number: '12345678', address: 'Road 1', postCode: '8000', city: 'Aarhus', country: 'DK', ean: '579' },
      }),
    );
    expect(institution.status, institution.body).toBe(400);
    expect(Object.keys(institution.json.error.fields)).toEqual(['consumer.company.ean']);

    await fixture.lapse(cart.cartId);
    const lapsed = await pay(cart.cartId);
    expect(lapsed.status).toBe(409);
    expect(lapsed.json.error.fields).toEqual({ cartId: 'Your reservation has expired' });

    const emptied = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
    await fixture.shop.put('/api/public/carts/revoke', { cartId: emptied.cartId, itemId: emptied.items[0].itemId });
    expect((await pay(emptied.cartId)).status).toBe(409);

    expect((await pay('00000000-0000-4000-8000-00000000beef')).status).toBe(404);
    const other = await shopFixture(t);
    const spent = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
    expect((await pay(spent.cartId, consumer('x@museum.test'), other.orgId)).status).toBe(404);
    const first = await pay(spent.cartId);
    expect(first.status).toBe(201);
    // A retry answers the same order and payment (payment-start.api.test.ts).
    const again = await pay(spent.cartId);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    expect((await fixture.shop.get(`/api/public/carts/${spent.cartId}`)).status).toBe(404);
  });
});
