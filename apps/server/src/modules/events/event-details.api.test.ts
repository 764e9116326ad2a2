import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { eventTypeId, makeZonedVenue } from '../../test/factories-events.js';
import { makeVenue } from '../../test/factories.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';

type Museum = Awaited<ReturnType<typeof shopFixture>>;

describe('events API: PUT /api/events/:id/details', () => {
  let t: TestApp;
  let museum: Museum;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
  });
  afterAll(() => t.close());

  /** The concert's details as the wizard sent them, changed by `changes`. */
  const details = (event: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
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

  it('changes what describes the event, for staff and in the shop; its dates, tickets and counts stay', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const tourType = await eventTypeId(t.ctx, museum.orgId, 'GuidedTourMax15People');
    const hall = await makeVenue(t.ctx, museum.orgId, { name: 'Garden Hall' });
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, {
        generalInfo: {
          names: { en: 'Garden concert', da: 'Havekoncert', de: 'Gartenkonzert' },
          eventTypeId: tourType,
          category: 'Music',
          languages: ['da', 'de'],
          display: false,
        },
        defaultLanguage: 'da',
        visibility: 'Private',
        location: { kind: 'Venue', venueId: hall.venueId },
        durationMinutes: 45,
        experience: { bringAlong: ['umbrella'], restrictions: [], features: ['headphones'] },
        refundPolicy: 'NO_REFUNDS',
      }),
    );
    expect(response.status, response.body).toBe(200);
    const changed = response.json;
    expect(changed).toMatchObject({
      eventId: event.eventId,
      visibility: 'Private',
      generalInfo: {
        names: { en: 'Garden concert', da: 'Havekoncert', de: 'Gartenkonzert' },
        eventType: { id: tourType },
        category: 'Music',
        languages: ['da', 'de'],
        display: false,
      },
      defaultLanguage: 'da',
      location: { kind: 'Venue', venueId: hall.venueId },
      venueName: 'Garden Hall',
      durationMinutes: 45,
      experience: { bringAlong: ['umbrella'], restrictions: [], features: ['headphones'] },
      refundPolicy: 'NO_REFUNDS',
      version: event.version + 1,
    });
    // What it sells and when are not this call's.
    expect(changed.schedule).toEqual(event.schedule);
    expect(changed.tickets.map((ticket: { id: string; totalPriceMinor: number }) => [ticket.id, ticket.totalPriceMinor])).toEqual(
      event.tickets.map((ticket: { id: string; totalPriceMinor: number }) => [ticket.id, ticket.totalPriceMinor]),
    );
    expect(changed.occurrenceCount).toBe(event.occurrenceCount);
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.generalInfo.names.da).toBe('Havekoncert');
    // A date's page reads its event's details.
    expect((await museum.admin.get(`/api/events/${occurrenceId}`)).json).toMatchObject({ venueName: 'Garden Hall', durationMinutes: 45 });
  });

  it('shows the new name and venue in the shop at once, while orders keep what they were sold under', async () => {
    const { event, occurrenceId, adult } = await museum.createEvent({ refundPolicy: 'DAYS_7' });
    const shopName = async () => (await museum.shop.get(`/api/public/events/${event.eventId}`)).json.names.en;
    expect(await shopName()).toBe('Evening concert');
    const sold = await buy(occurrenceId, adult, 'before@details.test');

    const renamed = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, {
        generalInfo: { ...details(event).generalInfo, names: { en: 'Late concert', da: 'Sen koncert' } },
        refundPolicy: 'NO_REFUNDS',
      }),
    );
    expect(renamed.status, renamed.body).toBe(200);
    // The shop's kept catalogue is told of the change.
    expect(await shopName()).toBe('Late concert');
    const soldAfter = await buy(occurrenceId, adult, 'after@details.test');

    const before = (await museum.admin.get(`/api/orders/${sold}`)).json;
    const after = (await museum.admin.get(`/api/orders/${soldAfter}`)).json;
    expect(before.lines[0].eventName).toBe('Evening concert');
    expect(after.lines[0].eventName).toBe('Late concert');
    // Sold under "7 days before": still refundable until then. Sold under "no refunds": not at all.
    const starts = new Date(before.lines[0].startsAt).getTime();
    expect(new Date(before.lines[0].refundableUntil).getTime()).toBe(starts - 7 * 24 * 3600 * 1000);
    expect(after.lines[0].refundableUntil).toBeNull();
    const refundBefore = await museum.admin.post(`/api/orders/${sold}/refund`, {});
    expect(refundBefore.status, refundBefore.body).toBe(200);
    const refundAfter = await museum.admin.post(`/api/orders/${soldAfter}/refund`, {});
    expect(refundAfter.status, refundAfter.body).toBe(409);
    expect(refundAfter.json.error.fields).toHaveProperty('override');
  });

  it('edits the event through one of its dates', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const response = await museum.admin.put(`/api/events/${occurrenceId}/details`, details(event, { durationMinutes: 30 }));
    expect(response.status, response.body).toBe(200);
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json.durationMinutes).toBe(30);
  });

  it('refuses what it cannot keep, naming the field', async () => {
    const { event } = await museum.createEvent();
    const put = (body: unknown) => museum.admin.put(`/api/events/${event.eventId}/details`, body);

    const noName = await put(details(event, { defaultLanguage: 'de' }));
    expect(noName.status).toBe(400);
    expect(noName.json.error.fields).toEqual({ 'generalInfo.names.de': 'A name in the default language is required' });

    const badUrl = await put(details(event, { location: { kind: 'Online', url: 'not a url' } }));
    expect(badUrl.status).toBe(400);
    expect(Object.keys(badUrl.json.error.fields)).toEqual(['location.url']);

    const unknownVenue = await put(details(event, { location: { kind: 'Venue', venueId: '00000000-0000-4000-8000-000000000001' } }));
    expect(unknownVenue.status).toBe(400);
    expect(unknownVenue.json.error.fields).toEqual({ 'location.venueId': 'Unknown venue' });

    const unknownType = await put(
      details(event, { generalInfo: { ...details(event).generalInfo, eventTypeId: '00000000-0000-4000-8000-000000000002' } }),
    );
    expect(unknownType.status).toBe(400);
    expect(unknownType.json.error.fields).toEqual({ 'generalInfo.eventTypeId': 'Unknown event type' });

    // The dates were planned in Copenhagen's zone: a venue in New York's would move every one of them.
    const faraway = await makeZonedVenue(t.ctx, museum.orgId, 'America/New_York', 'Far Hall');
    const otherZone = await put(details(event, { location: { kind: 'Venue', venueId: faraway.venueId } }));
    expect(otherZone.status).toBe(400);
    expect(otherZone.json.error.fields).toEqual({ 'location.venueId': "This venue is in another time zone than the event's dates" });
    // Online events are in Copenhagen's zone: the same as this venue's.
    const online = await put(details(event, { location: { kind: 'Online', url: 'https://museum.test/live' } }));
    expect(online.status, online.body).toBe(200);
    expect(online.json).toMatchObject({ location: { kind: 'Online', url: 'https://museum.test/live' }, venueName: null });

    const unchanged = (await museum.admin.get(`/api/events/${event.eventId}`)).json;
    expect(unchanged.generalInfo.names).toEqual(event.generalInfo.names);
  });

  /** The event's ticket types as PUT …/details takes them, each changed by `changes[its index]`. */
  const ticketsOf = (event: Record<string, unknown>, changes: Record<number, Record<string, unknown>> = {}) =>
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

  it('refuses a save made from a version someone else has saved over, and keeps theirs', async () => {
    const { event } = await museum.createEvent();
    const first = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { durationMinutes: 45, version: event.version }),
    );
    expect(first.status, first.body).toBe(200);
    const second = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { refundPolicy: 'NO_REFUNDS', version: event.version }),
    );
    expect(second.status).toBe(409);
    expect(second.json.error).toMatchObject({ code: 'stale_version', reason: 'events.changedSince' });
    expect((await museum.admin.get(`/api/events/${event.eventId}`)).json).toMatchObject({
      durationMinutes: 45,
      refundPolicy: event.refundPolicy,
      version: event.version + 1,
    });
  });

  it('is for staff who write events, in their own museum', async () => {
    const { event } = await museum.createEvent();
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await guide.put(`/api/events/${event.eventId}/details`, details(event))).status).toBe(403);
    const stranger = await signedInUser(t, ['Admin']);
    expect((await stranger.put(`/api/events/${event.eventId}/details`, details(event))).status).toBe(404);
    expect((await museum.admin.put('/api/events/00000000-0000-4000-8000-000000000003/details', details(event))).status).toBe(404);
  });

  /** One Adult ticket bought and paid in the shop; the order's id. */
  async function buy(occurrenceId: string, ticketId: string, email: string) {
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
});
