import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAN_APPROVAL_MESSAGES, REFUND_MESSAGES } from '@foyer/contracts';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { anonymous, shopper, type ApiClient } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';

const person = { phonePrefix: '+45', phoneNumber: '12345678', firstName: 'Inger', lastName: 'Christensen', termsAccepted: true };
const company = { name: 'Vesterbro Skole', number: '29189838', address: 'Skolegade 1', ean: '5798000000001' };
const institution = (email: string) => ({ type: 'Institution', ...person, email, company });

describe('Institution (EAN) orders wait for the museum’s approval (issue 10)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    museum = await shopFixture(t, 50);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Two adults (2 × 125.00 gross) ordered by an Institution, in Danish. */
  async function place(email: string, adults = 2, reference?: string) {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: adults }])).json;
    const consumer = institution(email);
    const response = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: reference === undefined ? consumer : { ...consumer, company: { ...consumer.company, reference } },
    });
    expect(response.status, response.body).toBe(201);
    return response.json as { orderId: string; orderNumber: string; status: string; totalGrossAmount: number };
  }
  const staff = (url: string, who: ApiClient = museum.admin) => who.post(url);
  const setting = async (name: string, value: string) => {
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    const response = await orgAdmin.post('/api/configuration', { name, value });
    if (response.status === 409) {
      await orgAdmin.put(`/api/configuration/${name}`, { value });
    } else expect(response.status, response.body).toBe(201);
  };

  it('waits with its places held, and the unpaid-orders sweep leaves it alone however long staff take', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const order = await place('waiting@skole.test');
    expect(order.status).toBe('Pending');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held + 2, sold: before.sold });
    await inTenant(t.ctx.db, museum.orgId, (tx) =>
      tx.execute(sql`update orders set hold_expires_at = now() - interval '1 day' where order_id = ${order.orderId}`),
    );
    await t.runSweeps();
    await t.flushOutbox();
    const detail = (await museum.admin.get(`/api/orders/${order.orderId}`)).json;
    expect(detail).toMatchObject({ status: 'Pending', ticketCount: 0 });
    // The buyer has its number in a mail that says it waits; no tickets, no invoice text yet.
    expect(detail.mails).toEqual([expect.objectContaining({ kind: 'order-awaiting-approval', status: 'sent' })]);
    expect(detail.history.map((entry: { event: string }) => entry.event)).toContain('Received mail sent');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held + 2 });
    const [received, ...more] = smtp.mailsTo('waiting@skole.test');
    expect(more).toHaveLength(0);
    expect(received!.text).toContain(`Din ordre ${order.orderNumber} hos`);
    expect(received!.text.replace(/\s+/g, ' ')).toContain('Den afventer museets godkendelse: dine pladser er reserveret');
    expect(received!.text).not.toContain('5798000000001');
  });

  it('shows orders awaiting approval and invoiced orders in the default orders list', async () => {
    const waiting = await place('listed@skole.test');
    const invoiced = await place('invoiced@skole.test');
    expect((await staff(`/api/orders/${invoiced.orderId}/approve`)).status).toBe(200);
    const list = (await museum.admin.get('/api/orders')).json;
    const statusOf = (orderId: string) => list.items.find((item: { orderId: string }) => item.orderId === orderId)?.status;
    expect(statusOf(waiting.orderId)).toBe('Pending');
    expect(statusOf(invoiced.orderId)).toBe('CheckoutCompleted');
  });

  it('approves: tickets issued, places sold, the confirmation mailed with the invoice text; once only', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const order = await place('approve@skole.test');
    const approved = await staff(`/api/orders/${order.orderId}/approve`);
    expect(approved.status, approved.body).toBe(200);
    expect(approved.json).toMatchObject({ status: 'CheckoutCompleted', ticketCount: 2 });
    expect(approved.json.history.map((entry: { event: string }) => entry.event)).toContain('Approved');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held, sold: before.sold + 2 });
    await t.flushOutbox();
    // The receipt at placing, then the confirmation with the invoice text.
    const mails = smtp.mailsTo('approve@skole.test');
    expect(mails).toHaveLength(2);
    mails.shift();
    expect(mails[0]!.text).toContain('EAN 5798000000001'); // in Danish: "… faktura, vi sender til EAN …"
    expect(mails[0]!.text).toContain('faktura');
    expect(mails[0]!.text).not.toContain('reference');
    // Decided once: a second approve or a refuse is refused.
    const again = await staff(`/api/orders/${order.orderId}/approve`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe('Only an order awaiting approval can be approved or refused');
    expect((await staff(`/api/orders/${order.orderId}/refuse`)).status).toBe(409);
  });

  it("keeps the institution's own reference for its invoice: on the order, in the confirmation", async () => {
    const tooLong = await shopper(t, museum.orgId).post('/api/public/payments', {
      cartId: (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 1 }])).json.cartId,
      consumer: { ...institution('long@skole.test'), company: { ...company, reference: 'x'.repeat(41) } },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields).toHaveProperty(['consumer.company.reference']);

    const order = await place('reference@skole.test', 1, '  Att. Lene Holm, PO 4711 ');
    const shown = (await museum.admin.get(`/api/orders/${order.orderId}`)).json;
    expect(shown.consumer.company).toMatchObject({ ean: '5798000000001', reference: 'Att. Lene Holm, PO 4711' });
    // The buyer's own page repeats where the invoice goes, to check it before the museum sends it.
    const own = await shopper(t, museum.orgId).get(`/api/public/orders/${order.orderId}`);
    expect(own.json.invoice).toEqual({ ean: '5798000000001', reference: 'Att. Lene Holm, PO 4711' });
    const plain = await place('plain@skole.test', 1);
    expect((await shopper(t, museum.orgId).get(`/api/public/orders/${plain.orderId}`)).json.invoice).toEqual({
      ean: '5798000000001',
      reference: null,
    });
    expect((await staff(`/api/orders/${order.orderId}/approve`)).status).toBe(200);
    await t.flushOutbox();
    const confirmation = smtp.mailsTo('reference@skole.test').at(-1)!;
    expect(confirmation.text).toContain('EAN 5798000000001 med jeres reference Att. Lene Holm, PO 4711');
    // The orders spreadsheet has what an invoice made by hand needs (EAN invoices are written outside Foyer).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const download = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}`);
    expect(download.status, download.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    const row = (sheet.getSheetValues().slice(2) as unknown[][]).find((cells) => cells[1] === Number(order.orderNumber));
    expect(['CVR / company number', 'EAN', 'Their reference'].map((name) => row?.[header.indexOf(name)])).toEqual([
      '29189838',
      '5798000000001',
      'Att. Lene Holm, PO 4711',
    ]);
  });

  it('refuses: canceled, places back on sale, the buyer told in their language; no tickets', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const order = await place('refuse@skole.test');
    const refused = await staff(`/api/orders/${order.orderId}/refuse`);
    expect(refused.status, refused.body).toBe(200);
    expect(refused.json).toMatchObject({ status: 'Canceled', ticketCount: 0 });
    expect(refused.json.history.map((entry: { event: string }) => entry.event)).toContain('Refused');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held, sold: before.sold });
    await t.flushOutbox();
    const mails = smtp.mailsTo('refuse@skole.test');
    expect(mails).toHaveLength(2);
    mails.shift(); // the receipt at placing
    expect(mails[0]!.text).toContain(`Din ordre ${order.orderNumber}`);
    expect(mails[0]!.text).toContain('blev ikke godkendt');
    // Staff see the refusal mail on the order, in its mails and its history.
    const after = (await museum.admin.get(`/api/orders/${order.orderId}`)).json;
    expect(after.mails).toEqual([
      expect.objectContaining({ kind: 'order-refused', status: 'sent' }),
      expect.objectContaining({ kind: 'order-awaiting-approval', status: 'sent' }),
    ]);
    expect(after.history.map((entry: { event: string }) => entry.event)).toContain('Refusal mail sent');
    expect((await staff(`/api/orders/${order.orderId}/approve`)).status).toBe(409);
    // The buyer's order page says the museum refused it, not that a payment was canceled.
    const shown = await shopper(t, museum.orgId).get(`/api/public/orders/${order.orderId}`);
    expect(shown.json).toMatchObject({ status: 'Canceled', refusedByMuseum: true, canceledByMuseum: false });
  });

  it("tells the buyer staff's reason for refusing, when they give one, and keeps it in the order's history", async () => {
    const order = await place('reason@skole.test', 1);
    const tooLong = await museum.admin.post(`/api/orders/${order.orderId}/refuse`, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.error.fields).toHaveProperty('reason');
    const refused = await museum.admin.post(`/api/orders/${order.orderId}/refuse`, {
      reason: '  The guided tour is full that day; we can offer the 14th.  ',
    });
    expect(refused.status, refused.body).toBe(200);
    expect(refused.json.history).toContainEqual(
      expect.objectContaining({ event: 'Refused', note: 'The guided tour is full that day; we can offer the 14th.' }),
    );
    await t.flushOutbox();
    const mail = smtp.mailsTo('reason@skole.test').at(-1)!;
    expect(mail.text).toContain('blev ikke godkendt');
    expect(mail.text).toContain('Museets begrundelse: The guided tour is full that day; we can offer the 14th.');
    // Refused without a reason (the other tests' bare POST), neither the mail nor the history has one.
    const bare = await place('noreason@skole.test', 1);
    expect(
      (await staff(`/api/orders/${bare.orderId}/refuse`)).json.history.find((entry: { event: string }) => entry.event === 'Refused'),
    ).toEqual({
      at: expect.any(String),
      event: 'Refused',
    });
    await t.flushOutbox();
    expect(smtp.mailsTo('noreason@skole.test').at(-1)!.text).not.toContain('begrundelse');
  });

  it('approved and canceled afterwards: the buyer is told it was canceled (not refused), the history keeps the approval', async () => {
    const order = await place('approved-canceled@skole.test');
    expect((await staff(`/api/orders/${order.orderId}/approve`)).status).toBe(200);
    await t.flushOutbox();
    const before = smtp.mailsTo('approved-canceled@skole.test').length;
    const canceled = await staff(`/api/orders/${order.orderId}/cancel`);
    expect(canceled.status, canceled.body).toBe(200);
    const events = canceled.json.history.map((entry: { event: string }) => entry.event);
    expect(events).toContain('Approved');
    expect(events).toContain('Canceled');
    expect(events).not.toContain('Refused');
    await t.flushOutbox();
    // In Danish, the language it was bought in: canceled, its tickets void, the invoice credited.
    const [mail, ...more] = smtp.mailsTo('approved-canceled@skole.test').slice(before);
    expect(more).toEqual([]);
    expect((await simpleParser(mail!.raw)).subject).toMatch(new RegExp(`^Din ordre ${order.orderNumber} hos .+ er annulleret$`));
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('Billetterne gælder ikke længere.');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('bliver den krediteret');
    const after = (await museum.admin.get(`/api/orders/${order.orderId}`)).json;
    expect(after.mails.map((m: { kind: string }) => m.kind)).toContain('order-canceled');
    expect(after.history.map((entry: { event: string }) => entry.event)).toContain('Cancellation mail sent');
    const shown = await shopper(t, museum.orgId).get(`/api/public/orders/${order.orderId}`);
    expect(shown.json).toMatchObject({ status: 'Canceled', refusedByMuseum: false, canceledByMuseum: true });
  });

  it('is refused, not canceled: the cancel call says to refuse it and changes nothing', async () => {
    const order = await place('cancel@skole.test');
    const canceled = await staff(`/api/orders/${order.orderId}/cancel`);
    expect(canceled.status).toBe(409);
    expect(canceled.json.error).toMatchObject({
      code: 'conflict',
      message: REFUND_MESSAGES.awaitingApproval,
      fields: { orderId: REFUND_MESSAGES.awaitingApproval },
    });
    const detail = await museum.admin.get(`/api/orders/${order.orderId}`);
    expect(detail.json.status).toBe('Pending');
    expect((await staff(`/api/orders/${order.orderId}/refuse`)).json.status).toBe('Canceled');
  });

  it('cannot be approved once its event has ended: 409 naming why, and it can still be refused', async () => {
    const order = await place('late@skole.test');
    const { occurrenceId } = museum.concert;
    const moveBy = (interval: string) =>
      inTenant(t.ctx.db, museum.orgId, (tx) =>
        tx.execute(sql`update occurrences set starts_at = starts_at + ${interval}::interval, ends_at = ends_at + ${interval}::interval
                       where occurrence_id = ${occurrenceId}`),
      );
    const [row] = await inTenant(t.ctx.db, museum.orgId, (tx) =>
      queryRows<{ shift: string }>(
        tx,
        sql`select (extract(epoch from ends_at - now()) + 3600)::int || ' seconds' as shift from occurrences where occurrence_id = ${occurrenceId}`,
      ),
    );
    const shift = row!.shift;
    await moveBy(`-${shift}`);
    try {
      const approved = await staff(`/api/orders/${order.orderId}/approve`);
      expect(approved.status).toBe(409);
      expect(approved.json.error).toMatchObject({
        message: EAN_APPROVAL_MESSAGES.eventEnded,
        fields: { orderId: EAN_APPROVAL_MESSAGES.eventEnded },
      });
      const detail = await museum.admin.get(`/api/orders/${order.orderId}`);
      expect(detail.json).toMatchObject({ status: 'Pending', ticketCount: 0 });
      expect((await staff(`/api/orders/${order.orderId}/refuse`)).json.status).toBe('Canceled');
    } finally {
      await moveBy(shift);
    }
  });

  it('needs OrdersWrite, and another organisation’s order is not found', async () => {
    const order = await place('rights@skole.test');
    const reader = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    expect((await staff(`/api/orders/${order.orderId}/approve`, reader)).status).toBe(403);
    expect((await anonymous(t).post(`/api/orders/${order.orderId}/refuse`)).status).toBe(401);
    const other = await signedInUser(t, ['Admin']);
    expect((await staff(`/api/orders/${order.orderId}/approve`, other)).status).toBe(404);
    expect((await staff(`/api/orders/not-an-id/approve`)).status).toBe(400);
    expect((await staff(`/api/orders/${order.orderId}/refuse`)).status).toBe(200);
  });

  it('issues at once under the automatic limit and waits above it', async () => {
    await setting('EAN_APPROVAL', 'Automatic');
    await setting('EAN_AUTO_LIMIT', '50000'); // 500.00: two adults (250.00) pass, five (625.00) wait
    const small = await place('small@skole.test', 2);
    expect(small).toMatchObject({ status: 'CheckoutCompleted', totalGrossAmount: 25000 });
    const large = await place('large@skole.test', 5);
    expect(large).toMatchObject({ status: 'Pending', totalGrossAmount: 62500 });
    await t.flushOutbox();
    expect(smtp.mailsTo('small@skole.test')).toHaveLength(1);
    // Waiting: only the receipt that says so.
    expect(smtp.mailsTo('large@skole.test').map((mail) => /afventer museets godkendelse/.test(mail.text))).toEqual([true]);
    await setting('EAN_APPROVAL', 'Manual');
    expect((await place('manual@skole.test', 1)).status).toBe('Pending');
  });
});
