import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { shopper, type ApiClient } from '../../test/api-client.js';
import type { TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer } from '../../test/shop-fixture.js';

export interface BoughtTicket {
  ticketId: string;
  code: string;
  status: string;
  holderName: string | null;
}

/**
 * Buys `quantity` tickets of one type through the public shop and the test payment provider, as a
 * visitor would, and returns the charged order's number and tickets as `staff` read them.
 */
export async function buyTickets(
  t: TestApp,
  options: { orgId: string; staff: ApiClient; occurrenceId: string; ticketTypeId: string; quantity: number; holderNames?: string[] },
) {
  const visitor = shopper(t, options.orgId, { language: 'en' });
  const added = await visitor.put('/api/public/carts', {
    cartId: null,
    language: 'en',
    event: { eventId: options.occurrenceId, items: [{ ticketId: options.ticketTypeId, quantity: options.quantity }] },
  });
  expect(added.status, added.body).toBe(200);
  const cart = added.json;
  if (options.holderNames) {
    const named = await visitor.put('/api/public/carts/updateHolderNames', {
      cartId: cart.cartId,
      itemId: cart.items[0].itemId,
      tickets: [{ ticketId: options.ticketTypeId, holderNames: options.holderNames }],
    });
    expect(named.status, named.body).toBe(200);
  }
  const paid = await visitor.post('/api/public/payments', { cartId: cart.cartId, consumer: privateBuyer('ada@lovelace.test') });
  expect(paid.status, paid.body).toBe(201);
  const payment = paid.json;
  await decideTestPayment(t, payment.paymentId);
  await t.flushOutbox(); // the provider's webhook charges the order
  const order = (await options.staff.get(`/api/orders/${payment.orderId}`)).json;
  expect(order.status).toBe('Charged');
  return { orderId: order.orderId as string, orderNumber: order.orderNumber as string, tickets: order.tickets as BoughtTicket[] };
}

/**
 * Moves an occurrence into the past, as if its day had gone by: the clock cannot move, and the shop
 * sells no occurrence that has ended, so a test buys first and then ends the occurrence here.
 */
export async function endOccurrence(t: TestApp, orgId: string, occurrenceId: string) {
  await inTenant(t.ctx.db, orgId, (tx) =>
    queryRows(
      tx,
      sql`update occurrences set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour'
          where occurrence_id = ${occurrenceId} returning 1`,
    ),
  );
}
