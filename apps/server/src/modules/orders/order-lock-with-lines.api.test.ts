import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { anonymous } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { orderLinesRepository, ordersRepository } from './orders.repository.js';

/** A payment's settling locks the order and reads its lines in one statement. */
describe('an order locked with its lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers what locking the order and listing its lines apart answers, lines in their order', async () => {
    const f = await shopFixture(t, 20);
    const apart = (orderId: string) =>
      inTenant(t.ctx.db, f.orgId, async (tx) => {
        const order = await ordersRepository.find(tx, f.orgId, orderId, true);
        return order && { order, lines: await orderLinesRepository.list(tx, f.orgId, orderId) };
      });
    const together = (orderId: string) => inTenant(t.ctx.db, f.orgId, (tx) => ordersRepository.lockWithLines(tx, f.orgId, orderId));

    // Two ticket types: two lines.
    const cart = (
      await f.add(f.concert.occurrenceId, [
        { ticketId: f.concert.adult, quantity: 2 },
        { ticketId: f.concert.child, quantity: 1 },
      ])
    ).json;
    const started = (await f.shop.post('/api/public/payments', { cartId: cart.cartId, consumer: privateBuyer('two-lines@buyer.test') }))
      .json;
    const waiting = await together(started.orderId);
    // Its date is on sale: nothing stands in the way of the charge.
    expect(waiting).toEqual({ ...(await apart(started.orderId)), dateGone: false });
    expect(waiting!.lines.map((line) => [line.lineNo, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
    expect(waiting!.lines[0]!.kind === 'Event' && waiting!.lines[0]!.startsAt).toBeInstanceOf(Date);

    expect((await decideTestPayment(t, started.paymentId, true)).status).toBe(200);
    // The return page asks the provider, and the payment's settling (lockWithLines) charges the order.
    expect((await anonymous(t).get(`/api/public/orders/${started.orderId}?orgId=${f.orgId}`)).json.status).toBe('Charged');
    const charged = await together(started.orderId);
    expect(charged).toEqual({ ...(await apart(started.orderId)), dateGone: false });
    expect(charged!.order.status).toBe('Charged');

    // Staff cancel the date afterwards: the statement says so (a charge still to come would refund).
    expect((await f.admin.put(`/api/events/${f.concert.occurrenceId}/edit-single`, { status: 'Canceled' })).status).toBe(200);
    expect((await together(started.orderId))!.dateGone).toBe(true);

    expect(await together('00000000-0000-4000-a000-00000000abcd')).toBeUndefined();
  });
});
