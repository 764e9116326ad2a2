import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { anonymous } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { ordersRepository } from './orders.repository.js';
import { paymentsRepository } from './payments.repository.js';
import { museumWithVoucher } from '../voucher-codes/testing.js';

/** The return page's first read: the order as its buyer sees it and its pending payments, in one statement. */
describe('an order for its buyer with the payments it waits for', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers what reading the order and its payments apart answers, before and after the charge', async () => {
    const f = await shopFixture(t, 20);
    const apart = (orderId: string) =>
      inTenant(t.ctx.db, f.orgId, async (tx) => {
        const found = await ordersRepository.findForBuyer(tx, f.orgId, orderId);
        const payments = await paymentsRepository.forOrder(tx, f.orgId, orderId);
        const waiting = found?.order.status === 'Payment pending';
        return { found, pending: waiting ? payments.filter((payment) => payment.status === 'Pending') : [] };
      });
    const together = (orderId: string) =>
      inTenant(t.ctx.db, f.orgId, (tx) => ordersRepository.findForBuyerWithPending(tx, f.orgId, orderId));

    const started = await f.checkout(2, 'waiting@buyer.test');
    const waiting = await together(started.orderId);
    expect(waiting).toEqual(await apart(started.orderId));
    expect(waiting!.found.order.status).toBe('Payment pending');
    expect(waiting!.pending.map((payment) => payment.providerPaymentId)).toEqual([started.paymentId]);
    expect(waiting!.pending[0]!.createdAt).toBeInstanceOf(Date);

    expect((await decideTestPayment(t, started.paymentId, true)).status).toBe(200);
    expect((await anonymous(t).get(`/api/public/orders/${started.orderId}?orgId=${f.orgId}`)).json.status).toBe('Charged');
    const charged = await together(started.orderId);
    expect(charged).toEqual(await apart(started.orderId));
    expect(charged!.pending).toEqual([]);
    // What the tickets are for, as they were sold: 19:00–21:00 on 1 June 2027 in Copenhagen.
    expect(charged!.found.visits).toEqual([
      {
        eventNames: { en: 'Evening concert', da: 'Aftenkoncert' },
        startsAt: '2027-06-01T17:00:00Z',
        endsAt: '2027-06-01T19:00:00Z',
        timeZone: 'Europe/Copenhagen',
        venueName: expect.any(String),
        tickets: 2,
        // The order's two tickets and nothing else: the visit costs the whole.
        grossAmount: charged!.found.order.totalGrossMinor,
      },
    ]);
    expect(charged!.found.order.totalGrossMinor).toBeGreaterThan(0);
    const shown = (await anonymous(t).get(`/api/public/orders/${started.orderId}?orgId=${f.orgId}`)).json;
    expect(shown.visits).toEqual(charged!.found.visits);
    expect(shown.ticketCount).toBe(2);
    expect(shown.purchases).toEqual([]);

    expect(await together('00000000-0000-4000-a000-00000000abcd')).toBeUndefined();
  });

  it('names what else was bought: two gift vouchers beside two tickets, as numbers on both databases', async () => {
    const museum = await museumWithVoucher(t);
    const cart = (await museum.tickets(2)).json;
    await museum.buyVoucher(cart.cartId, { quantity: 2 });
    const payment = (await museum.pay(cart.cartId, 'gifts@buyer.test')).json;
    await museum.approve(payment.paymentId);
    const shown = (await anonymous(t).get(`/api/public/orders/${payment.orderId}?orgId=${museum.orgId}`)).json;
    expect(shown.status).toBe('Charged');
    expect(shown.visits.map((visit: { tickets: number }) => visit.tickets)).toEqual([2]);
    // The tickets' part and the vouchers' add up to what was paid.
    expect(shown.visits[0].grossAmount + 2 * 50_000).toBe(shown.totalGrossAmount);
    expect(shown.purchases).toEqual([
      { kind: 'Voucher', names: { en: 'Gift voucher 500', da: 'Gavekort 500' }, option: null, quantity: 2, unitGrossAmount: 50_000 },
    ]);
  });
});
