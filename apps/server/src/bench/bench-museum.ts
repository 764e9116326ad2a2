// What the checkout benches do as the demo museum and as its buyers: sign in as its admin, put on
// a concert with one occurrence, and the shop's calls of one buyer (checkout-bench.ts,
// checkout-steps-bench.ts).
import type http from 'node:http';
import { callJson, type JsonAnswer } from './load-client.js';

type Call = (url: string, init: { method: string; body?: object; headers?: Record<string, string> }) => Promise<JsonAnswer>;

/** JSON calls on a keep-alive agent, with bodies as the shop sends them (SPEC §7's application/internal+json). */
export const shopCalls =
  (agent: http.Agent): Call =>
  (url, init) =>
    callJson(agent, url, {
      ...init,
      headers: { ...(init.body ? { 'content-type': 'application/internal+json' } : {}), ...init.headers },
    });

export interface BenchConcert {
  eventId: string;
  /** The Adult ticket type's id. */
  adult: string;
}

/** Signs in as the demo museum's admin on `base`: its organisation and a way to put on concerts. */
export async function demoMuseum(call: Call, base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const staff = (url: string, body?: object) => call(`${base}${url}`, { method: body ? 'POST' : 'GET', body, headers: { cookie } });
  const { orgId } = (await staff('/api/auth/identity')).body as { orgId: string };
  const types = (await staff('/api/events/types')).body as unknown as { id: string; name: string }[];
  const venues = (await staff('/api/venues')).body as unknown as { venueId: string }[];
  const nextYear = new Date().getFullYear() + 1;

  /** A published concert next June with one pool of `capacity` seats and one Adult ticket at DKK 250 with VAT. */
  const createConcert = async (name: string, capacity: number): Promise<BenchConcert> => {
    const created = await staff('/api/events', {
      visibility: 'Public',
      generalInfo: {
        names: { en: name },
        eventTypeId: types.find((t) => t.name === 'Concert')!.id,
        category: null,
        languages: ['en'],
        display: true,
      },
      defaultLanguage: 'en',
      location: { kind: 'Venue', venueId: venues[0]!.venueId },
      durationMinutes: 90,
      experience: { bringAlong: [], restrictions: [], features: [] },
      refundPolicy: 'DAYS_7',
      saleMode: 'POOL',
      poolCapacity: capacity,
      schedule: {
        kind: 'Single',
        start: { date: `${nextYear}-06-01`, time: '19:00' },
        end: { date: `${nextYear}-06-01`, time: '21:00' },
        allDay: false,
      },
      tickets: [
        {
          names: { en: 'Adult' },
          age: 'Adult',
          netPriceMinor: 20000,
          vatBasisPoints: 2500,
          salesChannel: 'ONLINE',
          quantity: null,
          requireMinimumQuantity: null,
        },
      ],
      publishNow: true,
    });
    const event = created.body as unknown as { eventId: string; tickets: { id: string }[] };
    return { eventId: event.eventId, adult: event.tickets[0]!.id };
  };
  return { orgId, createConcert };
}

/** One buyer's calls to the shop's API on `base`, as the shop makes them. */
export const buyerCalls = (call: Call, base: string, orgId: string) => ({
  /** A new cart with `tickets` Adult tickets of the concert. */
  add: (concert: BenchConcert, tickets: number) =>
    call(`${base}/api/public/carts?orgId=${orgId}`, {
      method: 'PUT',
      body: { cartId: null, language: 'en', event: { eventId: concert.eventId, items: [{ ticketId: concert.adult, quantity: tickets }] } },
    }),
  /** The contact step's "Go to payment" for a private buyer. */
  startPayment: (cartId: string, email: string) =>
    call(`${base}/api/public/payments?orgId=${orgId}`, {
      method: 'POST',
      headers: { 'x-lang': 'en' },
      body: {
        cartId,
        consumer: {
          type: 'Private',
          email,
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'B',
          lastName: 'B',
          termsAccepted: true,
        },
      },
    }),
  /** The buyer approves on the test provider's page. */
  approve: (paymentId: string) => call(`${base}/api/payments/test/${paymentId}/decision`, { method: 'POST', body: { approve: true } }),
  /** The return page's read of the order. */
  readOrder: (orderId: string) => call(`${base}/api/public/orders/${orderId}?orgId=${orgId}`, { method: 'GET' }),
});
