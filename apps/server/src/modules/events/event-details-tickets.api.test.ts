import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { buyOne, detailsBody as details, ticketsOf, type Museum } from './event-details.test-support.js';

/* The ticket types sent with an event's details: names, prices, quantities, new ones, taken off sale. */
describe('events API: PUT /api/events/:id/details, its ticket types', () => {
  let t: TestApp;
  let museum: Museum;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
  });
  afterAll(() => t.close());

  const buy = (occurrenceId: string, ticketId: string, email: string) => buyOne(t, museum, occurrenceId, ticketId, email);

  it("changes the ticket types' names and prices in the same save; an order keeps the price it was sold at", async () => {
    const { event, occurrenceId, adult } = await museum.createEvent();
    const sold = await buy(occurrenceId, adult, 'price-before@details.test');
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, {
        tickets: ticketsOf(event, {
          0: { names: { en: 'Grown-up', da: 'Voksen' }, netPriceMinor: 12000, salesChannel: 'ONLINE_AND_DOOR' },
        }),
      }),
    );
    expect(response.status, response.body).toBe(200);
    expect(response.json.tickets[0]).toMatchObject({
      id: adult,
      names: { en: 'Grown-up', da: 'Voksen' },
      netPriceMinor: 12000,
      totalPriceMinor: 15000,
      salesChannel: 'ONLINE_AND_DOOR',
    });
    expect(response.json.tickets[1]).toMatchObject({ names: { en: 'Child' }, totalPriceMinor: 5000 });
    const shown = (await museum.shop.get(`/api/public/events/${occurrenceId}`)).json;
    expect(shown.tickets.find((ticket: { id: string }) => ticket.id === adult)).toMatchObject({
      names: { en: 'Grown-up' },
      totalPriceMinor: 15000,
    });
    const order = (await museum.admin.get(`/api/orders/${sold}`)).json;
    expect(order.lines[0]).toMatchObject({ ticketName: 'Adult', unitGross: 12500 });
    expect(order.total.gross).toBe(12500);
  });

  it("leaves a date's own capacity alone when a ticket type's quantity is sent unchanged, and refuses one below what a date sold", async () => {
    const tickets = [
      {
        names: { en: 'Adult' },
        age: 'Adult',
        netPriceMinor: 10000,
        vatBasisPoints: 2500,
        salesChannel: 'ONLINE',
        quantity: 20,
        requireMinimumQuantity: null,
      },
      {
        names: { en: 'Child' },
        age: 'Underage',
        netPriceMinor: 4000,
        vatBasisPoints: 2500,
        salesChannel: 'ONLINE',
        quantity: 10,
        requireMinimumQuantity: null,
      },
    ];
    const { event, occurrenceId, adult } = await museum.createEvent({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: tickets as never,
    });
    const own = await museum.admin.put(`/api/events/${occurrenceId}/edit-single`, { ticketCapacities: [{ ticketId: adult, capacity: 5 }] });
    expect(own.status, own.body).toBe(200);
    await buy(occurrenceId, adult, 'individual@details.test');

    const renamed = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 1: { names: { en: 'Kid' } } }) }),
    );
    expect(renamed.status, renamed.body).toBe(200);
    const date = (await museum.admin.get(`/api/events/${occurrenceId}`)).json;
    expect(date.tickets.find((ticket: { id: string }) => ticket.id === adult).capacity).toBe(5);

    const below = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 0: { quantity: 0 } }) }),
    );
    expect(below.status).toBe(409);
    expect(below.json.error.fields).toEqual({ 'tickets.0.quantity': 'Capacity cannot be set below what is sold or held (1)' });
    // Nothing of the refused save is kept, the details' other fields neither.
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.tickets[1].names).toEqual({ en: 'Kid' });

    const raised = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 0: { quantity: 30 } }) }),
    );
    expect(raised.status, raised.body).toBe(200);
    expect(
      (await museum.admin.get(`/api/events/${occurrenceId}`)).json.tickets.find((ticket: { id: string }) => ticket.id === adult).capacity,
    ).toBe(30);
  });

  // A review walk: a minimum of 40 per order was saved on dates holding 15 to 25; the shop then
  // asked for 40 and let the visitor choose 15.
  it('refuses a minimum per order above what a date to come holds, naming the smallest', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const smaller = await museum.admin.put(`/api/events/${occurrenceId}/edit-single`, { capacity: 15 });
    expect(smaller.status, smaller.body).toBe(200);
    const tooMany = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 0: { requireMinimumQuantity: 16 } }) }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.fields).toEqual({ 'tickets.0.requireMinimumQuantity': 'More than a date to come holds (15)' });
    expect(tooMany.json.error.fieldReasons).toEqual({
      'tickets.0.requireMinimumQuantity': { reason: 'events.minimumAboveDateCapacity', params: ['15'] },
    });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.tickets[0].requireMinimumQuantity).toBeNull();
    const fits = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 0: { requireMinimumQuantity: 15 } }) }),
    );
    expect(fits.status, fits.body).toBe(200);
  });

  const student = {
    names: { en: 'Student', da: 'Studerende' },
    age: 'Adult',
    netPriceMinor: 6000,
    vatBasisPoints: 2500,
    salesChannel: 'ONLINE',
    quantity: null,
    requireMinimumQuantity: null,
  };

  it('adds a ticket type to a sold event: the shop sells it from then on, sharing the pool', async () => {
    const { event, occurrenceId, adult } = await museum.createEvent();
    await buy(occurrenceId, adult, 'before-student@details.test');
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: [...ticketsOf(event), student] }),
    );
    expect(response.status, response.body).toBe(200);
    expect(response.json.tickets.map((ticket: { names: { en: string } }) => ticket.names.en)).toEqual(['Adult', 'Child', 'Student']);
    const added = response.json.tickets[2];
    expect(added).toMatchObject({ age: 'Adult', netPriceMinor: 6000, totalPriceMinor: 7500, quantity: null });

    const shown = (await museum.shop.get(`/api/public/events/${occurrenceId}`)).json;
    expect(shown.tickets.map((ticket: { id: string }) => ticket.id)).toContain(added.id);
    const cart = await museum.add(occurrenceId, [{ ticketId: added.id, quantity: 2 }]);
    expect(cart.status, cart.body).toBe(200);
    // The pool counts it with the others: the date's capacity is shared.
    expect(await museum.held(occurrenceId)).toMatchObject({ sold: 1, held: 2 });
  });

  it('adds a ticket type to an event whose ticket types each have their own quantity: every date gets it', async () => {
    const own = (names: Record<string, string>, quantity: number, age = 'Adult') => ({
      ...student,
      names,
      age,
      quantity,
    });
    const { event, occurrenceId } = await museum.createEvent({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [own({ en: 'Adult' }, 20), own({ en: 'Child' }, 10, 'Underage')] as never,
    });
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: [...ticketsOf(event), { ...student, quantity: 4 }] }),
    );
    expect(response.status, response.body).toBe(200);
    const added = response.json.tickets[2];
    const date = (await museum.admin.get(`/api/events/${occurrenceId}`)).json;
    expect(date.tickets.find((ticket: { id: string }) => ticket.id === added.id)).toMatchObject({ capacity: 4 });
    expect((await museum.add(occurrenceId, [{ ticketId: added.id, quantity: 5 }])).status).toBe(409);
    expect((await museum.add(occurrenceId, [{ ticketId: added.id, quantity: 4 }])).status).toBe(200);
  });

  it('refuses a new ticket type that is not right, naming its field, and adds nothing', async () => {
    const { event } = await museum.createEvent();
    const refused = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: [...ticketsOf(event), { ...student, netPriceMinor: -5 }] }),
    );
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ 'tickets.2.netPriceMinor': 'Invalid net price' });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.tickets).toHaveLength(2);
  });

  it('refuses a ticket type of another event, and underage tickets left alone', async () => {
    const { event } = await museum.createEvent();
    const other = await museum.createEvent();
    const put = (body: unknown) => museum.admin.put(`/api/events/${event.eventId}/details`, body);

    const foreign = await put(details(event, { tickets: [{ ...ticketsOf(event)[0], id: other.adult }] }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toEqual({ 'tickets.0.id': 'Unknown ticket type' });

    const underage = await put(details(event, { tickets: ticketsOf(event, { 0: { age: 'Underage' } }) }));
    expect(underage.status).toBe(400);
    expect(underage.json.error.fields).toEqual({ tickets: "Tickets for underage can't be sold alone" });

    const badPrice = await put(details(event, { tickets: ticketsOf(event, { 1: { netPriceMinor: -1 } }) }));
    expect(badPrice.status).toBe(400);
    expect(badPrice.json.error.fields).toEqual({ 'tickets.1.netPriceMinor': 'Invalid net price' });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.tickets.map((t: { age: string }) => t.age)).toEqual([
      'Adult',
      'Underage',
    ]);
  });

  it('takes a ticket type off sale: the shop and the desk stop selling it; what was sold and what a basket holds stay', async () => {
    const created = await museum.createEvent();
    const withStudent = await museum.admin.put(
      `/api/events/${created.event.eventId}/details`,
      details(created.event, { tickets: [...ticketsOf(created.event), { ...student, salesChannel: 'ONLINE_AND_DOOR' }] }),
    );
    expect(withStudent.status, withStudent.body).toBe(200);
    const event = withStudent.json;
    const studentId = event.tickets[2].id as string;
    const { occurrenceId } = created;
    const sold = await buy(occurrenceId, studentId, 'early@details.test');
    const holding = await museum.add(occurrenceId, [{ ticketId: studentId, quantity: 2 }]);
    expect(holding.status, holding.body).toBe(200);

    const off = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 2: { onSale: false } }) }),
    );
    expect(off.status, off.body).toBe(200);
    expect(off.json.tickets.map((ticket: { onSale: boolean }) => ticket.onSale)).toEqual([true, true, false]);

    // The shop no longer offers it, not even among the door's types.
    for (const query of ['', '?all=true']) {
      const shown = (await museum.shop.get(`/api/public/events/${occurrenceId}${query}`)).json;
      expect(shown.tickets.map((ticket: { id: string }) => ticket.id)).not.toContain(studentId);
      expect(shown.tickets).toHaveLength(2);
    }
    const refused = await museum.add(occurrenceId, [{ ticketId: studentId, quantity: 1 }]);
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields).toEqual({ 'event.items.0.ticketId': 'This ticket is no longer on sale' });
    expect(refused.json.error.fieldReasons['event.items.0.ticketId']).toMatchObject({ reason: 'shop.ticketOffSale' });

    // The basket that held it before is paid within its hold, as the visitor chose it.
    const started = await museum.shop.post('/api/public/payments', {
      cartId: holding.json.cartId,
      consumer: {
        type: 'Private',
        email: 'held@details.test',
        phonePrefix: '+45',
        phoneNumber: '12345678',
        firstName: 'Bo',
        lastName: 'H',
        termsAccepted: true,
      },
    });
    expect(started.status, started.body).toBe(201);
    expect((await decideTestPayment(t, started.json.paymentId, true)).status).toBeLessThan(400);
    await t.flushOutbox();
    expect((await museum.admin.get(`/api/orders/${started.json.orderId}`)).json).toMatchObject({ status: 'Charged', ticketCount: 2 });
    expect((await museum.admin.get(`/api/orders/${sold}`)).json).toMatchObject({ status: 'Charged', ticketCount: 1 });

    // The desk neither sells nor prints it.
    const atDesk = await museum.admin.post(`/api/events/${occurrenceId}/offline-buy`, {
      items: [{ ticketId: studentId, quantity: 1 }],
      paymentMethod: 'CashPayment',
    });
    expect(atDesk.status).toBe(400);
    expect(atDesk.json.error.fields).toEqual({ 'items.0.ticketId': 'This ticket is no longer on sale' });
    const printed = await museum.admin.post(`/api/events/${occurrenceId}/offline-tickets`, { ticketId: studentId, quantity: 1 });
    expect(printed.status).toBe(400);
    expect(printed.json.error.fields).toEqual({ ticketId: 'This ticket is no longer on sale' });
    expect(await museum.held(occurrenceId)).toMatchObject({ sold: 3, held: 0 });

    // Left out, it stays off sale; sent back on sale, the shop sells it again.
    const unchanged = await museum.admin.put(`/api/events/${event.eventId}/details`, details(event, { tickets: ticketsOf(event) }));
    expect(unchanged.json.tickets[2].onSale).toBe(false);
    const back = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event, { 2: { onSale: true } }) }),
    );
    expect(back.json.tickets[2].onSale).toBe(true);
    expect((await museum.add(occurrenceId, [{ ticketId: studentId, quantity: 1 }])).status).toBe(200);
  });

  it("refuses children's tickets left on sale without an adult's, naming the one taken off; every type off sale sells nothing", async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const put = (tickets: unknown) => museum.admin.put(`/api/events/${event.eventId}/details`, details(event, { tickets }));
    const alone = await put(ticketsOf(event, { 0: { onSale: false } }));
    expect(alone.status).toBe(400);
    expect(alone.json.error.fields).toEqual({
      'tickets.0.onSale': "Keep an adult's ticket on sale: tickets for underage can't be sold alone",
    });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.tickets.map((t: { onSale: boolean }) => t.onSale)).toEqual([
      true,
      true,
    ]);

    const none = await put(ticketsOf(event, { 0: { onSale: false }, 1: { onSale: false } }));
    expect(none.status, none.body).toBe(200);
    const shown = (await museum.shop.get(`/api/public/events/${occurrenceId}`)).json;
    expect(shown.tickets).toEqual([]);
    expect(shown.occurrence.available).toBe(0);
  });
});
