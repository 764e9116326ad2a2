import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { decideTestPayment, type shopFixture } from '../../test/shop-fixture.js';

/* What the tests of PUT /api/events/:id/details share: the bodies they send, and a sale made first. */

export type Museum = Awaited<ReturnType<typeof shopFixture>>;

/** The concert's details as the wizard sent them, changed by `changes`. */
export const detailsBody = (event: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  visibility: event.visibility,
  generalInfo: {
    names: (event.generalInfo as { names: unknown }).names,
    eventTypeId: (event.generalInfo as { eventType: { id: string } }).eventType.id,
    category: (event.generalInfo as { category: unknown }).category,
    languages: (event.generalInfo as { languages: unknown }).languages,
    display: (event.generalInfo as { display: unknown }).display,
  },
  defaultLanguage: event.defaultLanguage,
  location: event.location,
  durationMinutes: event.durationMinutes,
  experience: event.experience,
  refundPolicy: event.refundPolicy,
  ...changes,
});

/** The event's ticket types as PUT …/details takes them, each changed by `changes[its index]`. */
export const ticketsOf = (event: Record<string, unknown>, changes: Record<number, Record<string, unknown>> = {}) =>
  (event.tickets as Record<string, unknown>[]).map((ticket, index) => ({
    id: ticket.id,
    names: ticket.names,
    age: ticket.age,
    netPriceMinor: ticket.netPriceMinor,
    vatBasisPoints: ticket.vatBasisPoints,
    salesChannel: ticket.salesChannel,
    quantity: ticket.quantity,
    requireMinimumQuantity: ticket.requireMinimumQuantity,
    ...changes[index],
  }));

/** One Adult ticket bought and paid in the shop; the order's id. */
export async function buyOne(t: TestApp, museum: Museum, occurrenceId: string, ticketId: string, email: string) {
  const cart = (await museum.add(occurrenceId, [{ ticketId, quantity: 1 }])).json;
  const started = await museum.shop.post('/api/public/payments', {
    cartId: cart.cartId,
    consumer: {
      type: 'Private',
      email,
      phonePrefix: '+45',
      phoneNumber: '12345678',
      firstName: 'Ada',
      lastName: 'L',
      termsAccepted: true,
    },
  });
  expect(started.status, started.body).toBe(201);
  const decided = await decideTestPayment(t, started.json.paymentId, true);
  expect(decided.status, decided.body).toBeLessThan(400);
  await t.flushOutbox();
  return started.json.orderId as string;
}
