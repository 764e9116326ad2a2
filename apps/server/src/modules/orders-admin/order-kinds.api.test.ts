import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrderDetail, TOrderPage, TProduct } from '@foyer/contracts';
import { shopper } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { mailsTo } from '../outbox/testing.js';

/*
 * Issue 14 point 1: the orders list, the order page and the xlsx download show every kind sold.
 * An order of tickets and one of gifts alone (a donation and a digital tour), both charged.
 */
describe('every kind sold in the back office’s orders list, order page and download', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  let ticketOrder: { orderId: string; orderNumber: string };
  let giftOrder: { orderId: string; orderNumber: string };
  let pay: (cartId: string, email: string) => Promise<{ orderId: string; orderNumber: string }>;
  let campaignId: string;
  let podwalk: { productId: string; offerId: string };

  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t);
    const support = await signedInUser(t, ['Support'], museum.orgId);
    const product = await support.post<TProduct>('/api/products', {
      kind: 'Podwalk',
      localization: { en: { name: 'Harbour podwalk' }, da: { name: 'Havnens podwalk' } },
      defaultLanguage: 'en',
      offers: [{ name: 'One listener', names: { da: 'Én lytter' }, price: 4_900 }],
    });
    expect(product.status, product.body).toBe(201);
    expect((await support.put(`/api/products/${product.json.productId}/status`, { status: 'Published' })).status).toBe(200);
    const campaign = await museum.admin.post<{ donationId: string }>('/api/donations', {
      names: { en: 'Restore the organ', da: 'Restaurér orglet' },
      suggestedAmounts: [10_000],
      customAmountAllowed: false,
      minimumAmount: 0,
    });
    expect(campaign.status, campaign.body).toBe(201);
    expect((await museum.admin.put(`/api/donations/${campaign.json.donationId}/status`, { status: 'Published' })).status).toBe(200);

    pay = async (cartId: string, email: string) => {
      const payment = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
        cartId,
        consumer: privateBuyer(email),
      });
      expect(payment.status, payment.body).toBe(201);
      await decideTestPayment(t, payment.json.paymentId, true);
      await t.flushOutbox();
      return { orderId: payment.json.orderId as string, orderNumber: payment.json.orderNumber as string };
    };
    const tickets = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    ticketOrder = await pay(tickets.cartId, 'tickets@museum.test');
    const gift = await museum.shop.put('/api/public/carts', {
      cartId: null,
      language: 'da',
      donation: { donationId: campaign.json.donationId, amountMinor: 10_000 },
    });
    expect(gift.status, gift.body).toBe(200);
    const tour = await museum.shop.put('/api/public/carts', {
      cartId: gift.json.cartId,
      language: 'da',
      product: { productId: product.json.productId, items: [{ offerId: product.json.offers[0]!.offerId, quantity: 3 }] },
    });
    expect(tour.status, tour.body).toBe(200);
    giftOrder = await pay(gift.json.cartId, 'gifts@museum.test');
    campaignId = campaign.json.donationId;
    podwalk = { productId: product.json.productId, offerId: product.json.offers[0]!.offerId };
  });
  afterAll(() => t.close());

  it('lists what each order holds per kind: a gifts-only order is not "0 tickets"', async () => {
    const page = (await museum.admin.get<TOrderPage>('/api/orders')).json;
    const contents = Object.fromEntries(page.items.map((order) => [order.orderNumber, [order.ticketCount, order.contents]]));
    expect(contents[ticketOrder.orderNumber]).toEqual([2, [{ kind: 'Event', quantity: 2 }]]);
    expect(contents[giftOrder.orderNumber]).toEqual([
      0,
      [
        { kind: 'Donation', quantity: 1 },
        { kind: 'Product', quantity: 3 },
      ],
    ]);
    const detail = (await museum.admin.get<TOrderDetail>(`/api/orders/${giftOrder.orderId}`)).json;
    expect(detail.contents).toEqual(contents[giftOrder.orderNumber]![1]);
    // The page names the campaign, the tour and the tour's offer as its reader reads (a review walk
    // saw a Danish buyer's names on an English page), and keeps the buyer's language for the mails.
    expect(detail.language).toBe('da');
    expect(detail.lines.map((line) => [line.kind, line.eventName, line.ticketName, line.quantity])).toEqual([
      ['Donation', 'Restore the organ', '', 1],
      ['Product', 'Harbour podwalk', 'One listener', 3],
    ]);
    const inDanish = (await museum.admin.get<TOrderDetail>(`/api/orders/${giftOrder.orderId}`, { headers: { 'x-lang': 'da' } })).json;
    expect(inDanish.lines.map((line) => [line.kind, line.eventName, line.ticketName, line.quantity])).toEqual([
      ['Donation', 'Restaurér orglet', '', 1],
      ['Product', 'Havnens podwalk', 'Én lytter', 3],
    ]);
  });

  it('downloads a lines sheet naming each line’s kind and what it sold, in the reader’s language', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const read = async (language: 'en' | 'da') => {
      const response = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}`, { headers: { 'x-lang': language } });
      expect(response.status, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
      return workbook;
    };
    const en = await read('en');
    const orders = en.getWorksheet('Orders')!;
    expect((orders.getSheetValues().slice(2) as unknown[][]).map((row) => [row[1], row[7]])).toEqual([
      [Number(ticketOrder.orderNumber), 2],
      [Number(giftOrder.orderNumber), 0],
    ]);
    const lines = en.getWorksheet('Order lines')!;
    expect(lines.getRow(1).getCell(2).value).toBe('Kind');
    const rows = (lines.getSheetValues().slice(2) as unknown[][]).map((row) => [row[1], row[2], row[3], row[4], row[6], row[9]]);
    expect(rows).toEqual([
      [Number(ticketOrder.orderNumber), 'Tickets', expect.any(String), expect.any(String), 2, 250],
      [Number(giftOrder.orderNumber), 'Donation', 'Restore the organ', undefined, 1, 100],
      [Number(giftOrder.orderNumber), 'Digital tour', 'Harbour podwalk', 'One listener', 3, 147],
    ]);

    const da = (await read('da')).getWorksheet('Ordrelinjer')!;
    expect((da.getSheetValues().slice(2) as unknown[][]).map((row) => [row[2], row[3], row[4]])).toEqual([
      ['Billetter', expect.any(String), expect.any(String)],
      ['Donation', 'Restaurér orglet', undefined],
      ['Digital tur', 'Havnens podwalk', 'Én lytter'],
    ]);
  });

  it('mails a buyer whose last tickets were refunded what went with them: the gift and the tour', async () => {
    // The mail said only "1 ticket of the order is canceled" while the donation went back and the tour's code stopped (a review walk).
    const mixed = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json;
    for (const part of [
      { donation: { donationId: campaignId, amountMinor: 10_000 } },
      { product: { productId: podwalk.productId, items: [{ offerId: podwalk.offerId, quantity: 1 }] } },
    ]) {
      const added = await museum.shop.put('/api/public/carts', { cartId: mixed.cartId, language: 'da', ...part });
      expect(added.status, added.body).toBe(200);
    }
    const mixedOrder = await pay(mixed.cartId, 'mixed@museum.test');
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${mixedOrder.orderId}/refund`, { override: true });
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json.status).toBe('Refunded');
    const [mail] = await mailsTo(t, 'mixed@museum.test').then((mails) =>
      mails.filter((each) => each.payload.subject.startsWith('Din refusion')),
    );
    expect(mail!.payload.text).toContain('Refunderet sammen med dem: Restaurér orglet; Havnens podwalk.');
    expect(mail!.payload.text).toContain('Adgangskoderne til ordrens digitale ture virker ikke længere.');

    // A refund of tickets that leaves the order standing names nothing else.
    const partly = (await museum.admin.get<TOrderDetail>(`/api/orders/${ticketOrder.orderId}`)).json;
    const one = await museum.admin.post(`/api/orders/${ticketOrder.orderId}/refund`, {
      ticketIds: [partly.tickets[0]!.ticketId],
      override: true,
    });
    expect(one.status, one.body).toBe(200);
    const [partMail] = await mailsTo(t, 'tickets@museum.test').then((mails) =>
      mails.filter((each) => each.payload.subject.startsWith('Din refusion')),
    );
    expect(partMail!.payload.text).not.toContain('sammen med dem');
  });
});
