import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TICKETS_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import { apiClient } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { museumWithVoucher } from '../voucher-codes/testing.js';

/*
 * The gift voucher as the buyer gets it (issue 14): a PDF page per code, attached to the order's
 * confirmation beside the tickets' PDF, and the same for staff to download from the order.
 */
describe('gift vouchers as a PDF with a QR', () => {
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

  const pages = async (pdf: Uint8Array) =>
    (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })).text as string[];
  const grouped = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
  const mailTo = async (address: string) => {
    await t.flushOutbox();
    const [sent] = smtp.mailsTo(address);
    expect(sent, `a mail to ${address}`).toBeDefined();
    return simpleParser(sent!.raw);
  };

  it('mails a page per code beside the tickets’ PDF: the value, until when, the code in groups, for whom, the message', async () => {
    const museum = await museumWithVoucher(t);
    const cart = (await museum.tickets(1)).json;
    await museum.buyVoucher(cart.cartId, { recipientName: 'Karen', message: 'Tillykke med dagen' }, 'da');
    await museum.buyVoucher(cart.cartId, { quantity: 1 }, 'da');
    const payment = (await museum.pay(cart.cartId, 'gift@museum.test', undefined, 'da')).json;
    await museum.approve(payment.paymentId);
    const order = await museum.order(payment.orderId);
    expect(order.voucherCodes).toHaveLength(2);

    const mail = await mailTo('gift@museum.test');
    expect(mail.text).toContain('Dine gavekort er vedhæftet som PDF');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`billet-${order.orderNumber}.pdf`, 'application/pdf'],
      [`gavekort-${order.orderNumber}.pdf`, 'application/pdf'],
    ]);
    const vouchers = await pages(mail.attachments[1]!.content);
    expect(vouchers).toHaveLength(2);
    const [gift, plain] = order.voucherCodes;
    const expiry = new Date(gift!.expiresAt!);
    const until = `${String(expiry.getUTCDate()).padStart(2, '0')}-${String(expiry.getUTCMonth() + 1).padStart(2, '0')}-${expiry.getUTCFullYear()}`;
    // The museum's name, as the subject names it.
    const museumName = /fra (.+) \(ordre/.exec(mail.subject ?? '')![1]!;
    for (const text of [
      museumName.toUpperCase(),
      'GAVEKORT',
      'Gavekort 500',
      '500,00',
      `Gyldig til og med ${until}`,
      'Til Karen',
      'Tillykke med dagen',
      grouped(gift!.code),
      `Ordre ${order.orderNumber}`,
    ])
      expect(vouchers[0]).toContain(text);
    expect(vouchers[1]).toContain(grouped(plain!.code));
    expect(vouchers[1]).not.toContain('Karen');
  });

  it('mails a voucher bought alone as its only attachment, and staff download the valid codes in the language asked for', async () => {
    const museum = await museumWithVoucher(t);
    const { orderId, code } = await museum.boughtCode('alone@museum.test');
    const mail = await mailTo('alone@museum.test');
    const order = await museum.order(orderId);
    expect(mail.attachments.map((a) => a.filename)).toEqual([`gift-voucher-${order.orderNumber}.pdf`]);
    expect((await pages(mail.attachments[0]!.content))[0]).toContain(grouped(code));

    const download = (query = '', cookie: string | undefined = museum.admin.cookie) =>
      apiClient(t, cookie).get(`/api/orders/${orderId}/vouchers${query}`);
    const response = await download('?language=de');
    expect(response.status, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="vouchers-${order.orderNumber}.pdf"`);
    const [page] = await pages(response.bytes);
    expect(page).toContain('GUTSCHEIN');
    expect(page).toContain('Gültig bis');
    expect(page).toContain(grouped(code));
    expect((await download('?language=sv')).json.error.fields).toHaveProperty(['query.language']);

    // Refunded, its code is canceled: nothing valid is left to hand out.
    expect((await museum.admin.post<TOrderDetail>(`/api/orders/${orderId}/refund`, {})).status).toBe(200);
    const none = await download();
    expect(none.status).toBe(409);
    expect(none.json.error).toMatchObject({ reason: 'orderTickets.noVouchers', message: ORDER_TICKETS_MESSAGES.noVouchers });
  });

  it('mails the same PDF for a voucher sold at the desk', async () => {
    const museum = await museumWithVoucher(t);
    const sold = await museum.admin.post<TOrderDetail>(`/api/vouchers/${museum.voucherId}/offline-buy`, {
      quantity: 1,
      paymentMethod: 'CashPayment',
      customer: { firstName: 'Ida', lastName: 'Jessen', email: 'desk@museum.test' },
      language: 'nl',
    });
    expect(sold.status, sold.body).toBe(201);
    const mail = await mailTo('desk@museum.test');
    expect(mail.attachments.map((a) => a.filename)).toEqual([`cadeaubon-${sold.json.orderNumber}.pdf`]);
    const [page] = await pages(mail.attachments[0]!.content);
    expect(page).toContain(grouped(sold.json.voucherCodes[0]!.code));
    expect(page).toContain('Geldig tot en met');
  });

  it('needs a session and OrdersRead; another organisation’s order is not found; an order without vouchers has none', async () => {
    const museum = await museumWithVoucher(t);
    const { orderId } = await museum.boughtCode('rights@museum.test');
    const path = `/api/orders/${orderId}/vouchers`;
    expect((await apiClient(t).get(path)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await guide.get(path)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await other.get(path)).status).toBe(404);
    expect((await museum.admin.get('/api/orders/not-a-uuid/vouchers')).json.error.fields).toHaveProperty(['params.orderId']);

    const cart = (await museum.tickets(1)).json;
    const tickets = (await museum.pay(cart.cartId, 'tickets@museum.test')).json;
    await museum.approve(tickets.paymentId);
    expect((await museum.admin.get(`/api/orders/${tickets.orderId}/vouchers`)).status).toBe(409);
  });
});
