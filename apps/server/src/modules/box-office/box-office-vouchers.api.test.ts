import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOX_OFFICE_MESSAGES, VOUCHER_CODE_MESSAGES, type TVoucherCodeSale } from '@foyer/contracts';
import { anonymous, apiClient } from '../../test/api-client.js';
import { takePermission } from '../../test/access-changes.js';
import { setCurrencyBehindTheApi, signedInUser } from '../../test/factories.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { doorTickets } from './box-office.test-support.js';

/*
 * Gift vouchers at the desk (issue 14): sold for cash or otherwise as codes handed over at once,
 * and a code taken at the desk for tickets, paying what it can with the rest paid in cash.
 */

describe('box office: gift vouchers sold and redeemed at the desk', () => {
  const clock = new TestClock();
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  let voucherId: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    museum = await shopFixture(t, 10);
    voucherId = await newVoucher(50_000);
  });
  afterAll(() => t.close());

  async function newVoucher(value: number, publish = true) {
    const created = await museum.admin.post<{ voucherId: string }>('/api/vouchers', {
      names: { en: `Gift voucher ${value / 100}`, da: `Gavekort ${value / 100}` },
      value,
      validForMonths: 12,
    });
    expect(created.status, created.body).toBe(201);
    if (publish)
      expect((await museum.admin.put(`/api/vouchers/${created.json.voucherId}/status`, { status: 'Published' })).status).toBe(200);
    return created.json.voucherId;
  }
  const sellVouchers = (id: string, body: object, cookie = museum.admin.cookie) =>
    apiClient(t, cookie).post(`/api/vouchers/${id}/offline-buy`, body);
  const sellTickets = (occurrenceId: string, body: object) => museum.admin.post(`/api/events/${occurrenceId}/offline-buy`, body);
  const doorEvent = () => museum.createEvent({ poolCapacity: 20, tickets: doorTickets() } as never);
  const balance = async (code: string) => (await museum.admin.get(`/api/voucher-codes/${code}`)).json.balanceMinor as number;
  const soldOffline = async (occurrenceId: string) => (await museum.admin.get(`/api/events/${occurrenceId}`)).json.occurrence.soldOffline;
  /** One 500 DKK code sold at the desk. */
  const oneCode = async () => (await sellVouchers(voucherId, { quantity: 1, paymentMethod: 'CashPayment' })).json.voucherCodes[0]!.code;

  it('sells two vouchers for cash: a charged order answering with its codes, mailed to the buyer', async () => {
    const sold = await sellVouchers(voucherId, {
      quantity: 2,
      paymentMethod: 'CashPayment',
      customer: { firstName: 'Ida', lastName: 'Jessen', email: 'ida@desk.test' },
      language: 'da',
    });
    expect(sold.status, sold.body).toBe(201);
    expect(sold.json).toMatchObject({
      status: 'Charged',
      paymentMethod: 'CashPayment',
      customerName: 'Ida Jessen',
      totalGrossAmount: 100_000,
      total: { net: 100_000, tax: 0, gross: 100_000 },
      ticketCount: 0,
      voucherPaidAmount: 0,
      // Named as the staff member reads (English here), the buyer's language kept for the mail.
      lines: [{ kind: 'Voucher', eventName: 'Gift voucher 500', quantity: 2, unitGross: 50_000, vatBasisPoints: 0 }],
      language: 'da',
    });
    expect(sold.json.mails).toHaveLength(1);
    const codes = sold.json.voucherCodes;
    expect(codes).toHaveLength(2);
    for (const code of codes) {
      expect(code).toMatchObject({ voucherId, valueMinor: 50_000, balanceMinor: 50_000, status: 'Active', lineNo: 1 });
      expect(code.code).toMatch(/^[3467ACDEFGHJKMNPQRTUVWXY]{12}$/);
      // Valid the voucher's 12 months from the sale.
      const months = (new Date(code.expiresAt!).getTime() - Date.now()) / (30.44 * 86_400_000);
      expect(Math.round(months)).toBe(12);
    }
    // Staff see them under the voucher, sold by this order.
    const listed = (await museum.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json;
    expect(
      listed
        .filter((c) => c.orderId === sold.json.orderId)
        .map((c) => c.code)
        .sort(),
    ).toEqual(codes.map((c: { code: string }) => c.code).sort());

    const otherwise = await sellVouchers(voucherId, { quantity: 1, paymentMethod: 'PayedOtherwise' });
    expect(otherwise.status, otherwise.body).toBe(201);
    expect(otherwise.json).toMatchObject({ paymentMethod: 'PayedOtherwise', mails: [], voucherCodes: [{ balanceMinor: 50_000 }] });
  });

  it('names every bad field, and refuses a voucher not on sale', async () => {
    const bad = await sellVouchers(voucherId, { quantity: 0, paymentMethod: 'Card', customer: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['customer.email', 'paymentMethod', 'quantity']);
    const tooMany = await sellVouchers(voucherId, { quantity: 101, paymentMethod: 'CashPayment' });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.json.error.fields)).toEqual(['quantity']);
    const badId = await sellVouchers('not-an-id', { quantity: 1, paymentMethod: 'CashPayment' });
    expect(badId.status).toBe(400);
    expect(Object.keys(badId.json.error.fields)).toEqual(['params.id']);

    const draft = await newVoucher(20_000, false);
    const refused = await sellVouchers(draft, { quantity: 1, paymentMethod: 'CashPayment' });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(BOX_OFFICE_MESSAGES.voucherNotOnSale);
  });

  it('needs the right permission, and another organisation’s voucher is not found', async () => {
    const body = { quantity: 1, paymentMethod: 'CashPayment' };
    const before = (await museum.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json.length;
    expect((await anonymous(t).post(`/api/vouchers/${voucherId}/offline-buy`, body)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await sellVouchers(voucherId, body, guide.cookie)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    const elsewhere = await sellVouchers(voucherId, body, other.cookie);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error.message).toBe('Voucher not found');
    expect((await sellVouchers('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await museum.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json).toHaveLength(before);
  });

  it('takes a code for tickets: part of one sale, the rest of it on the next, then refuses it as used up', async () => {
    const event = await doorEvent();
    const code = await oneCode();
    // Two adults, 250 DKK: the code pays all of it, nothing is left to pay in cash.
    const whole = await sellTickets(event.occurrenceId, {
      items: [{ ticketId: event.adult, quantity: 2 }],
      paymentMethod: 'CashPayment',
      voucherCode: code.toLowerCase().replace(/(.{4})/g, '$1 '), // typed as people type it
    });
    expect(whole.status, whole.body).toBe(201);
    expect(whole.json).toMatchObject({ status: 'Charged', totalGrossAmount: 25_000, voucherPaidAmount: 25_000, ticketCount: 2 });
    expect(await balance(code)).toBe(25_000);

    // Three adults, 375 DKK: the code pays its last 250, the desk takes 125 in cash.
    const partial = await sellTickets(event.occurrenceId, {
      items: [{ ticketId: event.adult, quantity: 3 }],
      paymentMethod: 'CashPayment',
      voucherCode: code,
    });
    expect(partial.status, partial.body).toBe(201);
    expect(partial.json).toMatchObject({ totalGrossAmount: 37_500, voucherPaidAmount: 25_000 });
    expect(await balance(code)).toBe(0);

    // Staff see both redemptions, spent, under the code.
    const sale = (await museum.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json.find((c) => c.code === code)!;
    expect(sale.redemptions.map((r) => [r.orderId, r.amountMinor, r.status]).sort()).toEqual(
      [
        [whole.json.orderId, 25_000, 'Spent'],
        [partial.json.orderId, 25_000, 'Spent'],
      ].sort(),
    );

    const usedUp = await sellTickets(event.occurrenceId, {
      items: [{ ticketId: event.adult, quantity: 1 }],
      paymentMethod: 'CashPayment',
      voucherCode: code,
    });
    expect(usedUp.status).toBe(409);
    expect(usedUp.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.usedUp });
    // The refused sale took no places.
    expect(await soldOffline(event.occurrenceId)).toBe(5);
  });

  it('refuses an unknown, a canceled and an expired code, naming voucherCode, and sells nothing', async () => {
    const event = await doorEvent();
    const sale = (voucherCode: string) =>
      sellTickets(event.occurrenceId, { items: [{ ticketId: event.adult, quantity: 1 }], paymentMethod: 'CashPayment', voucherCode });

    const unknown = await sale('AAAA-AAAA-AAAA');
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.unknown });
    const empty = await sale('');
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json.error.fields)).toEqual(['voucherCode']);

    const canceledCode = await oneCode();
    const codeId = (await museum.admin.get<TVoucherCodeSale[]>(`/api/vouchers/${voucherId}/codes`)).json.find(
      (c) => c.code === canceledCode,
    )!.codeId;
    expect((await museum.admin.post(`/api/vouchers/${voucherId}/codes/${codeId}/cancel`, {})).status).toBe(200);
    const canceled = await sale(canceledCode);
    expect(canceled.status).toBe(409);
    expect(canceled.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.canceled });

    const expiring = await oneCode();
    // An occurrence still to come 13 months on: the desk refuses an ended one before any code.
    const later = await museum.createEvent({
      poolCapacity: 20,
      tickets: doorTickets(),
      schedule: { kind: 'Single', start: { date: '2028-06-01', time: '19:00' }, end: { date: '2028-06-01', time: '21:00' }, allDay: false },
    } as never);
    clock.set(new Date(Date.now() + 13 * 31 * 86_400_000)); // 13 months on
    try {
      const expired = await sellTickets(later.occurrenceId, {
        items: [{ ticketId: later.adult, quantity: 1 }],
        paymentMethod: 'CashPayment',
        voucherCode: expiring,
      });
      expect(expired.status).toBe(409);
      expect(expired.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.expired });
    } finally {
      clock.reset();
    }
    // A code sold in kroner cannot pay once the museum sells in euros (the API keeps the currency
    // once sold; older data may not have been kept so).
    const kroner = await oneCode();
    await setCurrencyBehindTheApi(t.ctx, museum.orgId, 'EUR');
    try {
      const inEuros = await sale(kroner);
      expect(inEuros.status).toBe(400);
      expect(inEuros.json.error.fields).toEqual({ voucherCode: VOUCHER_CODE_MESSAGES.unknown });
    } finally {
      await setCurrencyBehindTheApi(t.ctx, museum.orgId, 'DKK');
    }
    expect(await soldOffline(event.occurrenceId)).toBe(0);
    expect(await balance(expiring)).toBe(50_000);
    expect(await balance(kroner)).toBe(50_000);
  });

  it('lets a desk that sells (OrdersWrite) read a code’s balance without the vouchers’ own permissions, and no one else', async () => {
    const desk = await shopFixture(t, 10);
    const created = await desk.admin.post<{ voucherId: string }>('/api/vouchers', {
      names: { en: 'Gift 200' },
      value: 20_000,
      validForMonths: 12,
    });
    expect((await desk.admin.put(`/api/vouchers/${created.json.voucherId}/status`, { status: 'Published' })).status).toBe(200);
    const sold = await apiClient(t, desk.admin.cookie).post(`/api/vouchers/${created.json.voucherId}/offline-buy`, {
      quantity: 1,
      paymentMethod: 'CashPayment',
    });
    const code = sold.json.voucherCodes[0]!.code as string;
    // The museum's desk staff sell, but do not keep the vouchers.
    await takePermission(t, desk.orgId, 'Admin', 'VouchersRead');
    await takePermission(t, desk.orgId, 'Admin', 'VouchersWrite');
    const seller = await signedInUser(t, ['Admin'], desk.orgId);
    expect((await seller.get(`/api/vouchers/${created.json.voucherId}/codes`)).status).toBe(403);
    const read = await seller.get(`/api/voucher-codes/${code}`);
    expect(read.status, read.body).toBe(200);
    expect(read.json).toMatchObject({ balanceMinor: 20_000, usable: true });
    const guide = await signedInUser(t, ['Guide'], desk.orgId);
    expect((await guide.get(`/api/voucher-codes/${code}`)).status).toBe(403);
    expect((await anonymous(t).get(`/api/voucher-codes/${code}`)).status).toBe(401);
  });
});
