import { expect } from 'vitest';
import type { TOrderDetail, TVoucherCodeBalance, TVoucherCodeSale } from '@foyer/contracts';
import { anonymous, shopper } from '../../test/api-client.js';
import type { TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';

/**
 * A museum selling the concert (Adult 125.00 with VAT, capacity 20) and a published 500 DKK
 * voucher valid 12 months, with the shop's and staff's calls around a voucher's sale and use.
 */
export async function museumWithVoucher(t: TestApp) {
  const fixture = await shopFixture(t, 20);
  const created = await fixture.admin.post<{ voucherId: string }>('/api/vouchers', {
    names: { en: 'Gift voucher 500', da: 'Gavekort 500' },
    value: 50_000,
    validForMonths: 12,
  });
  expect(created.status, created.body).toBe(201);
  const voucherId = created.json.voucherId;
  expect((await fixture.admin.put(`/api/vouchers/${voucherId}/status`, { status: 'Published' })).status).toBe(200);
  const buyVoucher = (cartId: string | null, extra: object = {}, language = 'en') =>
    fixture.shop.put('/api/public/carts', { cartId, language, voucher: { voucherId, quantity: 1, ...extra } });
  const pay = (cartId: string, email: string, voucherCode?: string, language = 'en', voucherPays?: number) =>
    shopper(t, fixture.orgId, { language }).post('/api/public/payments', {
      cartId,
      consumer: privateBuyer(email),
      ...(voucherCode ? { voucherCode } : {}),
      ...(voucherPays !== undefined ? { voucherPays } : {}),
    });
  /** Pays at the test provider and lets its webhook arrive. */
  const approve = async (paymentId: string) => {
    expect((await decideTestPayment(t, paymentId, true)).json.state).toBe('approved');
    await t.flushOutbox();
  };
  const order = async (orderId: string) => (await fixture.admin.get<TOrderDetail>(`/api/orders/${orderId}`)).json;
  const codes = async () => (await fixture.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json;
  const balance = (code: string) =>
    anonymous(t).get<TVoucherCodeBalance>(`/api/public/voucher-codes/${encodeURIComponent(code)}?orgId=${fixture.orgId}`);
  const tickets = (adults: number) => fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: adults }]);
  /** A voucher bought alone and paid: its code. */
  const boughtCode = async (email: string) => {
    const cart = (await buyVoucher(null)).json;
    const payment = (await pay(cart.cartId, email)).json;
    await approve(payment.paymentId);
    return { orderId: payment.orderId as string, code: (await codes()).find((c) => c.orderId === payment.orderId)!.code };
  };
  return { ...fixture, voucherId, buyVoucher, pay, approve, order, codes, balance, tickets, boughtCode };
}
