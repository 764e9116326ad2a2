import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOOR_QUANTITY } from '@foyer/contracts';
import { MAX_TICKETS_PER_LINE } from '@foyer/domain';
import { anonymous, apiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { doorTickets } from './box-office.test-support.js';

describe('box office: sales at the desk and printed offline tickets from the same inventory', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 10);
  });
  afterAll(() => t.close());

  const doorEvent = (capacity = 10, adultChannel = 'ONLINE_AND_DOOR') =>
    museum.createEvent({ poolCapacity: capacity, tickets: doorTickets(adultChannel) } as never);
  const sell = (id: string, body: object, cookie = museum.admin.cookie) => apiClient(t, cookie).post(`/api/events/${id}/offline-buy`, body);
  const counts = async (occurrenceId: string) => {
    const occurrence = (await museum.admin.get(`/api/events/${occurrenceId}`)).json.occurrence;
    return { sold: occurrence.sold as number, soldOffline: occurrence.soldOffline as number, held: occurrence.held as number };
  };

  it('sells at the desk for cash: a charged order with tickets, counted as sold offline', async () => {
    const event = await doorEvent();
    const response = await sell(event.occurrenceId, {
      items: [
        { ticketId: event.adult, quantity: 2 },
        { ticketId: event.child, quantity: 1 },
      ],
      paymentMethod: 'CashPayment',
      customer: { firstName: 'Ida', lastName: 'Jessen', email: 'ida@desk.test' },
    });
    expect(response.status, response.body).toBe(201);
    const order = response.json;
    expect(order).toMatchObject({
      status: 'Charged',
      paymentMethod: 'CashPayment',
      ticketCount: 3,
      totalGrossAmount: 2 * 12_500 + 5000,
      customerName: 'Ida Jessen',
    });
    expect(order.mails).toHaveLength(1);
    expect(await counts(event.occurrenceId)).toEqual({ sold: 0, soldOffline: 3, held: 0 });

    // Refunded at the desk: no provider, the places come back to what was sold offline.
    const refunded = await museum.admin.post(`/api/orders/${order.orderId}/refund`, {});
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Refunded', refunds: [{ amount: 30_000, status: 'Refunded' }] });
    expect(await counts(event.occurrenceId)).toEqual({ sold: 0, soldOffline: 0, held: 0 });
  });

  it('sells only door tickets, keeps the cart rules, and never more than is left', async () => {
    const event = await doorEvent(3, 'ONLINE');
    const online = await sell(event.occurrenceId, { items: [{ ticketId: event.adult, quantity: 1 }], paymentMethod: 'CashPayment' });
    expect(online.status).toBe(400);
    expect(online.json.error.fields).toEqual({ 'items.0.ticketId': 'This ticket is sold online only' });

    const alone = await sell(event.occurrenceId, { items: [{ ticketId: event.child, quantity: 1 }], paymentMethod: 'CashPayment' });
    expect(alone.status).toBe(400);
    expect(alone.json.error.message).toBe("Tickets for underage can't be sold alone");

    const open = await doorEvent(3);
    const tooMany = await sell(open.occurrenceId, { items: [{ ticketId: open.adult, quantity: 4 }], paymentMethod: 'PayedOtherwise' });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.error.message).toBe('Only 3 left');

    const bad = await sell(open.occurrenceId, { items: [{ ticketId: 'nope', quantity: -1 }], paymentMethod: 'Card' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['items.0.quantity', 'items.0.ticketId', 'paymentMethod']);
  });

  it('lets door and web sales race for the last places without selling one twice', async () => {
    const event = await doorEvent(10);
    const web = Array.from({ length: 12 }, () => museum.add(event.occurrenceId, [{ ticketId: event.adult, quantity: 1 }]));
    const door = Array.from({ length: 12 }, () =>
      sell(event.occurrenceId, { items: [{ ticketId: event.adult, quantity: 1 }], paymentMethod: 'CashPayment' }),
    );
    const answers = await Promise.all([...web, ...door]);
    const ok = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(ok).toHaveLength(10);
    for (const answer of answers.filter((a) => !ok.includes(a))) {
      expect(answer.status).toBe(409);
      expect(answer.json.error.message).toBe('Sold out');
    }
    const after = await counts(event.occurrenceId);
    expect(after.held + after.soldOffline).toBe(10);
  });

  it('prints N offline tickets of one type as a PDF, counted as sold offline', async () => {
    const event = await doorEvent(10, 'ONLINE');
    const response = await museum.admin.post(`/api/events/${event.occurrenceId}/offline-tickets`, {
      ticketId: event.adult,
      quantity: 3,
      language: 'da',
    });
    expect(response.status, response.body).toBe(201);
    expect(response.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.bytes)), { mergePages: false });
    expect(text).toHaveLength(3);
    expect(text[0]).toContain('Aftenkoncert'); // printed in the language asked for
    expect(await counts(event.occurrenceId)).toMatchObject({ soldOffline: 3 });
    const order = (await museum.admin.get(`/api/orders/${response.headers['x-order-id']}`)).json;
    expect(order).toMatchObject({ paymentMethod: 'PayedOtherwise', ticketCount: 3, status: 'Charged' });
    // Each page carries the number to type at the door: the order number and the ticket's position.
    expect(text[1]).toContain(`Billetnummer: ${order.orderNumber}-2`);
  });

  it('prints children’s tickets on their own (a school class), which a sale at the desk refuses', async () => {
    const event = await doorEvent(10);
    const printed = await museum.admin.post(`/api/events/${event.occurrenceId}/offline-tickets`, { ticketId: event.child, quantity: 4 });
    expect(printed.status, printed.body).toBe(201);
    const sold = await sell(event.occurrenceId, { items: [{ ticketId: event.child, quantity: 1 }], paymentMethod: 'CashPayment' });
    expect(sold.status).toBe(400);
    expect(await counts(event.occurrenceId)).toMatchObject({ soldOffline: 4 });
  });

  it('prints at most 100 at once, as the contract says, and names the fields of the request', async () => {
    // The contract once allowed 200 while the cart rules refused above 100, naming `items.0.quantity`.
    expect(MAX_DOOR_QUANTITY).toBe(MAX_TICKETS_PER_LINE);
    const event = await doorEvent(150);
    const print = (payload: object) => museum.admin.post(`/api/events/${event.occurrenceId}/offline-tickets`, payload);
    const tooMany = await print({ ticketId: event.adult, quantity: 101 });
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.json.error.fields)).toEqual(['quantity']);
    const unknown = await print({ ticketId: event.occurrenceId, quantity: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ ticketId: 'Ticket not found' });

    expect((await print({ ticketId: event.adult, quantity: 100 })).status).toBe(201);
    const soldOut = await print({ ticketId: event.adult, quantity: 60 });
    expect(soldOut.status).toBe(409);
    expect(soldOut.json.error.fields).toEqual({ quantity: 'Only 50 left' });
    expect(await counts(event.occurrenceId)).toMatchObject({ soldOffline: 100 });
  });

  it('needs the right permission, and another organisation’s event is not found', async () => {
    const event = await doorEvent();
    const body = { items: [{ ticketId: event.adult, quantity: 1 }], paymentMethod: 'CashPayment' };
    expect((await anonymous(t).post(`/api/events/${event.occurrenceId}/offline-buy`, body)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await sell(event.occurrenceId, body, guide.cookie)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await sell(event.occurrenceId, body, other.cookie)).status).toBe(404);
    const print = await guide.post(`/api/events/${event.occurrenceId}/offline-tickets`, { ticketId: event.adult, quantity: 1 });
    expect(print.status).toBe(403);
    expect(await counts(event.occurrenceId)).toEqual({ sold: 0, soldOffline: 0, held: 0 });
  });
});
