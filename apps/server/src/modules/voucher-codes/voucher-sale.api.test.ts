import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_CODE_MESSAGES, VOUCHER_MESSAGES, type TOrderDetail, type TPublicOrder, type TVoucherCodeSale } from '@foyer/contracts';
import { anonymous, shopper } from '../../test/api-client.js';
import { setCurrencyBehindTheApi, signedInUser } from '../../test/factories.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { decideTestPayment } from '../../test/shop-fixture.js';
import { museumWithVoucher as museumWithVoucherIn } from './testing.js';
import { CODE_GUESSES } from './code-guessing.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { sql } from 'drizzle-orm';
import { voucherExpiry, voucherLastDay } from './voucher-codes.js';

/*
 * Gift vouchers through the one order path (issue 14): bought in the cart beside tickets, issued
 * as codes when the order is charged, spent in part or whole on later orders, held while a
 * payment is open, given back when it fails, and taken back with a refund of the order that bought them.
 */
describe('gift vouchers: sold, spent and refunded', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  const clock = new TestClock();
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const museumWithVoucher = () => museumWithVoucherIn(t);

  it('sells a voucher as a gift beside tickets, mails its code, and the code pays part of a later order', async () => {
    const museum = await museumWithVoucher();
    const cart = (await museum.tickets(2)).json;
    const added = await museum.buyVoucher(cart.cartId, { recipientName: 'Karen', message: 'Happy birthday' }, 'da');
    expect(added.status, added.body).toBe(200);
    expect(added.json.items[1]).toEqual({
      itemId: expect.any(String),
      type: 'Voucher',
      onSale: true,
      voucher: { id: museum.voucherId, name: 'Gavekort 500', translatedNames: { en: 'Gift voucher 500', da: 'Gavekort 500' } },
      quantity: 1,
      unitPrice: { net: 50_000, tax: 0, gross: 50_000 },
      totalPrice: { net: 50_000, tax: 0, gross: 50_000 },
      recipientName: 'Karen',
      message: 'Happy birthday',
    });
    expect(added.json.totalPrice.gross).toBe(25_000 + 50_000);

    const payment = await museum.pay(cart.cartId, 'first@museum.test', undefined, 'da');
    expect(payment.status, payment.body).toBe(201);
    // Charged on the app's clock, an hour on: the voucher runs from then, not from the wall clock.
    const chargedAt = new Date(Date.now() + 3600_000);
    clock.set(chargedAt);
    await museum.approve(payment.json.paymentId);
    const first = await museum.order(payment.json.orderId);
    clock.reset();
    expect(first).toMatchObject({ status: 'Charged', ticketCount: 2, totalGrossAmount: 75_000 });
    expect(first.lines.map((line) => [line.kind, line.eventName, line.totalGross])).toEqual([
      ['Event', expect.any(String), 25_000],
      ['Voucher', 'Gift voucher 500', 50_000],
    ]);
    const [sold] = await museum.codes();
    expect(sold).toMatchObject({
      orderId: first.orderId,
      valueMinor: 50_000,
      balanceMinor: 50_000,
      status: 'Active',
      recipientName: 'Karen',
    });
    expect(sold!.code).toMatch(/^[3467ACDEFGHJKMNPQRTUVWXY]{12}$/);
    // Valid for 12 months from the charge, to the end of that day in the museum's zone, the day the mail prints.
    expect(new Date(sold!.expiresAt!)).toEqual(voucherExpiry(chargedAt, 12));
    const lastDay = voucherLastDay(new Date(sold!.expiresAt!));

    await t.flushOutbox();
    const mail = await simpleParser(smtp.mailsTo('first@museum.test')[0]!.raw);
    const shown = `${sold!.code.slice(0, 4)}-${sold!.code.slice(4, 8)}-${sold!.code.slice(8)}`;
    expect(mail.text).toMatch(
      // A gift names whom it is for.
      new RegExp(`Gavekort 500 \\(500,00\\s+kr\\.\\) til Karen: gavekortkode ${shown}, gyldig til og med ${lastDay}`),
    );

    // A second visitor pays 2 tickets (250.00) with it, typed as people type: nothing is left to pay online.
    const second = (await museum.tickets(2)).json;
    const typed = shown.toLowerCase().replace(/-/g, ' ');
    const paid = await museum.pay(second.cartId, 'second@museum.test', typed);
    expect(paid.status, paid.body).toBe(201);
    expect(paid.json).toMatchObject({ status: 'Charged', totalGrossAmount: 25_000, paymentId: null, paymentUrl: null });
    // The shop's thank-you reads what the code paid of the order.
    const thanks = await anonymous(t).get<TPublicOrder>(`/api/public/orders/${paid.json.orderId}?orgId=${museum.orgId}`);
    expect(thanks.json).toMatchObject({ status: 'Charged', totalGrossAmount: 25_000, voucherPaidAmount: 25_000, ticketCount: 2 });
    // Staff's list says so too: not the card the order defaults to (a review walk read "Card").
    const listed = await museum.admin.get(`/api/orders?search=${paid.json.orderNumber}`);
    expect(listed.json.items).toEqual([expect.objectContaining({ voucherPaidAmount: 25_000, totalGrossAmount: 25_000 })]);
    const firstThanks = await anonymous(t).get<TPublicOrder>(`/api/public/orders/${first.orderId}?orgId=${museum.orgId}`);
    expect(firstThanks.json.voucherPaidAmount).toBe(0);
    const left = await museum.balance(typed);
    expect(left.status, left.body).toBe(200);
    expect(left.json).toEqual({
      code: sold!.code,
      currency: 'DKK',
      valueMinor: 50_000,
      balanceMinor: 25_000,
      expiresAt: sold!.expiresAt,
      usable: true,
    });
    const [afterUse] = await museum.codes();
    expect(afterUse!.redemptions).toEqual([
      {
        orderId: paid.json.orderId,
        orderNumber: expect.any(String),
        amountMinor: 25_000,
        status: 'Spent',
        at: expect.any(String),
        returnedMinor: 0,
      },
    ]);
    await t.flushOutbox();
    const secondMail = await simpleParser(smtp.mailsTo('second@museum.test')[0]!.raw);
    // With what is left on the code, and until when: what the buyer asks next.
    expect(secondMail.text!.replace(/\s+/g, ' ')).toContain(
      `Gift voucher ${shown} paid DKK 250.00 of this order; DKK 250.00 is left on it, valid until ${lastDay}.`,
    );

    // A refund of the first order cancels the unused rest of its voucher and gives back the
    // tickets and that rest; what the code paid for the second visitor is kept.
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${first.orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Refunded', refundedAmount: 25_000 + 25_000 });
    expect(refunded.json.refunds).toEqual([
      expect.objectContaining({ amount: 50_000, codesUsedAmount: 25_000, codesCanceledAmount: 25_000, status: 'Refunded' }),
    ]);
    expect(refunded.json.voucherCodes).toEqual([expect.objectContaining({ code: sold!.code, status: 'Canceled', balanceMinor: 25_000 })]);
    expect((await museum.balance(typed)).json).toMatchObject({ balanceMinor: 25_000, usable: false });
  });

  it('holds the voucher’s part while a payment is open and gives it back when the payment is declined', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('holder@museum.test');
    // Five tickets: 625.00; the voucher pays 500.00, the card the rest.
    const cart = (await museum.tickets(5)).json;
    const payment = await museum.pay(cart.cartId, 'five@museum.test', code);
    expect(payment.status, payment.body).toBe(201);
    expect(payment.json).toMatchObject({ status: 'Payment pending', totalGrossAmount: 62_500 });
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 0, usable: false });
    // Nobody else can spend it meanwhile.
    const other = (await museum.tickets(1)).json;
    const meanwhile = await museum.pay(other.cartId, 'other@museum.test', code);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.json.error).toMatchObject({ reason: 'voucherCodes.usedUp', fields: { voucherCode: VOUCHER_CODE_MESSAGES.usedUp } });

    expect((await decideTestPayment(t, payment.json.paymentId, false)).json.state).toBe('declined');
    await t.flushOutbox();
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 50_000, usable: true });
    const [sale] = (await museum.codes()).filter((c) => c.code === code);
    expect(sale!.redemptions.map((r) => r.status)).toEqual(['Released']);
    // Back to the cart, the code comes too: the shop offers it again rather than letting the card pay it all.
    const back = await shopper(t, museum.orgId).post(`/api/public/orders/${payment.json.orderId}/cart`);
    expect(back.status, back.body).toBe(200);
    expect(back.json.voucherCode).toBe(sale!.code);
  });

  it('takes a voucher back with a whole refund of the order that bought it, unused', async () => {
    const museum = await museumWithVoucher();
    const { orderId, code } = await museum.boughtCode('refund@museum.test');
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Refunded', refundedAmount: 50_000 });
    expect((await museum.codes()).find((c) => c.code === code)).toMatchObject({ status: 'Canceled' });
    const cart = (await museum.tickets(1)).json;
    const refused = await museum.pay(cart.cartId, 'late@museum.test', code);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ reason: 'voucherCodes.canceled', fields: { voucherCode: VOUCHER_CODE_MESSAGES.canceled } });
  });

  it('gives back onto the code what it paid when an order it paid is refunded', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('credit@museum.test');
    const cart = (await museum.tickets(2)).json;
    const paid = (await museum.pay(cart.cartId, 'credit2@museum.test', code)).json;
    expect((await museum.balance(code)).json.balanceMinor).toBe(25_000);
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${paid.orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Refunded', refundedAmount: 25_000 });
    expect((await museum.balance(code)).json.balanceMinor).toBe(50_000);
  });

  it('spends a code once when two buyers pay with it at the same moment', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('shared@museum.test');
    // Each order is 375.00; together they want 750.00 of a 500.00 code.
    const carts = [(await museum.tickets(3)).json, (await museum.tickets(3)).json];
    const payments = await Promise.all(carts.map((cart, i) => museum.pay(cart.cartId, `race${i}@museum.test`, code)));
    for (const payment of payments) expect(payment.status, payment.body).toBe(201);
    const orders = await Promise.all(payments.map((payment) => museum.order(payment.json.orderId)));
    const [sale] = (await museum.codes()).filter((c) => c.code === code);
    const held = sale!.redemptions.reduce((sum, r) => sum + r.amountMinor, 0);
    expect(held).toBe(50_000);
    expect(sale!.balanceMinor).toBe(0);
    // One order is wholly paid by the code; the other gets the 125.00 left and pays the rest by card.
    expect(orders.map((o) => o.status).sort()).toEqual(['Charged', 'Payment pending']);
  });

  it('answers 404 for an unknown code and another museum’s, names a bad code, and keeps codes to staff who may read vouchers', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('mine@museum.test');
    expect((await museum.balance('ACDE-FGHJ-KMNP')).status).toBe(404);
    const other = await museumWithVoucher();
    expect((await other.balance(code)).status).toBe(404);
    const cart = (await other.tickets(1)).json;
    const foreign = await other.pay(cart.cartId, 'x@museum.test', code);
    expect(foreign.status).toBe(400);
    expect(foreign.json.error).toMatchObject({ reason: 'voucherCodes.unknown', fields: { voucherCode: VOUCHER_CODE_MESSAGES.unknown } });
    // A code sold in kroner cannot pay once the museum sells in euros (the API keeps the currency
    // once sold; older data may not have been kept so).
    const orgAdmin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], museum.orgId);
    expect((await orgAdmin.put('/api/configuration/CURRENCY', { value: 'EUR' })).status).toBe(409);
    await setCurrencyBehindTheApi(t.ctx, museum.orgId, 'EUR');
    const euroCart = (await museum.tickets(1)).json;
    const inEuros = await museum.pay(euroCart.cartId, 'euro@museum.test', code);
    expect(inEuros.status).toBe(400);
    expect(inEuros.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.unknown });
    await setCurrencyBehindTheApi(t.ctx, museum.orgId, 'DKK');
    const tooLong = await other.pay(cart.cartId, 'x@museum.test', 'X'.repeat(41));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.error.fields)).toEqual(['voucherCode']);

    expect((await anonymous(t).get(`/api/vouchers/${museum.voucherId}/codes`)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await guide.get(`/api/vouchers/${museum.voucherId}/codes`)).status).toBe(403);
    expect((await other.admin.get(`/api/vouchers/${museum.voucherId}/codes`)).status).toBe(404);
    expect((await museum.admin.get(`/api/voucher-codes/${code}`)).json).toMatchObject({ balanceMinor: 50_000 });

    const [sale] = await museum.codes();
    expect((await other.admin.post(`/api/vouchers/${museum.voucherId}/codes/${sale!.codeId}/cancel`)).status).toBe(404);
    const canceled = await museum.admin.post<TVoucherCodeSale>(`/api/vouchers/${museum.voucherId}/codes/${sale!.codeId}/cancel`);
    expect(canceled.status, canceled.body).toBe(200);
    expect(canceled.json.status).toBe('Canceled');
    const again = await museum.admin.post(`/api/vouchers/${museum.voucherId}/codes/${sale!.codeId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.json.error.reason).toBe('voucherCodes.alreadyCanceled');
    expect((await museum.balance(code)).json).toMatchObject({ usable: false });
  });

  it('refuses rather than charge the card more than the shop showed, when another order used the code meanwhile', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('shared@museum.test');
    // Both visitors saw the code pay their 250.00 whole (500.00 on it); then one of them took 375.00.
    const first = (await museum.tickets(3)).json;
    const second = (await museum.tickets(2)).json;
    expect((await museum.pay(first.cartId, 'first@museum.test', code, 'en', 37_500)).json.status).toBe('Charged');
    const refused = await museum.pay(second.cartId, 'second@museum.test', code, 'en', 25_000);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      reason: 'voucherCodes.paysLessNow',
      fields: { voucherCode: VOUCHER_CODE_MESSAGES.paysLessNow },
    });
    // Nothing was taken or placed: the code keeps its 125.00, and the visitor, told, pays with it for what it pays now.
    expect((await museum.balance(code)).json.balanceMinor).toBe(12_500);
    const agreed = await museum.pay(second.cartId, 'second@museum.test', code, 'en', 12_500);
    expect(agreed.status, agreed.body).toBe(201);
    expect(agreed.json).toMatchObject({ status: 'Payment pending', totalGrossAmount: 25_000 });
    expect((await museum.balance(code)).json.balanceMinor).toBe(0);
  });

  it('keeps a voucher whose codes were sold (409 on delete), so its codes keep their page; one never bought goes', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('kept@museum.test');
    const refused = await museum.admin.delete(`/api/vouchers/${museum.voucherId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ message: VOUCHER_MESSAGES.hasSoldCodes, reason: 'vouchers.hasSoldCodes' });
    expect((await museum.codes()).map((sale) => sale.code)).toEqual([code]);
    // Off sale the way the message says; a voucher nobody bought is deleted.
    expect((await museum.admin.put(`/api/vouchers/${museum.voucherId}/status`, { status: 'Draft' })).status).toBe(200);
    const unsold = await museum.admin.post<{ voucherId: string }>('/api/vouchers', {
      names: { en: 'Never bought', da: 'Aldrig købt' },
      value: 10_000,
      validForMonths: 12,
    });
    expect((await museum.admin.delete(`/api/vouchers/${unsold.json.voucherId}`)).status).toBe(200);
  });

  it('counts unknown codes per address: past the limit, reading or paying with any code waits (429) until the window ends', async () => {
    const museum = await museumWithVoucher();
    const { code } = await museum.boughtCode('guessed@museum.test');
    const clear = () =>
      inPlatformScope(t.ctx.db, (tx) => tx.execute(sql`delete from rate_limit_buckets where bucket like 'voucher-guess:%'`));
    await clear();
    // A found code is never counted.
    for (let i = 0; i < 3; i++) expect((await museum.balance(code)).status).toBe(200);
    for (let guess = 0; guess < CODE_GUESSES.limit; guess++) expect((await museum.balance(`ACDE-FGHJ-${1000 + guess}`)).status).toBe(404);
    const refused = await museum.balance('ACDE-FGHJ-KMNP');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(CODE_GUESSES.windowSeconds - 60);
    // Meanwhile a real code tells nothing either, read or paid with; a cart paid without a code is not held up.
    expect((await museum.balance(code)).status).toBe(429);
    const cart = (await museum.tickets(1)).json;
    expect((await museum.pay(cart.cartId, 'x@museum.test', code)).status).toBe(429);
    expect((await museum.pay(cart.cartId, 'x@museum.test')).status).toBe(201);
    await clear();
  });
});
