import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_OFFICE_MESSAGES } from '@foyer/contracts';
import { shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { doorTickets } from './box-office.test-support.js';

/*
 * A desk whose network drops after the server has sold sends the sale again: under the sale id the
 * desk made for it, the answer is the order already made, and nothing is sold, spent or mailed twice.
 */

describe('box office: a desk sale is made once, however often the desk sends it', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 10);
  });
  afterAll(() => t.close());

  const doorEvent = () => museum.createEvent({ poolCapacity: 20, tickets: doorTickets() } as never);
  const sell = (occurrenceId: string, body: object) => museum.admin.post(`/api/events/${occurrenceId}/offline-buy`, body);
  const soldOffline = async (occurrenceId: string) =>
    (await museum.admin.get(`/api/events/${occurrenceId}`)).json.occurrence.soldOffline as number;
  const ordersOf = async (email: string) => (await museum.admin.get(`/api/orders?search=${encodeURIComponent(email)}`)).json.items;

  it('answers a sale sent again with the same order, selling and mailing nothing more', async () => {
    const event = await doorEvent();
    const saleId = randomUUID();
    const body = {
      items: [{ ticketId: event.adult, quantity: 2 }],
      paymentMethod: 'CashPayment',
      customer: { firstName: 'Ida', lastName: 'Jessen', email: 'ida.again@desk.test' },
      saleId,
    };
    const first = await sell(event.occurrenceId, body);
    expect(first.status, first.body).toBe(201);
    const again = await sell(event.occurrenceId, body);
    expect(again.status, again.body).toBe(201);
    expect(again.json.orderId).toBe(first.json.orderId);
    expect(again.json).toMatchObject({ status: 'Charged', ticketCount: 2, mails: [{}] });
    expect(await soldOffline(event.occurrenceId)).toBe(2);
    expect(await ordersOf('ida.again@desk.test')).toHaveLength(1);

    // A new sale id is a new sale.
    const next = await sell(event.occurrenceId, { ...body, saleId: randomUUID() });
    expect(next.status).toBe(201);
    expect(next.json.orderId).not.toBe(first.json.orderId);
    expect(await soldOffline(event.occurrenceId)).toBe(4);
    // Without one, as before: each send is a sale.
    const { saleId: _none, ...withoutId } = body;
    expect((await sell(event.occurrenceId, withoutId)).status).toBe(201);
    expect((await sell(event.occurrenceId, withoutId)).status).toBe(201);
    expect(await soldOffline(event.occurrenceId)).toBe(8);
  });

  it('sells once when the same sale arrives several times at once', async () => {
    const event = await doorEvent();
    const body = { items: [{ ticketId: event.adult, quantity: 3 }], paymentMethod: 'CashPayment', saleId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 4 }, () => sell(event.occurrenceId, body)));
    for (const answer of answers) expect(answer.status, answer.body).toBe(201);
    expect(new Set(answers.map((answer) => answer.json.orderId)).size).toBe(1);
    expect(await soldOffline(event.occurrenceId)).toBe(3);
  });

  it('spends a gift voucher’s code once for a sale sent again', async () => {
    const created = await museum.admin.post<{ voucherId: string }>('/api/vouchers', {
      names: { en: 'Gift voucher 200' },
      value: 20_000,
      validForMonths: 12,
    });
    expect(created.status, created.body).toBe(201);
    const voucherId = created.json.voucherId;
    expect((await museum.admin.put(`/api/vouchers/${voucherId}/status`, { status: 'Published' })).status).toBe(200);
    const codeSale = { quantity: 1, paymentMethod: 'CashPayment', saleId: randomUUID() };
    const sold = await museum.admin.post(`/api/vouchers/${voucherId}/offline-buy`, codeSale);
    expect(sold.status, sold.body).toBe(201);
    const soldAgain = await museum.admin.post(`/api/vouchers/${voucherId}/offline-buy`, codeSale);
    expect(soldAgain.json.orderId).toBe(sold.json.orderId);
    expect(soldAgain.json.voucherCodes).toEqual(sold.json.voucherCodes);
    const code = sold.json.voucherCodes[0].code as string;

    const event = await doorEvent();
    const body = { items: [{ ticketId: event.adult, quantity: 1 }], paymentMethod: 'CashPayment', voucherCode: code, saleId: randomUUID() };
    const paid = await sell(event.occurrenceId, body);
    expect(paid.status, paid.body).toBe(201);
    expect(paid.json.voucherPaidAmount).toBe(12_500);
    expect((await sell(event.occurrenceId, body)).json.orderId).toBe(paid.json.orderId);
    expect((await museum.admin.get(`/api/voucher-codes/${code}`)).json.balanceMinor).toBe(7500);
  });

  it('prints the same tickets again for a print sent again, selling none more', async () => {
    const event = await doorEvent();
    const body = { ticketId: event.adult, quantity: 2, saleId: randomUUID() };
    const first = await museum.admin.post(`/api/events/${event.occurrenceId}/offline-tickets`, body);
    expect(first.status, first.body).toBe(201);
    const again = await museum.admin.post(`/api/events/${event.occurrenceId}/offline-tickets`, body);
    expect(again.status).toBe(201);
    expect(again.headers['x-order-id']).toBe(first.headers['x-order-id']);
    const pages = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: false })).text;
    expect(await pages(again.bytes)).toEqual(await pages(first.bytes));
    expect(await soldOffline(event.occurrenceId)).toBe(2);
  });

  it('refuses a web cart’s id or a sale id that is no id, naming saleId, and sells nothing', async () => {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json;
    const started = await shopper(t, museum.orgId).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer('web@cart.test'),
    });
    expect(started.status, started.body).toBe(201);
    const event = await doorEvent();
    const taken = await sell(event.occurrenceId, {
      items: [{ ticketId: event.adult, quantity: 1 }],
      paymentMethod: 'CashPayment',
      saleId: cart.cartId,
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toMatchObject({ fields: { saleId: BOX_OFFICE_MESSAGES.saleIdTaken }, reason: 'boxOffice.saleIdTaken' });
    const bad = await sell(event.occurrenceId, {
      items: [{ ticketId: event.adult, quantity: 1 }],
      paymentMethod: 'CashPayment',
      saleId: 'sale-1',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['saleId']);
    expect(await soldOffline(event.occurrenceId)).toBe(0);
  });
});
