import ExcelJS from 'exceljs';
import { ORDER_POST_MESSAGES } from '@foyer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';

const address = { address: 'Strandvej 13', postCode: '3050', city: 'Humlebæk', country: 'Danmark' };
const buyer = (email: string) => ({
  type: 'Private',
  email,
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Ida',
  lastName: 'Post',
  termsAccepted: true,
  private: address,
});

/** Orders asked for by post: staff mark them sent, and the list and the spreadsheet tell what is still to send. */
describe('orders sent by post', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function museumSendingByPost() {
    const fixture = await shopFixture(t, 50);
    expect((await fixture.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 })).status).toBe(200);
    /** A buyer asks for their tickets by post and pays (or not yet). */
    const posted = async (email: string, pay = true) => {
      const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
      expect(
        (await fixture.shop.put('/api/public/carts', { cartId: cart.cartId, language: 'en', fee: { category: 'Shipping' } })).status,
      ).toBe(200);
      const payment = await shopper(t, fixture.orgId).post('/api/public/payments', { cartId: cart.cartId, consumer: buyer(email) });
      expect(payment.status, payment.body).toBe(201);
      if (pay) {
        expect((await decideTestPayment(t, payment.json.paymentId, true)).status).toBe(200);
        await t.flushOutbox();
      }
      return payment.json.orderId as string;
    };
    const listed = async (query: string) =>
      (await fixture.admin.get(`/api/orders?${query}`)).json as {
        items: { orderId: string; sentByPostAt: string | null }[];
        total: number;
      };
    return { ...fixture, posted, listed };
  }

  it('marks a posted order sent: it leaves the orders to send, joins those sent, and its history says so', async () => {
    const museum = await museumSendingByPost();
    const first = await museum.posted('first@post.test');
    const second = await museum.posted('second@post.test');
    const plain = await museum.checkout(1, 'plain@post.test');
    await decideTestPayment(t, plain.paymentId, true);
    await t.flushOutbox();

    const toSend = await museum.listed('post=toSend');
    expect(toSend.items.map((item) => item.orderId)).toEqual([second, first]);
    expect(toSend.total).toBe(2);
    expect((await museum.listed('post=sent')).total).toBe(0);
    // Without the filter, every order, the plain one too.
    expect((await museum.listed('')).total).toBe(3);

    const marked = await museum.admin.post(`/api/orders/${first}/sentByPost`);
    expect(marked.status, marked.body).toBe(200);
    const sentAt = marked.json.sentByPostAt as string;
    expect(new Date(sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // A staff change of the order: "last changed" is the mark's moment.
    expect(marked.json.updatedAt).toBe(sentAt);
    expect(marked.json.history.map((entry: { event: string }) => entry.event)).toContain('Sent by post');
    // This app has no SMTP server: the confirmation was written to the log, and the history says so, not "sent".
    expect(marked.json.mails).toEqual([expect.objectContaining({ status: 'logged' })]);
    expect(marked.json.history.map((entry: { event: string }) => entry.event)).toContain('Confirmation logged');
    expect(marked.json.history.map((entry: { event: string }) => entry.event)).not.toContain('Confirmation sent');

    expect((await museum.listed('post=toSend')).items.map((item) => item.orderId)).toEqual([second]);
    const sent = await museum.listed('post=sent');
    expect(sent.items.map((item) => [item.orderId, item.sentByPostAt])).toEqual([[first, sentAt]]);
    expect(sent.total).toBe(1);
    // Marked again (a second member of staff): the first mark stands.
    expect((await museum.admin.post(`/api/orders/${first}/sentByPost`)).json.sentByPostAt).toBe(sentAt);

    // Marked by mistake: taken back, the order is to send again.
    const unmarked = await museum.admin.delete(`/api/orders/${first}/sentByPost`);
    expect(unmarked.status, unmarked.body).toBe(200);
    expect(unmarked.json.sentByPostAt).toBeNull();
    expect(new Date(unmarked.json.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(sentAt).getTime());
    const posting = (history: { event: string }[]) =>
      history.map((entry) => entry.event).filter((event) => event === 'Sent by post' || event === 'Not sent after all');
    // The history keeps both: the mark, and that it was taken back (before, the mark vanished).
    expect(posting(unmarked.json.history)).toEqual(['Sent by post', 'Not sent after all']);
    expect((await museum.listed('post=toSend')).total).toBe(2);
    // Taking back a mark that is not there changes nothing, nor adds to the history.
    const again = await museum.admin.delete(`/api/orders/${first}/sentByPost`);
    expect(again.status).toBe(200);
    expect(posting(again.json.history)).toEqual(['Sent by post', 'Not sent after all']);
    // Sent again later: each time is there, in order.
    const remarked = await museum.admin.post(`/api/orders/${first}/sentByPost`);
    expect(posting(remarked.json.history)).toEqual(['Sent by post', 'Not sent after all', 'Sent by post']);
    expect((await museum.admin.delete(`/api/orders/${first}/sentByPost`)).status).toBe(200);

    // Refunded before it was posted, or not paid yet: nothing to send (a review walk found a
    // refunded one in the list to send and in its spreadsheet).
    const refunded = await museum.admin.post(`/api/orders/${second}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json.status).toBe('Refunded');
    await museum.posted('unpaid-post@post.test', false);
    expect(
      (await museum.listed('post=toSend&status=Pending,Charged,CheckoutCompleted,Refunded,Payment+pending')).items.map(
        (item) => item.orderId,
      ),
    ).toEqual([first]);
  });

  /** The spreadsheet of today's orders still to send by post, read back. */
  async function toSendToday(museum: Awaited<ReturnType<typeof museumSendingByPost>>) {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const download = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}&post=toSend`);
    expect(download.status, download.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.bytes as unknown as ArrayBuffer);
    return workbook;
  }

  it('downloads the orders to send, with the address each goes to', async () => {
    const museum = await museumSendingByPost();
    const toSend = await museum.posted('sheet@post.test');
    const sent = await museum.posted('gone@post.test');
    await museum.admin.post(`/api/orders/${sent}/sentByPost`);
    const workbook = await toSendToday(museum);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const number = (await museum.admin.get(`/api/orders/${toSend}`)).json.orderNumber;
    const postedTo = header.indexOf('Send by post to');
    expect(rows.map((row) => [row[1], row[postedTo]])).toEqual([[Number(number), 'Strandvej 13, 3050 Humlebæk, Danmark']]);
  });

  // A review walk: a percentage fee's VAT was worked back from its rounded amounts (25.44 % for 0.29 on 1.14).
  it('gives a percentage fee its own VAT rate in the lines sheet, not one worked back from rounded amounts', async () => {
    const museum = await museumSendingByPost();
    // 2.5 % of the ticket's 100.00 net is 2.50, whose 25 % VAT of 0.625 rounds to 0.63: 25.2 % worked back.
    expect((await museum.admin.put('/api/fees/Shipping', { type: 'Percentage', value: 250, vatBasisPoints: 2500 })).status).toBe(200);
    const orderId = await museum.posted('rate@post.test');
    const number = Number((await museum.admin.get(`/api/orders/${orderId}`)).json.orderNumber);
    const workbook = await toSendToday(museum);
    const lines = workbook.worksheets[1]!;
    const header = lines.getRow(1).values as unknown[];
    const rows = (lines.getSheetValues().slice(2) as unknown[][]).filter((row) => row[1] === number);
    const fee = rows.find((row) => row[header.indexOf('Kind')] === 'Fee');
    expect(fee, JSON.stringify(rows)).toBeTruthy();
    expect(fee![header.indexOf('VAT')]).toBe(0.25);
  });

  it('refuses an order not sent by post, one not paid yet, and another museum’s, changing nothing', async () => {
    const museum = await museumSendingByPost();
    const plain = await museum.checkout(1, 'plain2@post.test');
    await decideTestPayment(t, plain.paymentId, true);
    await t.flushOutbox();
    const notPosted = await museum.admin.post(`/api/orders/${plain.orderId}/sentByPost`);
    expect(notPosted.status).toBe(409);
    expect(notPosted.json.error).toMatchObject({
      code: 'conflict',
      message: ORDER_POST_MESSAGES.notPosted,
      fields: { orderId: ORDER_POST_MESSAGES.notPosted },
    });
    expect((await museum.admin.delete(`/api/orders/${plain.orderId}/sentByPost`)).status).toBe(409);

    const unpaid = await museum.posted('unpaid@post.test', false);
    const early = await museum.admin.post(`/api/orders/${unpaid}/sentByPost`);
    expect(early.status).toBe(409);
    expect(early.json.error).toMatchObject({
      message: ORDER_POST_MESSAGES.notSendable,
      fields: { orderId: ORDER_POST_MESSAGES.notSendable },
    });
    expect((await museum.admin.get(`/api/orders/${unpaid}`)).json.sentByPostAt).toBeNull();

    const other = await museumSendingByPost();
    const theirs = await other.posted('theirs@post.test');
    expect((await museum.admin.post(`/api/orders/${theirs}/sentByPost`)).status).toBe(404);
    expect((await other.admin.get(`/api/orders/${theirs}`)).json.sentByPostAt).toBeNull();
    expect((await museum.admin.post('/api/orders/8d9c6a52-6c1f-4b7e-9a0e-2f0d1c3b4a59/sentByPost')).status).toBe(404);

    const badId = await museum.admin.post('/api/orders/not-an-id/sentByPost');
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.json.error.fields)).toEqual(['params.orderId']);
    const badFilter = await museum.admin.get('/api/orders?post=later');
    expect(badFilter.status).toBe(400);
    expect(Object.keys(badFilter.json.error.fields)).toEqual(['query.post']);
  });
});
