import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { buyOne, detailsBody as details, ticketsOf, type Museum } from './event-details.test-support.js';

/* A saved ticket type removed with the event's details: only while nothing of it (or of its pool) is sold or held. */
describe('events API: PUT /api/events/:id/details, removing a saved ticket type', () => {
  let t: TestApp;
  let museum: Museum;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
  });
  afterAll(() => t.close());

  const student = {
    names: { en: 'Student', da: 'Studerende' },
    age: 'Adult',
    netPriceMinor: 6000,
    vatBasisPoints: 2500,
    salesChannel: 'ONLINE',
    quantity: 10,
    requireMinimumQuantity: null,
  };
  const names = (event: { tickets: { names: { en: string } }[] }) => event.tickets.map((ticket) => ticket.names.en);
  const shopTicketIds = async (occurrenceId: string) =>
    ((await museum.shop.get(`/api/public/events/${occurrenceId}?all=true`)).json.tickets as { id: string }[]).map((ticket) => ticket.id);

  it('removes an unsold one: the page and the shop no longer list it', async () => {
    const { event, occurrenceId } = await museum.createEvent();
    const child = (event.tickets as { id: string }[])[1]!.id;
    const response = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event).slice(0, 1), removeTicketIds: [child] }),
    );
    expect(response.status, response.body).toBe(200);
    expect(names(response.json)).toEqual(['Adult']);
    expect(await shopTicketIds(occurrenceId)).not.toContain(child);
    expect((await museum.add(occurrenceId, [{ ticketId: child, quantity: 1 }])).status).toBe(400);
  });

  it('refuses removing what would leave no ticket type, or children alone, and a type of another event', async () => {
    const { event, adult } = await museum.createEvent();
    const other = await museum.createEvent();
    const put = (body: unknown) => museum.admin.put(`/api/events/${event.eventId}/details`, body);
    const child = (event.tickets as { id: string }[])[1]!.id;

    const none = await put(details(event, { tickets: [], removeTicketIds: [adult, child] }));
    expect(none.status).toBe(400);
    expect(none.json.error.fields).toEqual({ tickets: 'Select at least 1 ticket type to continue' });

    const alone = await put(details(event, { tickets: ticketsOf(event).slice(1), removeTicketIds: [adult] }));
    expect(alone.status).toBe(400);
    expect(alone.json.error.fields).toEqual({ tickets: "Tickets for underage can't be sold alone" });

    const foreign = await put(details(event, { tickets: ticketsOf(event), removeTicketIds: [other.adult] }));
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toEqual({ 'removeTicketIds.0': 'Unknown ticket type' });

    const notAnId = await put(details(event, { tickets: ticketsOf(event), removeTicketIds: ['student'] }));
    expect(notAnId.status).toBe(400);
    expect(Object.keys(notAnId.json.error.fields)).toEqual(['removeTicketIds.0']);
    expect(names((await museum.admin.get(`/api/events/${event.eventId}`)).json)).toEqual(['Adult', 'Child']);
  });

  it('refuses removing a type of a pool that has sold, or holds places in a basket, naming the field; nothing changes', async () => {
    const sold = await museum.createEvent();
    await buyOne(t, museum, sold.occurrenceId, sold.adult, 'pool-sold@removal.test');
    const child = (sold.event.tickets as { id: string }[])[1]!.id;
    // The child's type sold nothing itself, but a pool does not say who took its places.
    const refused = await museum.admin.put(
      `/api/events/${sold.event.eventId}/details`,
      details(sold.event, { tickets: ticketsOf(sold.event).slice(0, 1), removeTicketIds: [child] }),
    );
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      reason: 'events.ticketTypeHasSales',
      fields: { 'removeTicketIds.0': 'Tickets are sold or held here: take this ticket type off sale instead' },
    });
    expect(names((await museum.admin.get(`/api/events/${sold.event.eventId}`)).json)).toEqual(['Adult', 'Child']);

    const held = await museum.createEvent();
    const heldChild = (held.event.tickets as { id: string }[])[1]!.id;
    const basket = await museum.add(held.occurrenceId, [
      { ticketId: held.adult, quantity: 1 },
      { ticketId: heldChild, quantity: 1 },
    ]);
    expect(basket.status, basket.body).toBe(200);
    const whileHeld = await museum.admin.put(
      `/api/events/${held.event.eventId}/details`,
      details(held.event, { tickets: ticketsOf(held.event).slice(0, 1), removeTicketIds: [heldChild] }),
    );
    expect(whileHeld.status).toBe(409);
    // The visitor's basket keeps both lines.
    expect(await museum.held(held.occurrenceId)).toMatchObject({ held: 2 });
  });

  it('with a quantity per type, removes one that sold nothing beside one that sold, with its places on every date', async () => {
    const own = (name: string, age = 'Adult') => ({ ...student, names: { en: name }, age });
    const { event, occurrenceId, adult } = await museum.createEvent({
      saleMode: 'INDIVIDUAL',
      poolCapacity: null,
      tickets: [own('Adult'), own('Child', 'Underage'), own('Student')] as never,
    });
    await buyOne(t, museum, occurrenceId, adult, 'own-sold@removal.test');
    const [, child, studentId] = (event.tickets as { id: string }[]).map((ticket) => ticket.id);

    const soldOne = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event).slice(1), removeTicketIds: [adult] }),
    );
    expect(soldOne.status).toBe(409);
    expect(soldOne.json.error.fields).toEqual({
      'removeTicketIds.0': 'Tickets are sold or held here: take this ticket type off sale instead',
    });

    const unsold = await museum.admin.put(
      `/api/events/${event.eventId}/details`,
      details(event, { tickets: ticketsOf(event).slice(0, 2), removeTicketIds: [studentId] }),
    );
    expect(unsold.status, unsold.body).toBe(200);
    expect(names(unsold.json)).toEqual(['Adult', 'Child']);
    const date = (await museum.admin.get(`/api/events/${occurrenceId}`)).json;
    expect(date.tickets.map((ticket: { id: string }) => ticket.id)).toEqual([adult, child]);
    expect(date.tickets[0]).toMatchObject({ sold: 1 });
    expect(await shopTicketIds(occurrenceId)).toEqual([adult, child]);
  });

  it('needs EventsWrite', async () => {
    const { event } = await museum.createEvent();
    const child = (event.tickets as { id: string }[])[1]!.id;
    const body = details(event, { tickets: ticketsOf(event).slice(0, 1), removeTicketIds: [child] });
    expect((await museum.shop.put(`/api/events/${event.eventId}/details`, body)).status).toBe(401);
  });
});
