import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { anonymous, apiClient, shopper } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';
import { adultAndChild } from '../../test/factories-events.js';
import { testProvider, wrapPaymentProviderForTests } from '../payments/testing.js';

describe('refunds and resends of orders by staff', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    museum = await shopFixture(t, 20);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A charged order of `adults` tickets for `occurrenceId` (the concert unless given). */
  async function chargedOrder(adults: number, occurrence = museum.concert, approve = true) {
    const cart = (await museum.add(occurrence.occurrenceId, [{ ticketId: occurrence.adult, quantity: adults }])).json;
    const response = await shopper(t, museum.orgId, { language: 'en' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer('ada@lovelace.test'),
    });
    const payment = response.json;
    if (approve) {
      await decideTestPayment(t, payment.paymentId);
      await t.flushOutbox();
      await t.flushOutbox();
    }
    return { orderId: payment.orderId as string, providerPaymentId: payment.paymentId as string };
  }
  const refund = (orderId: string, body: object = {}, cookie = museum.admin.cookie) =>
    apiClient(t, cookie).post(`/api/orders/${orderId}/refund`, body);
  /** The order as the orders list shows it (found by its number). */
  const listed = async (orderId: string) => {
    const { orderNumber } = await detail(orderId);
    const page = await museum.admin.get(`/api/orders?search=${orderNumber}`);
    expect(page.status, page.body).toBe(200);
    return (page.json.items as { orderNumber: string }[]).find((item) => item.orderNumber === orderNumber);
  };
  const detail = (orderId: string) => museum.admin.get(`/api/orders/${orderId}`).then((r) => r.json);
  const atProvider = async (providerPaymentId: string) =>
    (
      await inPlatformScope(t.ctx.db, (tx) =>
        queryRows<{ state: string; refunded_minor: string }>(
          tx,
          sql`select state, refunded_minor from test_provider_payments where provider_payment_id = ${providerPaymentId}`,
        ),
      )
    )[0];

  it('refunds a whole order: money back at the provider, tickets canceled, places on sale again', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const { orderId, providerPaymentId } = await chargedOrder(2);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: before.sold + 2 });

    const response = await refund(orderId);
    expect(response.status, response.body).toBe(200);
    const order = response.json;
    expect(order.status).toBe('Refunded');
    expect(order.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 25_000, status: 'Refunded', override: false })]);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: before.sold, held: 0 });
    expect(await atProvider(providerPaymentId)).toEqual({ state: 'refunded', refunded_minor: expect.anything() });
    expect(Number((await atProvider(providerPaymentId))!.refunded_minor)).toBe(25_000);

    await t.flushOutbox(); // the provider's webhook
    expect((await detail(orderId)).payments[0].status).toBe('Refunded');
    // Nothing is left to refund.
    const again = await refund(orderId);
    expect(again.status).toBe(409);
  });

  it('refunds some tickets, then the rest with the last one taking the remainder', async () => {
    const { orderId, providerPaymentId } = await chargedOrder(3);
    const tickets = (await detail(orderId)).tickets as { ticketId: string }[];
    const first = await refund(orderId, { ticketIds: [tickets[0]!.ticketId] });
    expect(first.status, first.body).toBe(200);
    expect(first.json).toMatchObject({ status: 'Charged' });
    expect(first.json.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['CANCELED', 'NOT_ACTIVATED', 'NOT_ACTIVATED']);
    expect(Number((await atProvider(providerPaymentId))!.refunded_minor)).toBe(12_500);
    expect((await atProvider(providerPaymentId))!.state).toBe('approved');
    // Still Charged, but the list and the page show what went back (issue 12 defect 6).
    expect(first.json.refundedAmount).toBe(12_500);
    expect(await listed(orderId)).toMatchObject({ status: 'Charged', totalGrossAmount: 37_500, refundedAmount: 12_500 });

    const twice = await refund(orderId, { ticketIds: [tickets[0]!.ticketId] });
    expect(twice.status).toBe(409);
    expect(twice.json.error.fields).toEqual({ 'ticketIds.0': 'This ticket is already canceled' });

    const rest = await refund(orderId);
    expect(rest.json).toMatchObject({ status: 'Refunded' });
    expect(rest.json.refunds.map((r: { amount: number }) => r.amount)).toEqual([12_500, 25_000]);
    expect(await atProvider(providerPaymentId)).toMatchObject({ state: 'refunded' });
    expect(await listed(orderId)).toMatchObject({ status: 'Refunded', refundedAmount: 37_500 });
  });

  it('honours the event’s refund policy unless staff override it', async () => {
    const strict = await museum.createEvent({ refundPolicy: 'NO_REFUNDS' });
    const { orderId } = await chargedOrder(1, strict);
    const refused = await refund(orderId);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      message: 'The refund policy does not allow a refund now',
      fields: { override: 'The refund policy does not allow a refund now' },
    });
    expect((await detail(orderId)).tickets[0].status).toBe('NOT_ACTIVATED');
    const overridden = await refund(orderId, { override: true });
    expect(overridden.status, overridden.body).toBe(200);
    expect(overridden.json.refunds[0]).toMatchObject({ override: true, status: 'Refunded' });
  });

  it('refuses what cannot be refunded, naming the field', async () => {
    const { orderId } = await chargedOrder(1);
    const unknown = await refund(orderId, { ticketIds: ['00000000-0000-4000-a000-000000000999'] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ 'ticketIds.0': 'Ticket not found in this order' });
    const malformed = await refund(orderId, { ticketIds: ['nope'], override: 'yes' });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.json.error.fields).sort()).toEqual(['override', 'ticketIds.0']);

    const unpaid = await chargedOrder(1, museum.concert, false);
    const pending = await refund(unpaid.orderId);
    expect(pending.status).toBe(409);
    expect(pending.json.error.message).toBe('Only a charged order can be refunded');
  });

  it('keeps an order Charged while a free ticket in it still admits, when the paid ones are refunded', async () => {
    const free = await museum.createEvent({
      tickets: [adultAndChild()[0]!, { ...adultAndChild()[1]!, netPriceMinor: 0 }] as never,
    });
    const cart = (
      await museum.add(free.occurrenceId, [
        { ticketId: free.adult, quantity: 1 },
        { ticketId: free.child, quantity: 1 },
      ])
    ).json;
    const started = await shopper(t, museum.orgId, { language: 'en' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer('free-child@buyer.test'),
    });
    await decideTestPayment(t, started.json.paymentId);
    await t.flushOutbox();
    await t.flushOutbox();
    const orderId = started.json.orderId as string;
    const before = await detail(orderId);
    const adultTicket = before.tickets.find((ticket: { ticketTypeId?: string; lineNo?: number }, index: number) => index === 0);
    const refunded = await refund(orderId, { ticketIds: [adultTicket.ticketId] });
    expect(refunded.status, refunded.body).toBe(200);
    expect(refunded.json).toMatchObject({ status: 'Charged', refundedAmount: 12_500 });
    expect(refunded.json.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['CANCELED', 'NOT_ACTIVATED']);
    // The child's ticket, refunded too: now the order is.
    const rest = await refund(orderId, { ticketIds: [refunded.json.tickets[1].ticketId] });
    expect(rest.status, rest.body).toBe(200);
    expect(rest.json).toMatchObject({ status: 'Refunded', refundedAmount: 12_500 });
  });

  it('keeps a refund the provider refused as Failed and answers 502', async () => {
    const { orderId, providerPaymentId } = await chargedOrder(1);
    // The money went back some other way: the provider will not refund it twice.
    await testProvider(t.ctx).refund(providerPaymentId, 12_500);
    const response = await refund(orderId);
    expect(response.status).toBe(502);
    expect(response.json.error).toMatchObject({ code: 'payment_provider_failed', message: 'Error while refunding the payment' });
    const order = await detail(orderId);
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'Failed', amount: 12_500 })]);
    expect(order.tickets[0].status).toBe('CANCELED');
    // A refund that failed gave nothing back; the order says so, on its page and in the list.
    expect(order.refundedAmount).toBe(0);
    expect(order.refundFailed).toBe(true);
    expect(await listed(orderId)).toMatchObject({ refundedAmount: 0, refundFailed: true });
  });

  it('tries a refused refund again: the provider pays it back under a key of its own, the buyer is mailed, once', async () => {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    const started = await shopper(t, museum.orgId, { language: 'en' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: privateBuyer('retry@buyer.test'),
    });
    // The buyer's card refuses the first refund (ticked on the test provider's page).
    const decided = await anonymous(t).post(`/api/payments/test/${started.json.paymentId}/decision`, {
      approve: true,
      refuseFirstRefund: true,
    });
    expect(decided.status, decided.body).toBe(200);
    await t.flushOutbox();
    await t.flushOutbox();
    const { orderId } = started.json as { orderId: string };
    const providerPaymentId = started.json.paymentId as string;
    const first = await refund(orderId);
    expect(first.status).toBe(502);
    const failed = (await detail(orderId)).refunds[0];
    expect(failed).toMatchObject({ status: 'Failed', amount: 25_000 });
    expect(Number((await atProvider(providerPaymentId))!.refunded_minor)).toBe(0);

    const retry = (refundId: string, cookie = museum.admin.cookie) =>
      apiClient(t, cookie).post(`/api/orders/${orderId}/refunds/${refundId}/retry`);
    const before = smtp.mailsTo('retry@buyer.test').length;
    const retried = await retry(failed.refundId);
    expect(retried.status, retried.body).toBe(200);
    expect(retried.json.refunds).toEqual([expect.objectContaining({ refundId: failed.refundId, status: 'Refunded' })]);
    expect(retried.json.refundedAmount).toBe(25_000);
    expect(retried.json.refundFailed).toBe(false);
    expect(await listed(orderId)).toMatchObject({ refundFailed: false });
    expect(await atProvider(providerPaymentId)).toMatchObject({ state: 'refunded' });
    expect(Number((await atProvider(providerPaymentId))!.refunded_minor)).toBe(25_000);
    await t.flushOutbox();
    const mails = await Promise.all(
      smtp
        .mailsTo('retry@buyer.test')
        .slice(before)
        .map((mail) => simpleParser(mail.raw)),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/refund/i)]);

    // Made: not tried again; an unknown one is not found; staff who only read may not.
    const again = await retry(failed.refundId);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({
      reason: 'refund.notFailed',
      fields: { refundId: 'Only a refund the payment provider refused or never answered can be tried again' },
    });
    expect((await retry('00000000-0000-4000-a000-000000000999')).status).toBe(404);
    const reader = await signedInUser(t, ['Support'], museum.orgId);
    expect((await retry(failed.refundId, reader.cookie)).status).toBe(403);
    expect(Number((await atProvider(providerPaymentId))!.refunded_minor)).toBe(25_000);
  });

  it('settles a refused refund the provider shows paid back after all without asking twice, and stops on a record it cannot explain', async () => {
    const paidAfterAll = await chargedOrder(1);
    // The money went back (the provider's answer was lost, or staff refunded at the provider): the refusal below is for the second refund.
    await testProvider(t.ctx).refund(paidAfterAll.providerPaymentId, 12_500);
    expect((await refund(paidAfterAll.orderId)).status).toBe(502);
    const failed = (await detail(paidAfterAll.orderId)).refunds[0];
    const settled = await museum.admin.post(`/api/orders/${paidAfterAll.orderId}/refunds/${failed.refundId}/retry`);
    expect(settled.status, settled.body).toBe(200);
    expect(settled.json.refunds[0]).toMatchObject({ status: 'Refunded' });
    expect(Number((await atProvider(paidAfterAll.providerPaymentId))!.refunded_minor)).toBe(12_500);

    const partly = await chargedOrder(2);
    await testProvider(t.ctx).refund(partly.providerPaymentId, 5_000);
    await testProvider(t.ctx).refund(partly.providerPaymentId, 20_000);
    expect((await refund(partly.orderId)).status).toBe(502);
    const odd = (await detail(partly.orderId)).refunds[0];
    // 25,000 paid back at the provider against this refund's 25,000 on top of none: it fits, settled.
    expect((await museum.admin.post(`/api/orders/${partly.orderId}/refunds/${odd.refundId}/retry`)).status).toBe(200);

    const mismatch = await chargedOrder(2);
    await testProvider(t.ctx).refund(mismatch.providerPaymentId, 25_000);
    expect((await refund(mismatch.orderId, { ticketIds: [(await detail(mismatch.orderId)).tickets[0].ticketId] })).status).toBe(502);
    const half = (await detail(mismatch.orderId)).refunds[0];
    // 250.00 back at the provider for a refund of 125.00 and none before: neither "not paid" nor "paid".
    const stopped = await museum.admin.post(`/api/orders/${mismatch.orderId}/refunds/${half.refundId}/retry`);
    expect(stopped.status).toBe(409);
    expect(stopped.json.error.reason).toBe('refund.providerMismatch');
    expect((await detail(mismatch.orderId)).refunds[0]).toMatchObject({ status: 'Failed' });

    // The provider cannot be read: nothing is asked (it may have paid back already), 502, still Failed.
    const unread = await chargedOrder(1);
    await testProvider(t.ctx).refund(unread.providerPaymentId, 12_500);
    expect((await refund(unread.orderId)).status).toBe(502);
    const waiting = (await detail(unread.orderId)).refunds[0];
    wrapPaymentProviderForTests((provider) => ({
      ...provider,
      name: provider.name,
      async getPayment() {
        throw new Error('provider down');
      },
    }));
    try {
      const down = await museum.admin.post(`/api/orders/${unread.orderId}/refunds/${waiting.refundId}/retry`);
      expect(down.status).toBe(502);
      expect((await detail(unread.orderId)).refunds[0]).toMatchObject({ status: 'Failed' });
    } finally {
      wrapPaymentProviderForTests(null);
    }
    expect((await museum.admin.post(`/api/orders/${unread.orderId}/refunds/${waiting.refundId}/retry`)).status).toBe(200);
  });

  it('resends the confirmation of a charged order, not of an unpaid one', async () => {
    const { orderId } = await chargedOrder(1);
    const resent = await museum.admin.post(`/api/orders/${orderId}/resend`);
    expect(resent.status, resent.body).toBe(200);
    await t.flushOutbox();
    const mails = (await detail(orderId)).mails as { status: string }[];
    expect(mails.map((mail) => mail.status)).toEqual(['sent', 'sent']);

    const unpaid = await chargedOrder(1, museum.concert, false);
    const refused = await museum.admin.post(`/api/orders/${unpaid.orderId}/resend`);
    expect(refused.status).toBe(409);
  });

  it('resends after a partial refund with only the tickets that still admit, and says what was refunded', async () => {
    const { orderId } = await chargedOrder(3);
    const tickets = (await detail(orderId)).tickets as { ticketId: string; code: string }[];
    const mailsBefore = smtp.mailsTo('ada@lovelace.test').length;
    expect((await refund(orderId, { ticketIds: [tickets[0]!.ticketId] })).status).toBe(200);
    await t.flushOutbox();
    // The refund's own mail names the ticket that stopped, by the number printed on it, and says
    // the others still work (a buyer holding three could not tell which one was dead).
    const refundMail = await simpleParser(smtp.mailsTo('ada@lovelace.test')[mailsBefore]!.raw);
    const { orderNumber } = await detail(orderId);
    expect(refundMail.text).toContain(`Ticket ${orderNumber}-1 of the order is canceled and no longer admits anyone.`);
    expect(refundMail.text).toContain('Its other tickets stay valid: the ones you have still work.');
    // Staff see the refund mail on the order beside its confirmation, and when it left.
    const afterRefund = await detail(orderId);
    expect(afterRefund.mails.map((mail: { kind: string; status: string }) => [mail.kind, mail.status])).toEqual([
      ['order-refund', 'sent'],
      ['order-confirmation', 'sent'],
    ]);
    expect(afterRefund.history.map((entry: { event: string }) => entry.event)).toContain('Refund mail sent');
    const before = smtp.mailsTo('ada@lovelace.test').length;
    expect((await museum.admin.post(`/api/orders/${orderId}/resend`)).status).toBe(200);
    await t.flushOutbox();
    const resent = await simpleParser(smtp.mailsTo('ada@lovelace.test')[before]!.raw);
    expect(resent.subject).toContain('tickets');
    // Two tickets of three, and the refund said beside what was paid (before: three, and the refunded one's QR).
    expect(resent.text).toContain('Tickets: 2.');
    expect(resent.text).toMatch(/Refunded since: DKK\s125\.00\./);
    const pdf = await getDocumentProxy(new Uint8Array(resent.attachments[0]!.content));
    expect(pdf.numPages).toBe(2);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).not.toContain(tickets[0]!.code);
    expect(text).toContain(tickets[1]!.code);
  });

  it('needs OrdersWrite, and another organisation’s order is not found', async () => {
    const { orderId } = await chargedOrder(1);
    expect((await anonymous(t).post(`/api/orders/${orderId}/refund`, {})).status).toBe(401);
    // An organisation admin reads orders but does not refund them.
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    expect((await refund(orderId, {}, orgAdmin.cookie)).status).toBe(403);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await refund(orderId, {}, guide.cookie)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await refund(orderId, {}, other.cookie)).status).toBe(404);
    expect((await other.post(`/api/orders/${orderId}/resend`)).status).toBe(404);
    expect((await detail(orderId)).status).toBe('Charged');
  });
});
