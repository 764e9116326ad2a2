import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, apiClient, shopper } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';

describe('orders API for staff: list, search and one order', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  const placed: { orderId: string; orderNumber: string; email: string }[] = [];

  /** A buyer's order of `adults` tickets; approved (charged) unless `approve` is false. */
  async function buy(email: string, firstName: string, lastName: string, adults: number, approve = true) {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: adults }])).json;
    const response = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: { ...privateBuyer(email), firstName, lastName },
    });
    expect(response.status, response.body).toBe(201);
    const payment = response.json;
    if (approve) {
      await decideTestPayment(t, payment.paymentId);
      await t.flushOutbox(); // the webhook
      await t.flushOutbox(); // the confirmation
    }
    return { orderId: payment.orderId as string, orderNumber: payment.orderNumber as string, email };
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    museum = await shopFixture(t, 50);
    placed.push(await buy('karen@blixen.test', 'Karen', 'Blixen', 2));
    placed.push(await buy('h.c@andersen.test', 'Hans Christian', 'Andersen', 1));
    placed.push(await buy('soren@kierkegaard.test', 'Søren', 'Kierkegaard', 1, false));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const list = (query = '', cookie = museum.admin.cookie) => apiClient(t, cookie).get(`/api/orders${query}`);

  it('lists the last 90 days’ charged and refunded orders, newest first', async () => {
    const response = await list();
    expect(response.status, response.body).toBe(200);
    const page = response.json;
    expect(page.total).toBe(2);
    expect(page.page).toEqual({ number: 1, size: 20 });
    expect(page.items.map((order: { email: string }) => order.email)).toEqual(['h.c@andersen.test', 'karen@blixen.test']);
    expect(page.items[1]).toMatchObject({
      orderNumber: placed[0]!.orderNumber,
      status: 'Charged',
      customerName: 'Karen Blixen',
      currency: 'DKK',
      totalGrossAmount: 25_000,
      paymentMethod: 'Card',
      ticketCount: 2,
      companyName: null,
    });
  });

  it('filters by status, searches by number, email or name, and pages', async () => {
    const pending = (await list('?status=Payment%20pending')).json;
    expect(pending.items.map((order: { email: string }) => order.email)).toEqual(['soren@kierkegaard.test']);
    expect((await list('?status=Charged,Payment%20pending')).json.total).toBe(3);

    expect((await list(`?search=${placed[0]!.orderNumber}`)).json.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      placed[0]!.orderId,
    ]);
    // As staff write it on a receipt or in a mail: "#1042" is order 1042.
    expect((await list(`?search=%23${placed[0]!.orderNumber}`)).json.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      placed[0]!.orderId,
    ]);
    // The start of an order number, as read out over the phone: the orders whose numbers start so.
    const start = placed[0]!.orderNumber.slice(0, -1);
    const startingSo = (await list(`?status=Charged,Payment%20pending&search=${start}`)).json.items.map(
      (o: { orderNumber: string }) => o.orderNumber,
    );
    expect(startingSo).toContain(placed[0]!.orderNumber);
    expect(startingSo.filter((number: string) => !number.startsWith(start))).toEqual([]);
    // Three digits are taken as a whole number, not as the start of every order's.
    expect((await list(`?search=${placed[0]!.orderNumber.slice(0, 3)}`)).json.total).toBe(0);
    // A ticket's number, as the door reads it off the ticket (100042-2): its order.
    expect((await list(`?search=${placed[0]!.orderNumber}-1`)).json.items.map((o: { orderId: string }) => o.orderId)).toEqual([
      placed[0]!.orderId,
    ]);
    expect((await list('?search=ANDERSEN')).json.items).toHaveLength(1);
    expect((await list('?search=blixen.test')).json.items).toHaveLength(1);
    // A whole address, in any case, finds that buyer (through its index), and only that address.
    expect((await list('?search=Karen%40Blixen.TEST')).json.items.map((o: { orderId: string }) => o.orderId)).toEqual([placed[0]!.orderId]);
    expect((await list('?search=aren%40blixen.test')).json.total).toBe(0);
    expect((await list('?search=hans%20christian')).json.items).toHaveLength(1);
    expect((await list('?search=%25')).json.total).toBe(0);
    // Part of an address or a name, from the start of one of its words on (any case).
    const numbers = async (search: string, status = 'Charged,Payment%20pending') =>
      (await list(`?status=${status}&search=${encodeURIComponent(search)}`)).json.items.map((o: { orderNumber: string }) => o.orderNumber);
    expect(await numbers('blix')).toEqual([placed[0]!.orderNumber]);
    expect(await numbers('Hans Chr')).toEqual([placed[1]!.orderNumber]);
    expect(await numbers('SØREN')).toEqual([placed[2]!.orderNumber]);
    expect(await numbers('kierkegaard.te')).toEqual([placed[2]!.orderNumber]);
    expect(await numbers(' christian   ANDERSEN ')).toEqual([placed[1]!.orderNumber]);
    expect(await numbers('c@andersen')).toEqual([placed[1]!.orderNumber]);
    expect(await numbers('@kierkegaard')).toEqual([placed[2]!.orderNumber]);
    expect(await numbers('--')).toEqual([]);
    expect(await numbers('andersen hans')).toEqual([]);
    expect(await numbers('lixen')).toEqual([]);
    // Typed without æ, ø and å, as on a phone call: found by either plain spelling.
    const moller = await buy('agnes@visitors.test', 'Agnes', 'Møller', 1, false);
    const aero = await buy('guest@visitors.test', 'Åse', 'Ærø', 1, false);
    for (const typed of ['moller', 'Moeller', 'møller', 'agnes moller']) expect(await numbers(typed), typed).toEqual([moller.orderNumber]);
    for (const typed of ['ase aero', 'aase aeroe', 'ÅSE ÆRØ', 'aero']) expect(await numbers(typed), typed).toEqual([aero.orderNumber]);
    expect(await numbers('mol ler')).toEqual([]);

    const first = (await list('?size=1&page=1')).json;
    const second = (await list('?size=1&page=2')).json;
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(first.items[0].orderId).not.toBe(second.items[0].orderId);
  });

  it('takes a range of local days, both included', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    expect((await list(`?from=${today}&to=${today}`)).json.total).toBe(2);
    expect((await list('?from=2020-01-01&to=2020-01-31')).json.total).toBe(0);
  });

  it('refuses a bad query, naming the field', async () => {
    const backwards = await list('?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(Object.keys(backwards.json.error.fields)).toEqual(['query.to']);
    const status = await list('?status=Paid');
    expect(status.status).toBe(400);
    expect(Object.keys(status.json.error.fields)[0]).toMatch(/^query\.status/);
    expect(Object.keys((await list('?from=yesterday')).json.error.fields)).toEqual(['query.from']);
  });

  it('shows one order: lines, tickets, payments, the confirmation mail and its history', async () => {
    const response = await museum.admin.get(`/api/orders/${placed[0]!.orderId}`);
    expect(response.status, response.body).toBe(200);
    const order = response.json;
    expect(order).toMatchObject({ status: 'Charged', language: 'da', total: { net: 20_000, tax: 5_000, gross: 25_000 }, fees: [] });
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({ quantity: 2, unitGross: 12_500, totalGross: 25_000, vatBasisPoints: 2500 });
    // The event's policy (7 days before) says until when the refund dialog may refund without an override.
    expect(new Date(order.lines[0].startsAt).getTime() - new Date(order.lines[0].refundableUntil).getTime()).toBe(7 * 24 * 3_600_000);
    expect(order.tickets).toHaveLength(2);
    for (const ticket of order.tickets) expect(ticket).toMatchObject({ status: 'NOT_ACTIVATED', visitState: 'NOT_VISITED', lineNo: 1 });
    expect(new Set(order.tickets.map((ticket: { code: string }) => ticket.code)).size).toBe(2);
    expect(order.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'Charged', amount: 25_000 })]);
    expect(order.mails).toEqual([expect.objectContaining({ kind: 'order-confirmation', status: 'sent' })]);
    expect(order.history.map((entry: { event: string }) => entry.event)).toEqual([
      'Created',
      'Payment pending',
      'Payment Charged',
      'Charged',
      'Confirmation sent',
    ]);
    expect(order.consumer).toMatchObject({ email: 'karen@blixen.test', phoneNumber: '12345678' });
  });

  it('needs a session and OrdersRead, and keeps each organisation’s orders to itself', async () => {
    expect((await anonymous(t).get('/api/orders')).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await list('', guide.cookie)).status).toBe(403);
    expect((await guide.get(`/api/orders/${placed[0]!.orderId}`)).status).toBe(403);

    const other = await signedInUser(t, ['Admin']);
    expect((await list('', other.cookie)).json.total).toBe(0);
    const foreign = await other.get(`/api/orders/${placed[0]!.orderId}`);
    expect(foreign.status).toBe(404);
    expect((await other.get('/api/orders/not-an-id')).status).toBe(400);
  });
});
