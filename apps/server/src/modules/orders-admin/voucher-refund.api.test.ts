import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUND_MESSAGES, VOUCHER_CODE_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { museumWithVoucher } from '../voucher-codes/testing.js';
import { mailsTo } from '../outbox/testing.js';

/*
 * A whole refund of an order that sold gift vouchers (issue 14): the rest on each code is canceled
 * and refunded, what the code paid for since is kept; tickets refunded alone leave the codes be.
 */
describe('refunding an order whose gift voucher was used since', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refundedAtProvider = async (providerPaymentId: string) =>
    Number(
      (
        await inPlatformScope(t.ctx.db, (tx) =>
          queryRows<{ refunded_minor: string }>(
            tx,
            sql`select refunded_minor from test_provider_payments where provider_payment_id = ${providerPaymentId}`,
          ),
        )
      )[0]!.refunded_minor,
    );

  /** A voucher bought alone by card, and `adults` tickets (125.00 each) paid with its code since. */
  async function usedVoucher(adults: number) {
    const museum = await museumWithVoucher(t);
    const cart = (await museum.buyVoucher(null)).json;
    const bought = (await museum.pay(cart.cartId, 'buyer@museum.test')).json;
    await museum.approve(bought.paymentId);
    const code = (await museum.codes()).find((c) => c.orderId === bought.orderId)!.code;
    if (adults > 0) {
      const later = (await museum.tickets(adults)).json;
      const paid = await museum.pay(later.cartId, 'visitor@museum.test', code);
      expect(paid.json.status, paid.body).toBe('Charged');
    }
    return { museum, orderId: bought.orderId as string, providerPaymentId: bought.paymentId as string, code };
  }

  it('cancels the rest of a used code and refunds that rest, never more than the provider took', async () => {
    const { museum, orderId, providerPaymentId, code } = await usedVoucher(3);
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Refunded', refundedAmount: 12_500 });
    expect(refunded.json.refunds).toEqual([
      expect.objectContaining({ amount: 12_500, codesUsedAmount: 37_500, codesCanceledAmount: 12_500, status: 'Refunded' }),
    ]);
    expect(await refundedAtProvider(providerPaymentId)).toBe(12_500);
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 12_500, usable: false });
    // The order the code paid names it, canceled since: its page warns a refund would go back on it.
    const [sale] = await museum.codes();
    const paidOrder = (await museum.admin.get<TOrderDetail>(`/api/orders/${sale!.redemptions[0]!.orderId}`)).json;
    expect(paidOrder.paidWithCode).toMatchObject({ code, status: 'Canceled', balanceMinor: 12_500 });
    expect((await museum.admin.get<TOrderDetail>(`/api/orders/${orderId}`)).json.paidWithCode).toBeNull();
    // The buyer reads that the code is canceled, and nothing of tickets (the order had none).
    const refundMail = (await mailsTo(t, 'buyer@museum.test')).find((mail) => mail.payload.subject?.startsWith('Your refund'));
    expect(refundMail!.payload.text).toContain('The gift vouchers of the order are canceled: their codes can no longer be used.');
    expect(refundMail!.payload.text).not.toMatch(/ticket/i);
    // Once refunded, the order has nothing more to give back.
    const again = await museum.admin.post(`/api/orders/${orderId}/refund`, {});
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(REFUND_MESSAGES.notRefundable);
  });

  it('puts a refund of an order a code paid back on the code, and its page says so beside what the code paid', async () => {
    const { museum, code } = await usedVoucher(2);
    const [sale] = await museum.codes();
    const paidWith = sale!.redemptions[0]!;
    expect(paidWith).toMatchObject({ amountMinor: 25_000, status: 'Spent', returnedMinor: 0 });
    expect((await museum.balance(code)).json.balanceMinor).toBe(25_000);
    expect((await museum.admin.get<TOrderDetail>(`/api/orders/${paidWith.orderId}`)).json.paidWithCode).toMatchObject({
      code,
      status: 'Active',
      balanceMinor: 25_000,
    });

    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${paidWith.orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json.refunds).toEqual([expect.objectContaining({ amount: 25_000, voucherAmount: 25_000, status: 'Refunded' })]);
    expect((await museum.balance(code)).json.balanceMinor).toBe(50_000);
    const [after] = await museum.codes();
    expect(after!.redemptions).toEqual([{ ...paidWith, returnedMinor: 25_000 }]);
  });

  it('tells staff and the buyer that money refunded onto a code expired since cannot be spent', async () => {
    const { museum, code } = await usedVoucher(2);
    const [sale] = await museum.codes();
    const paidOrderId = sale!.redemptions[0]!.orderId;
    // The code's last day passes (behind the API: its months are the voucher's).
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update voucher_codes set expires_at = now() - interval '2 days' where code = ${code}`),
    );
    const before = (await museum.admin.get<TOrderDetail>(`/api/orders/${paidOrderId}`)).json.paidWithCode;
    expect(before).toMatchObject({ code, status: 'Active', expiresAt: expect.any(String) });
    expect(new Date(before!.expiresAt!).getTime()).toBeLessThan(Date.now());

    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${paidOrderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    const mail = (await mailsTo(t, 'visitor@museum.test')).find(
      (m) => m.payload.subject?.startsWith('Your refund') && m.payload.text?.includes(`order ${refunded.json.orderNumber}`),
    );
    expect(mail!.payload.text).toContain('It is back on the gift voucher you paid with.');
    expect(mail!.payload.text).toContain('That gift voucher has expired, so it cannot be used: please contact');
    expect(mail!.payload.text).not.toContain('ready to use again');
  });

  it('refunds an unused code in full, and refuses an order whose code is used up: nothing is left to give back', async () => {
    const unused = await usedVoucher(0);
    const whole = await unused.museum.admin.post<TOrderDetail>(`/api/orders/${unused.orderId}/refund`, {});
    expect(whole.json.refunds).toEqual([expect.objectContaining({ amount: 50_000, codesUsedAmount: 0, codesCanceledAmount: 50_000 })]);
    expect(await refundedAtProvider(unused.providerPaymentId)).toBe(50_000);

    const spent = await usedVoucher(4);
    const refused = await spent.museum.admin.post(`/api/orders/${spent.orderId}/refund`, {});
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ reason: 'refund.nothingToRefund', fields: { ticketIds: REFUND_MESSAGES.nothingToRefund } });
    // Refused as a whole: the code, empty, stays as it was.
    expect((await spent.museum.codes())[0]).toMatchObject({ status: 'Active', balanceMinor: 0 });
    expect((await spent.museum.order(spent.orderId)).status).toBe('Charged');
  });

  it('leaves the codes alone while tickets are refunded one by one; the last ticket takes them back', async () => {
    const museum = await museumWithVoucher(t);
    const cart = (await museum.tickets(2)).json;
    await museum.buyVoucher(cart.cartId);
    const first = (await museum.pay(cart.cartId, 'both@museum.test')).json;
    await museum.approve(first.paymentId);
    const code = (await museum.codes())[0]!.code;
    const later = (await museum.tickets(1)).json;
    expect((await museum.pay(later.cartId, 'later@museum.test', code)).json.status).toBe('Charged');

    const order = await museum.order(first.orderId);
    const one = await museum.admin.post<TOrderDetail>(`/api/orders/${first.orderId}/refund`, { ticketIds: [order.tickets[0]!.ticketId] });
    expect(one.status, one.body).toBe(200);
    expect(one.json.refunds).toEqual([expect.objectContaining({ amount: 12_500, codesUsedAmount: 0, codesCanceledAmount: 0 })]);
    expect(one.json.voucherCodes[0]).toMatchObject({ status: 'Active', balanceMinor: 37_500 });

    const last = await museum.admin.post<TOrderDetail>(`/api/orders/${first.orderId}/refund`, { ticketIds: [order.tickets[1]!.ticketId] });
    expect(last.status, last.body).toBe(200);
    // 750.00 paid: 125.00 back before, now the second ticket and the code's 375.00 rest; 125.00 kept.
    expect(last.json.refunds.at(-1)).toMatchObject({ amount: 50_000, codesUsedAmount: 12_500, codesCanceledAmount: 37_500 });
    expect(last.json).toMatchObject({ status: 'Refunded', refundedAmount: 62_500 });
    expect(last.json.voucherCodes[0]).toMatchObject({ status: 'Canceled' });
    expect(await refundedAtProvider(first.paymentId)).toBe(62_500);
  });

  it('credits the code that paid the order first, and the card only with what is left', async () => {
    const museum = await museumWithVoucher(t);
    // Code D pays 500.00 of an order of eight tickets (1000.00); the card 500.00.
    const { code: payingCode } = await museum.boughtCode('d@museum.test');
    const cart = (await museum.tickets(8)).json;
    const order = (await museum.pay(cart.cartId, 'mixed@museum.test', payingCode)).json;
    expect(order.status, JSON.stringify(order)).toBe('Payment pending');
    await museum.approve(order.paymentId);
    expect((await museum.balance(payingCode)).json).toMatchObject({ balanceMinor: 0 });

    const tickets = (await museum.order(order.orderId)).tickets.slice(0, 6).map((ticket) => ticket.ticketId);
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${order.orderId}/refund`, { ticketIds: tickets, override: true });
    expect(refunded.status, refunded.body).toBe(200);
    // Six tickets, 750.00: 500.00 back on code D first, 250.00 to the card.
    expect(refunded.json.refunds).toEqual([expect.objectContaining({ amount: 75_000, voucherAmount: 50_000 })]);
    expect((await museum.balance(payingCode)).json).toMatchObject({ balanceMinor: 50_000, usable: true });
    expect(await refundedAtProvider(order.paymentId)).toBe(25_000);
    // The buyer is told where each part went: not all of it "the way you paid".
    const [mail] = await mailsTo(t, 'mixed@museum.test');
    expect(mail!.payload.text).toMatch(
      /has refunded DKK\s750\.00 of your order \d+: DKK\s500\.00 is back on the gift voucher you paid with, and DKK\s250\.00 reaches your account the way you paid/,
    );
  });

  it('refuses a code paying for gift vouchers (it would renew its own expiry), leaving the code as it was', async () => {
    const museum = await museumWithVoucher(t);
    const { code } = await museum.boughtCode('renew@museum.test');
    const cart = (await museum.tickets(1)).json;
    await museum.buyVoucher(cart.cartId);
    const refused = await museum.pay(cart.cartId, 'renew@museum.test', code);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      reason: 'voucherCodes.notForVouchers',
      fields: { voucherCode: VOUCHER_CODE_MESSAGES.notForVouchers },
    });
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 50_000, usable: true });
    // Paid another way, the same cart goes through.
    expect((await museum.pay(cart.cartId, 'renew@museum.test')).status).toBe(201);
  });

  it('tells a buyer whose order a gift voucher paid whole that the money is back on it', async () => {
    const museum = await museumWithVoucher(t);
    const { code } = await museum.boughtCode('whole@museum.test');
    const cart = (await museum.tickets(1)).json;
    const paid = await museum.pay(cart.cartId, 'paid-by-code@museum.test', code);
    expect(paid.json.status, paid.body).toBe('Charged');
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${paid.json.orderId}/refund`, { override: true });
    expect(refunded.status, refunded.body).toBe(200);
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 50_000 });
    const [mail] = await mailsTo(t, 'paid-by-code@museum.test');
    expect(mail!.payload.text).toContain('It is back on the gift voucher you paid with, ready to use again.');
    expect(mail!.payload.text).not.toContain('reaches your account');
  });

  it('tells a buyer whose paying code staff canceled since that it cannot be used, not that it is ready again', async () => {
    const { museum, code } = await usedVoucher(0);
    const cart = (await museum.tickets(1)).json;
    const paid = await museum.pay(cart.cartId, 'void-code@museum.test', code);
    expect(paid.json.status, paid.body).toBe('Charged');
    const [sale] = await museum.codes();
    expect((await museum.admin.post(`/api/vouchers/${museum.voucherId}/codes/${sale!.codeId}/cancel`)).status).toBe(200);

    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${paid.json.orderId}/refund`, { override: true });
    expect(refunded.status, refunded.body).toBe(200);
    // The money went where it came from; the code stays canceled.
    expect((await museum.balance(code)).json).toMatchObject({ balanceMinor: 50_000, usable: false });
    const [mail] = await mailsTo(t, 'void-code@museum.test');
    expect(mail!.payload.text).toMatch(/has refunded DKK\s125\.00 of your order \d+\. It is back on the gift voucher you paid with\./);
    expect(mail!.payload.text).toContain('That gift voucher has since been canceled, so it cannot be used: please contact');
    expect(mail!.payload.text).not.toContain('ready to use again');
  });

  it('gives back the rest of a code staff canceled after it was used', async () => {
    const { museum, orderId, code } = await usedVoucher(1);
    const [sale] = await museum.codes();
    expect((await museum.admin.post(`/api/vouchers/${museum.voucherId}/codes/${sale!.codeId}/cancel`)).status).toBe(200);
    const refunded = await museum.admin.post<TOrderDetail>(`/api/orders/${orderId}/refund`, {});
    expect(refunded.json.refunds).toEqual([
      expect.objectContaining({ amount: 37_500, codesUsedAmount: 12_500, codesCanceledAmount: 37_500 }),
    ]);
    expect((await museum.balance(code)).json.usable).toBe(false);
  });

  it('waits for a payment the code is holding money for', async () => {
    const { museum, orderId, code } = await usedVoucher(0);
    // Five tickets (625.00): the code holds 500.00 while the card part is open.
    const cart = (await museum.tickets(5)).json;
    const pending = (await museum.pay(cart.cartId, 'pending@museum.test', code)).json;
    expect(pending.status).toBe('Payment pending');
    const refused = await museum.admin.post(`/api/orders/${orderId}/refund`, {});
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({ reason: 'voucherCodes.payingNow', fields: { orderId: VOUCHER_CODE_MESSAGES.payingNow } });
    expect((await museum.codes())[0]).toMatchObject({ status: 'Active' });

    // Once that payment went through, the refund keeps what it spent.
    await museum.approve(pending.paymentId);
    const refunded = await museum.admin.post(`/api/orders/${orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(409);
    expect(refunded.json.error.reason).toBe('refund.nothingToRefund');
  });

  it('spends or refunds each krone once when a payment with the code and the refund meet', async () => {
    const { museum, orderId, code } = await usedVoucher(0);
    const cart = (await museum.tickets(2)).json;
    const [payment, refund] = await Promise.all([
      museum.pay(cart.cartId, 'race@museum.test', code),
      museum.admin.post<TOrderDetail>(`/api/orders/${orderId}/refund`, {}),
    ]);
    expect(refund.status, refund.body).toBe(200);
    const spent = payment.status === 201 ? 25_000 : 0;
    if (payment.status !== 201) expect(payment.json.error.reason).toBe('voucherCodes.canceled');
    expect(refund.json.refunds[0]).toMatchObject({ amount: 50_000 - spent, codesUsedAmount: spent });
  });

  it('needs a session and OrdersWrite, and another organisation’s order is not found', async () => {
    const { museum, orderId } = await usedVoucher(1);
    expect((await anonymous(t).post(`/api/orders/${orderId}/refund`, {})).status).toBe(401);
    // An organisation admin reads orders but does not refund them.
    const reader = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    expect((await reader.post(`/api/orders/${orderId}/refund`, {})).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await other.post(`/api/orders/${orderId}/refund`, {})).status).toBe(404);
    expect((await museum.codes())[0]).toMatchObject({ status: 'Active', balanceMinor: 37_500 });
  });
});
