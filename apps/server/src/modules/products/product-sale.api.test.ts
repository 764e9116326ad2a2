import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderDetail, TProduct, TProductAccess } from '@foyer/contracts';
import { anonymous, shopper } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';

/*
 * A digital tour through the one order path (issue 14): an offer in the cart (SPEC §7 `product`),
 * charged with anything else, one access code per offer bought, mailed, and checked by the tour app.
 */
describe('digital tours: sold and checked by the tour app', () => {
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

  /** A museum with a published podwalk: one listener 49.00, a family 129.00 (25 % VAT included). */
  async function museumWithPodwalk() {
    const fixture = await shopFixture(t);
    const support = await signedInUser(t, ['Support'], fixture.orgId);
    const created = await support.post<TProduct>('/api/products', {
      kind: 'Podwalk',
      localization: { en: { name: 'Harbour podwalk' }, da: { name: 'Havnens podwalk' } },
      defaultLanguage: 'en',
      offers: [
        { name: 'One listener', price: 4_900 },
        { name: 'Family', names: { da: 'Familie' }, price: 12_900 },
      ],
    });
    expect(created.status, created.body).toBe(201);
    const product = created.json;
    expect((await support.put(`/api/products/${product.productId}/status`, { status: 'Published' })).status).toBe(200);
    const [single, family] = product.offers.map((offer) => offer.offerId) as [string, string];
    const buy = (items: { offerId: string; quantity: number }[], cartId: string | null = null, language = 'en') =>
      fixture.shop.put('/api/public/carts', { cartId, language, product: { productId: product.productId, items } });
    return { ...fixture, support, product, single, family, buy };
  }

  it('sells offers beside tickets, issues one access per offer, mails them, and the tour app checks them', async () => {
    const museum = await museumWithPodwalk();
    const tickets = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json;
    const added = await museum.buy(
      [
        { offerId: museum.single, quantity: 2 },
        { offerId: museum.family, quantity: 1 },
      ],
      tickets.cartId,
      'da',
    );
    expect(added.status, added.body).toBe(200);
    expect(added.json.items.map((item: { type: string }) => item.type)).toEqual(['Event', 'Product', 'Product']);
    expect(added.json.items[1]).toMatchObject({
      type: 'Product',
      product: { id: museum.product.productId, name: 'Havnens podwalk', category: 'Podwalk' },
      items: [{ id: museum.single, name: 'One listener', quantity: 2, unitPrice: { gross: 4_900 }, totalPrice: { gross: 9_800 } }],
    });
    // The family's offer is named in Danish, as the Danish cart shows it.
    expect(added.json.items[2].items[0]).toMatchObject({ id: museum.family, name: 'Familie' });
    // A shop shown in English since names it in English; a language the museum left out, by the default.
    expect(added.json.items[2].items[0].translatedNames).toMatchObject({ en: 'Family', da: 'Familie', de: 'Family' });
    // 125.00 + 2 × 49.00 + 129.00; the host page counts 1 + 2 + 1.
    expect(added.json.totalPrice.gross).toBe(12_500 + 9_800 + 12_900);
    expect(added.json.itemsTotalQuantity).toBe(4);

    const payment = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
      cartId: tickets.cartId,
      consumer: privateBuyer('walker@museum.test'),
    });
    expect(payment.status, payment.body).toBe(201);
    await decideTestPayment(t, payment.json.paymentId, true);
    // The buyer is back before the webhook: the return page charges the order and answers from
    // what it read before, without reading it again; the same as every later read says.
    const back = await shopper(t, museum.orgId).get(`/api/public/orders/${payment.json.orderId}?orgId=${museum.orgId}`);
    expect(back.json).toMatchObject({ status: 'Charged', ticketCount: 1, tourCount: 3, paymentDeclined: false, canReturnToCart: false });
    await t.flushOutbox();
    // Read by staff on a Danish page: the names in Danish, where the tour has them.
    const order = (await museum.admin.get<TOrderDetail>(`/api/orders/${payment.json.orderId}`, { headers: { 'x-lang': 'da' } })).json;
    expect(order.status).toBe('Charged');
    expect(order.lines.map((line) => [line.kind, line.eventName, line.quantity, line.totalGross])).toEqual([
      ['Event', expect.any(String), 1, 12_500],
      ['Product', 'Havnens podwalk', 2, 9_800],
      ['Product', 'Havnens podwalk', 1, 12_900],
    ]);
    // The offer stands where a ticket type would, in the reader's language where it has a name there.
    expect(order.lines.slice(1).map((line) => line.ticketName)).toEqual(['One listener', 'Familie']);

    await t.flushOutbox();
    const mail = await simpleParser(smtp.mailsTo('walker@museum.test')[0]!.raw);
    const codes = [...(mail.text ?? '').matchAll(/din adgangskode er ([A-Za-z0-9_-]{22})\./g)].map((match) => match[1]!);
    // Each offer named in the buyer's language where the museum named it so (the family's), else in the tour's default.
    expect(mail.text).toContain('Havnens podwalk (One listener): din adgangskode er');
    expect(mail.text).toContain('Havnens podwalk (Familie): din adgangskode er');
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    // Each code's page in the shop, in the buyer's language and the family the order was paid in
    // (this one says none: /embed4, the family with the tours' pages).
    const links = [...(mail.text ?? '').matchAll(/(https?:\/\/\S+\/tour-access\/\S+)/g)].map((match) => new URL(match[1]!));
    expect(links.map((link) => link.pathname)).toEqual(codes.map((code) => `/embed4/tour-access/${code}`));
    expect(links.map((link) => link.origin)).toEqual(codes.map(() => new URL(t.ctx.config.publicUrl).origin));
    expect(Object.fromEntries(links[0]!.searchParams)).toEqual({ orgId: museum.orgId, la: 'da' });
    // In the HTML part each is a link to click, not text to copy.
    for (const link of links) expect(mail.html).toContain(`<a href="${link.href.replace(/&/g, '&amp;')}">`);
    // The thank-you page learns how many tours the mail has links for, never the codes themselves.
    const thanks = await shopper(t, museum.orgId).get(`/api/public/orders/${order.orderId}?orgId=${museum.orgId}`);
    expect(thanks.status, thanks.body).toBe(200);
    expect(thanks.json).toMatchObject({ ticketCount: 1, tourCount: 3 });
    expect(thanks.json).toEqual(back.json);
    for (const code of codes) expect(thanks.body).not.toContain(code);
    // Staff read the same codes on the order, each under its offer's line, to a visitor who lost the mail.
    expect(order.tourAccesses.map((access) => [access.lineNo, access.status])).toEqual([
      [2, 'Active'],
      [2, 'Active'],
      [3, 'Active'],
    ]);
    expect(order.tourAccesses.map((access) => access.code).sort()).toEqual([...codes].sort());
    expect(order.tourAccesses[2]!.code).toBe(codes[2]);

    const checked = await anonymous(t).get<TProductAccess>(`/api/public/product-access/${codes[2]}`);
    expect(checked.status, checked.body).toBe(200);
    expect(checked.json).toMatchObject({
      valid: true,
      orgId: museum.orgId,
      productId: museum.product.productId,
      offerId: museum.family,
      offerName: 'Family',
      offerNames: { da: 'Familie' },
      kind: 'Podwalk',
      names: { en: 'Harbour podwalk', da: 'Havnens podwalk' },
      // The museum has given no tour app's address.
      appLink: null,
    });
    // Once it has, each code's check (and its page) links to the app with that code in it.
    const { productId, kind, localization, defaultLanguage, offers, vatBasisPoints } = museum.product;
    const withApp = await museum.support.put(`/api/products/${productId}`, {
      ...{ kind, localization, defaultLanguage, offers, vatBasisPoints },
      appAddress: 'https://tours.example.dk/start?museum=harbour&code={code}',
    });
    expect(withApp.status, withApp.body).toBe(200);
    for (const code of codes)
      expect((await anonymous(t).get<TProductAccess>(`/api/public/product-access/${code}`)).json.appLink).toBe(
        `https://tours.example.dk/start?museum=harbour&code=${code}`,
      );

    // A whole refund takes the tours back: the app then reads them as no longer valid, and nothing links to it.
    const refunded = await museum.admin.post(`/api/orders/${order.orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect((await anonymous(t).get<TProductAccess>(`/api/public/product-access/${codes[0]}`)).json).toMatchObject({
      valid: false,
      appLink: null,
    });
    const afterRefund = (await museum.admin.get<TOrderDetail>(`/api/orders/${order.orderId}`)).json;
    expect(afterRefund.tourAccesses.map((access) => access.status)).toEqual(['Canceled', 'Canceled', 'Canceled']);
  });

  it('asks no postage for tours alone, and postage again once a ticket joins them', async () => {
    const museum = await museumWithPodwalk();
    expect((await museum.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 4_000, vatBasisPoints: 2500 })).status).toBe(200);
    const tours = (await museum.buy([{ offerId: museum.single, quantity: 1 }])).json;
    const asked = await museum.shop.put('/api/public/carts', { cartId: tours.cartId, language: 'en', fee: { category: 'Shipping' } });
    expect(asked.status, asked.body).toBe(200);
    // An access code is mailed: nothing to post, so no fee, and the order would not be posted.
    expect(asked.json.fees).toEqual([]);
    expect(asked.json.totalPrice.gross).toBe(4_900);
    const withTicket = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }], tours.cartId))
      .json;
    expect(withTicket.fees.map((fee: { category: string }) => fee.category)).toEqual(['Shipping']);
    expect(withTicket.totalPrice.gross).toBe(4_900 + 12_500 + 5_000);
  });

  it('names the offer it cannot sell, never answers 404, and the app gets 404 for an unknown code and 400 for a malformed one', async () => {
    const museum = await museumWithPodwalk();
    const unknown = await museum.buy([{ offerId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ reason: 'notFound.product', fields: { 'product.items.0.offerId': 'Product not found' } });
    const none = await museum.buy([{ offerId: museum.single, quantity: 0 }]);
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toEqual({ 'product.items': 'Invalid quantity' });
    // Another museum's product is unknown here.
    const other = await museumWithPodwalk();
    expect((await museum.buy([{ offerId: other.single, quantity: 1 }])).status).toBe(400);
    // A draft is not sold.
    expect((await museum.support.put(`/api/products/${museum.product.productId}/status`, { status: 'Draft' })).status).toBe(200);
    expect((await museum.buy([{ offerId: museum.single, quantity: 1 }])).status).toBe(400);

    expect((await anonymous(t).get('/api/public/product-access/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const malformed = await anonymous(t).get('/api/public/product-access/short');
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.json.error.fields)).toEqual(['params.code']);
  });
});
