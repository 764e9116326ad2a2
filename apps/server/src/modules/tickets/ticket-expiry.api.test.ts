import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { expireEndedTickets } from './ticket-expiry.sweep.js';
import { buyTickets, endOccurrence } from './tickets.test-support.js';

describe('ticket expiry sweep', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    // The door lets a ticket in on its day: 10:00 in Copenhagen on the day of the fixtures' events.
    const clock = new TestClock();
    clock.set('2027-06-01T08:00:00Z');
    t = await createTestApp({}, { clock });
    museum = await shopFixture(t, 100);
  });
  afterAll(() => t.close());

  const buy = async (quantity: number) => {
    const occurrence = await museum.createEvent();
    const order = await buyTickets(t, {
      orgId: museum.orgId,
      staff: museum.admin,
      occurrenceId: occurrence.occurrenceId,
      ticketTypeId: occurrence.adult,
      quantity,
    });
    return { occurrence, order };
  };
  const statuses = async (orderId: string) =>
    ((await museum.admin.get(`/api/orders/${orderId}`)).json.tickets as { status: string }[]).map((ticket) => ticket.status).sort();

  it('stores EXPIRED on the live tickets of ended occurrences and leaves the rest alone', async () => {
    const ended = await buy(3);
    const upcoming = await buy(1);
    // One ticket let in, one refunded, one never used: the first two kinds expire, a canceled one stays canceled.
    const [first, second] = ended.order.tickets;
    expect((await museum.admin.post(`/api/tickets/${first!.ticketId}/activate`, {})).status).toBe(200);
    // On the event's day, past its refund policy's deadline: staff override it.
    const refunded = await museum.admin.post(`/api/orders/${ended.order.orderId}/refund`, {
      ticketIds: [second!.ticketId],
      override: true,
    });
    expect(refunded.status, refunded.body).toBe(200);
    await endOccurrence(t, museum.orgId, ended.occurrence.occurrenceId);

    expect(await expireEndedTickets(t.ctx)).toBeGreaterThanOrEqual(2);
    expect(await statuses(ended.order.orderId)).toEqual(['CANCELED', 'EXPIRED', 'EXPIRED']);
    expect(await statuses(upcoming.order.orderId)).toEqual(['NOT_ACTIVATED']);
    // A second run finds nothing more to do.
    expect(await expireEndedTickets(t.ctx)).toBe(0);
  });

  it('runs with the other sweeps', async () => {
    const ended = await buy(1);
    await endOccurrence(t, museum.orgId, ended.occurrence.occurrenceId);
    await t.runSweeps();
    expect(await statuses(ended.order.orderId)).toEqual(['EXPIRED']);
  });
});
