import { EAN_APPROVAL_MESSAGES } from '@foyer/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, shopper } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { adultAndChild } from '../../test/factories-events.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { testProvider, wrapPaymentProviderForTests } from '../payments/testing.js';

describe('refunding the buyers of a canceled event or date', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  // Before every date the tests sell; one test moves it past a series' first date.
  const clock = new TestClock();
  clock.set('2027-01-01T09:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url }, { clock });
    museum = await shopFixture(t, 20);
  });
  afterEach(() => wrapPaymentProviderForTests(null));
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A charged order of `adults` Adult tickets for the event's first date, bought in Danish or English. */
  const chargedOrder = (...args: Parameters<typeof museum.chargedOrder>) => museum.chargedOrder(...args);
  const refundBuyers = (id: string, cookie = museum.admin.cookie) => apiClient(t, cookie).post(`/api/events/${id}/refund-buyers`);
  const progress = (id: string) => museum.admin.get(`/api/events/${id}/refund-buyers`);
  const order = (orderId: string) => museum.admin.get(`/api/orders/${orderId}`).then((r) => r.json);
  const cancel = async (id: string) => expect((await museum.admin.post(`/api/events/${id}/cancel`)).status).toBe(200);

  it('refuses while the event is on, and says nothing is refunded', async () => {
    const event = await museum.createEvent();
    await chargedOrder(event, 1, 'on@buyer.test');
    const refused = await refundBuyers(event.event.eventId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      message: 'Only a canceled event or date has its buyers refunded all at once; cancel it first',
      reason: 'refund.notCanceled',
    });
    expect((await progress(event.event.eventId)).json).toEqual({
      waiting: 0,
      refunded: 0,
      nothingLeft: 0,
      failed: [],
      atDesk: [],
      invoiced: [],
      awaitingApproval: [],
      validTickets: 1,
      validOrders: 1,
    });
  });

  it('refunds every order of a canceled date, whatever its policy, tells each buyer, and leaves other events alone', async () => {
    const event = await museum.createEvent({ refundPolicy: 'NO_REFUNDS' });
    const first = await chargedOrder(event, 2, 'ida@buyer.test', 'da');
    const second = await chargedOrder(event, 1, 'bo@buyer.test');
    const other = await chargedOrder(museum.concert, 1, 'other@buyer.test');
    // One buyer was refunded by staff before: nothing is left of it to queue.
    const before = await chargedOrder(event, 1, 'early@buyer.test');
    expect((await museum.admin.post(`/api/orders/${before.orderId}/refund`, { override: true })).status).toBe(200);
    expect(await museum.held(event.occurrenceId)).toMatchObject({ sold: 3 });

    await cancel(event.event.eventId);
    const queued = await refundBuyers(event.event.eventId);
    expect(queued.status, queued.body).toBe(200);
    expect(queued.json).toEqual({
      waiting: 2,
      refunded: 0,
      nothingLeft: 0,
      failed: [],
      atDesk: [],
      invoiced: [],
      awaitingApproval: [],
      validTickets: 3,
      validOrders: 2,
    });
    // A second click queues nothing more.
    expect((await refundBuyers(event.event.eventId)).json).toMatchObject({ waiting: 2 });

    const mailsBefore = smtp.mailsTo('ida@buyer.test').length;
    await t.flushOutbox();
    await t.flushOutbox();
    expect((await progress(event.event.eventId)).json).toEqual({
      waiting: 0,
      refunded: 2,
      nothingLeft: 0,
      failed: [],
      atDesk: [],
      invoiced: [],
      awaitingApproval: [],
      validTickets: 0,
      validOrders: 0,
    });
    for (const { orderId, providerPaymentId } of [first, second]) {
      const refunded = await order(orderId);
      expect(refunded.status).toBe('Refunded');
      expect(refunded.refunds).toEqual([expect.objectContaining({ cause: 'eventCanceled', override: true, status: 'Refunded' })]);
      expect(refunded.tickets.every((ticket: { status: string }) => ticket.status === 'CANCELED')).toBe(true);
      expect(Number((await testProvider(t.ctx).find(providerPaymentId))?.refundedMinor)).toBe(refunded.total.gross);
    }
    expect(await museum.held(event.occurrenceId)).toMatchObject({ sold: 0, held: 0 });
    // The other event's order is as it was; a refund staff made has no cause.
    expect(await order(other.orderId)).toMatchObject({ status: 'Charged', refunds: [] });
    expect((await order(before.orderId)).refunds).toEqual([expect.objectContaining({ cause: null })]);

    // The buyer is told, in the language they bought in, what was canceled and what comes back.
    const mail = await simpleParser(smtp.mailsTo('ida@buyer.test')[mailsBefore]!.raw);
    expect(mail.subject).toMatch(/^Aflyst: din refusion fra /);
    expect(mail.text).toContain('har måttet aflyse');
    expect(mail.text).toContain('Aftenkoncert, 19:00–21:00, 01-06-2027');
    expect(mail.text).toContain('250,00');
    expect((await order(first.orderId)).mails.map((m: { kind: string }) => m.kind)).toContain('order-refund');
  });

  it('refunds one canceled date of a series and not the others', async () => {
    const series = await museum.createEvent({
      schedule: {
        kind: 'Recurring',
        periodicity: 'Weekly',
        interval: 1,
        daysOfWeek: [1, 3],
        firstDate: '2027-03-01',
        lastDate: '2027-03-31',
        startTime: '10:00',
        endTime: '11:00',
        allDay: false,
      } as never,
    });
    const dates = (await museum.admin.get(`/api/events/${series.event.eventId}/series?size=50`)).json.items as { eventId: string }[];
    expect(dates.length).toBeGreaterThan(2);
    const onFirst = await chargedOrder(series, 1, 'first@buyer.test');
    const secondDate = { ...series, occurrenceId: dates[1]!.eventId };
    const onSecond = await chargedOrder(secondDate, 1, 'second@buyer.test');

    await cancel(series.occurrenceId);
    // The series itself is on: only the canceled date refunds.
    expect((await refundBuyers(series.event.eventId)).status).toBe(409);
    expect((await refundBuyers(series.occurrenceId)).json).toMatchObject({ waiting: 1, validOrders: 1 });
    await t.flushOutbox();
    expect((await order(onFirst.orderId)).status).toBe('Refunded');
    expect((await order(onSecond.orderId)).status).toBe('Charged');
    expect((await progress(series.occurrenceId)).json).toMatchObject({ refunded: 1, validOrders: 0 });
  });

  it('names the orders the provider would not refund, and counts those refunded before their turn', async () => {
    const event = await museum.createEvent();
    const refusedAtProvider = await chargedOrder(event, 1, 'card@buyer.test');
    const refundedMeanwhile = await chargedOrder(event, 1, 'meanwhile@buyer.test');
    await cancel(event.event.eventId);
    expect((await refundBuyers(event.event.eventId)).json).toMatchObject({ waiting: 2 });
    // The provider refuses the first order's refund (a card closed since).
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      async refund(providerPaymentId, amountMinor, key) {
        if (providerPaymentId === refusedAtProvider.providerPaymentId) throw new Error('card closed');
        return provider.refund(providerPaymentId, amountMinor, key);
      },
    }));
    // And staff refunded the other order by hand before the worker came to it.
    expect((await museum.admin.post(`/api/orders/${refundedMeanwhile.orderId}/refund`, {})).status).toBe(200);

    await t.flushOutbox();
    await t.flushOutbox();
    const { orderNumber } = await order(refusedAtProvider.orderId);
    expect((await progress(event.event.eventId)).json).toEqual({
      waiting: 0,
      refunded: 0,
      nothingLeft: 1,
      failed: [{ orderId: refusedAtProvider.orderId, orderNumber }],
      atDesk: [],
      invoiced: [],
      awaitingApproval: [],
      validTickets: 0,
      validOrders: 0,
    });
    expect((await order(refusedAtProvider.orderId)).refunds).toEqual([
      expect.objectContaining({ cause: 'eventCanceled', status: 'Failed' }),
    ]);
  });

  it('gives back the tickets only: a gift in the same order stays, a desk sale is named, a ticket let in is kept', async () => {
    const event = await museum.createEvent({ tickets: adultAndChild('ONLINE_AND_DOOR') } as never);
    const campaign = await museum.admin.post<{ donationId: string }>('/api/donations', {
      names: { en: 'Restore the organ' },
      descriptions: { en: 'Help us.' },
      suggestedAmounts: [10_000],
      customAmountAllowed: true,
      minimumAmount: 5_000,
    });
    expect(campaign.status, campaign.body).toBe(201);
    expect((await museum.admin.put(`/api/donations/${campaign.json.donationId}/status`, { status: 'Published' })).status).toBe(200);
    // A ticket and a gift of 200.00 in one order.
    const cart = (await museum.add(event.occurrenceId, [{ ticketId: event.adult, quantity: 1 }])).json;
    await museum.shop.put('/api/public/carts', {
      cartId: cart.cartId,
      language: 'en',
      donation: { donationId: campaign.json.donationId, amountMinor: 20_000 },
    });
    const started = await shopper(t, museum.orgId).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer('giver@buyer.test'),
    });
    expect(started.status, started.body).toBe(201);
    await decideTestPayment(t, started.json.paymentId);
    await t.flushOutbox();
    const withGift = started.json.orderId as string;
    // Two tickets sold for cash at the desk.
    const desk = await museum.admin.post(`/api/events/${event.occurrenceId}/offline-buy`, {
      items: [{ ticketId: event.adult, quantity: 2 }],
      paymentMethod: 'CashPayment',
    });
    expect(desk.status, desk.body).toBe(201);
    // Two more, one of which has been let in (the date was canceled during the visit).
    const visited = await chargedOrder(event, 2, 'visitor@buyer.test');
    const [letIn] = (await order(visited.orderId)).tickets as { ticketId: string }[];
    const activated = await museum.admin.post(`/api/tickets/${letIn!.ticketId}/activate`, { overrideLaterDay: true });
    expect(activated.status, activated.body).toBe(200);

    await cancel(event.event.eventId);
    expect((await refundBuyers(event.event.eventId)).json).toMatchObject({ waiting: 3, validTickets: 4, validOrders: 3 });
    await t.flushOutbox();
    await t.flushOutbox();

    const gift = await order(withGift);
    expect(gift.status).toBe('Charged');
    expect(gift.refunds).toEqual([expect.objectContaining({ amount: 12_500, cause: 'eventCanceled', status: 'Refunded' })]);
    expect(Number((await testProvider(t.ctx).find(started.json.paymentId))?.refundedMinor)).toBe(12_500);
    const kept = await order(visited.orderId);
    expect(kept.tickets.map((ticket: { status: string }) => ticket.status).sort()).toEqual(['ACTIVATED', 'CANCELED']);
    expect(kept.refunds).toEqual([expect.objectContaining({ amount: 12_500 })]);
    const deskOrder = await order(desk.json.orderId);
    expect(deskOrder).toMatchObject({ status: 'Refunded', refunds: [expect.objectContaining({ amount: 25_000, status: 'Refunded' })] });
    expect((await progress(event.event.eventId)).json).toMatchObject({
      refunded: 3,
      atDesk: [{ orderId: desk.json.orderId, orderNumber: deskOrder.orderNumber }],
      validTickets: 0,
    });
  });

  it('names an invoiced (EAN) order for staff to cancel, and does not refund it; one awaiting approval is named and can only be refused', async () => {
    const event = await museum.createEvent();
    const schoolOrder = async (email: string) => {
      const cart = (await museum.add(event.occurrenceId, [{ ticketId: event.adult, quantity: 2 }])).json;
      const placed = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
        cartId: cart.cartId,
        consumer: {
          type: 'Institution',
          phonePrefix: '+45',
          phoneNumber: '12345678',
          firstName: 'Inger',
          lastName: 'Christensen',
          termsAccepted: true,
          email,
          company: { name: 'Vesterbro Skole', number: '29189838', address: 'Skolegade 1', ean: '5798000000001' },
        },
      });
      expect(placed.status, placed.body).toBe(201);
      return placed.json as { orderId: string; orderNumber: number };
    };
    const placed = await schoolOrder('school@buyer.test');
    expect((await museum.admin.post(`/api/orders/${placed.orderId}/approve`)).status).toBe(200);
    const waiting = await schoolOrder('later-school@buyer.test');
    expect(await order(waiting.orderId)).toMatchObject({ status: 'Pending' });
    await cancel(event.event.eventId);
    const answer = (await refundBuyers(event.event.eventId)).json;
    expect(answer).toMatchObject({
      waiting: 0,
      invoiced: [{ orderId: placed.orderId, orderNumber: String(placed.orderNumber) }],
      awaitingApproval: [{ orderId: waiting.orderId, orderNumber: String(waiting.orderNumber) }],
      validOrders: 0,
    });
    await t.flushOutbox();
    expect(await order(placed.orderId)).toMatchObject({ status: 'CheckoutCompleted', refunds: [] });

    // Approving it would invoice tickets for a canceled date: refused, naming why; refusing it frees its places.
    const approved = await museum.admin.post(`/api/orders/${waiting.orderId}/approve`);
    expect(approved.status).toBe(409);
    expect(approved.json.error).toMatchObject({
      reason: 'eanApproval.eventCanceled',
      fields: { orderId: EAN_APPROVAL_MESSAGES.eventCanceled },
    });
    expect(await order(waiting.orderId)).toMatchObject({ status: 'Pending', ticketCount: 0 });
    expect((await museum.admin.post(`/api/orders/${waiting.orderId}/refuse`)).status).toBe(200);
    expect((await museum.admin.get(`/api/events/${event.event.eventId}/refund-buyers`)).json.awaitingApproval).toEqual([]);
  });

  it('refunds what is still to come of a series canceled half-way, not the dates that have ended', async () => {
    const series = await museum.createEvent({
      schedule: {
        kind: 'Recurring',
        periodicity: 'Weekly',
        interval: 1,
        daysOfWeek: [1],
        firstDate: '2027-04-05',
        lastDate: '2027-04-19',
        startTime: '10:00',
        endTime: '11:00',
        allDay: false,
      } as never,
    });
    const dates = (await museum.admin.get(`/api/events/${series.event.eventId}/series?size=50`)).json.items as { eventId: string }[];
    const past = await chargedOrder(series, 1, 'was-there@buyer.test');
    const coming = await chargedOrder({ ...series, occurrenceId: dates[1]!.eventId }, 1, 'coming@buyer.test');
    clock.set('2027-04-06T09:00:00Z'); // the first Monday is over
    try {
      await cancel(series.event.eventId);
      expect((await refundBuyers(series.event.eventId)).json).toMatchObject({ waiting: 1, validOrders: 1 });
      await t.flushOutbox();
      expect((await order(past.orderId)).status).toBe('Charged');
      expect((await order(coming.orderId)).status).toBe('Refunded');
    } finally {
      clock.set('2027-01-01T09:00:00Z');
    }
  });

  it('is for staff who refund orders, in their own museum', async () => {
    const event = await museum.createEvent();
    await cancel(event.event.eventId);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await refundBuyers(event.event.eventId, guide.cookie)).status).toBe(403);
    expect((await guide.get(`/api/events/${event.event.eventId}/refund-buyers`)).status).toBe(403);
    const stranger = await signedInUser(t, ['Admin']);
    expect((await refundBuyers(event.event.eventId, stranger.cookie)).status).toBe(404);
    expect((await refundBuyers('00000000-0000-4000-8000-000000000003')).status).toBe(404);
    expect((await refundBuyers('not-an-id')).json.error.fields).toHaveProperty('params.id');
  });
});
