import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { inTenant } from '../db/tenancy.js';
import { anonymous, shopper } from './api-client.js';
import { makeVenue, signedInUser } from './factories.js';
import { eventBody, eventTypeId } from './factories-events.js';
import type { TestApp } from './test-app.js';

type EventOverrides = Parameters<typeof eventBody>[2];

/** The contact details of a private buyer, as the shop's checkout form sends them. */
export const privateBuyer = (email: string) => ({
  type: 'Private',
  email,
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Ada',
  lastName: 'Lovelace',
  termsAccepted: true,
});

/** The buyer's answer on the test provider's payment page (no session: the page is the provider's). */
export const decideTestPayment = (t: TestApp, paymentId: string, approve = true) =>
  anonymous(t).post(`/api/payments/test/${paymentId}/decision`, { approve });

/**
 * A museum with a public concert on sale (pool of `capacity`: Adult 100.00 + 25 % VAT, Child 40.00):
 * its signed-in `admin`, a visitor in its shop (`shop`), and request helpers.
 */
export async function shopFixture(t: TestApp, capacity = 10, overrides: EventOverrides = {}) {
  const admin = await signedInUser(t, ['Admin']);
  const orgId = admin.orgId;
  const type = await eventTypeId(t.ctx, orgId, 'Concert');
  const venueId = (await makeVenue(t.ctx, orgId)).venueId;
  const createEvent = async (more: EventOverrides = {}) => {
    const response = await admin.post('/api/events', eventBody(type, venueId, { poolCapacity: capacity, ...overrides, ...more }));
    expect(response.status, response.body).toBe(201);
    const event = response.json;
    const series = (await admin.get(`/api/events/${event.eventId}/series?size=50`)).json;
    return {
      event,
      occurrenceId: series.items[0].eventId as string,
      adult: event.tickets[0].id as string,
      child: (event.tickets[1]?.id ?? null) as string,
    };
  };
  const concert = await createEvent();

  /** A visitor in this museum's embedded shop. */
  const shop = shopper(t, orgId);
  const add = (eventId: string, items: { ticketId: string; quantity: number }[], cartId: string | null = null, language = 'en') =>
    shop.put('/api/public/carts', { cartId, language, event: { eventId, items } });
  /** The bucket's counters as staff read them. */
  const held = async (occurrenceId: string) => {
    const occurrence = (await admin.get(`/api/events/${occurrenceId}`)).json.occurrence;
    return { held: occurrence.held as number, sold: occurrence.sold as number, available: occurrence.available as number | null };
  };
  /** Makes a cart's holds lapse now (the clock cannot move; the expiry can). */
  const lapse = (cartId: string) =>
    inTenant(t.ctx.db, orgId, (tx) =>
      queryRows(tx, sql`update carts set expires_at = now() - interval '1 second' where cart_id = ${cartId} returning 1`),
    );
  /** A private buyer checks out `adults` Adult concert tickets: POST /api/public/payments, as the shop sends it. */
  const checkout = async (adults: number, email: string, language = 'en') => {
    const cart = (await add(concert.occurrenceId, [{ ticketId: concert.adult, quantity: adults }])).json;
    const started = await shopper(t, orgId, { language }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer(email),
    });
    expect(started.status, started.body).toBe(201);
    return started.json as { orderId: string; paymentId: string; paymentUrl: string };
  };
  /**
   * A charged order of `adults` Adult tickets for `event`'s first date, bought in `language` (cart and
   * order), its payment approved and its mails sent.
   */
  const chargedOrder = async (event: Awaited<ReturnType<typeof createEvent>>, adults: number, email: string, language = 'en') => {
    const cart = (await add(event.occurrenceId, [{ ticketId: event.adult, quantity: adults }], null, language)).json;
    const started = await shopper(t, orgId, { language }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer(email),
    });
    expect(started.status, started.body).toBe(201);
    await decideTestPayment(t, started.json.paymentId);
    await t.flushOutbox();
    return { orderId: started.json.orderId as string, providerPaymentId: started.json.paymentId as string };
  };
  return { admin, orgId, type, venueId, createEvent, concert, shop, add, held, lapse, checkout, chargedOrder };
}
