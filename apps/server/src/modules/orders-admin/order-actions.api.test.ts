import ExcelJS from 'exceljs';
import { PARK_ORGANIZATION_ID } from '@foyer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous, shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { makeOrg, signedInUser } from '../../test/factories.js';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { sql } from 'drizzle-orm';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';
import { downloadOrders } from './orders-download.service.js';

const person = {
  email: 'inger@skole.test',
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Inger',
  lastName: 'Christensen',
  termsAccepted: true,
};
const institution = {
  type: 'Institution',
  ...person,
  company: {
    name: 'Vesterbro Skole',
    number: '29189838',
    address: 'Skolegade 1',
    postCode: '1620',
    city: 'København',
    country: 'DK',
    ean: '5798000000001',
  },
};

describe('cancelling orders and downloading them as a spreadsheet', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 20);
  });
  afterAll(() => t.close());

  async function place(consumer: object, adults = 2) {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: adults }])).json;
    const response = await shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', { cartId: cart.cartId, consumer });
    expect(response.status, response.body).toBe(201);
    return response.json as { orderId: string; orderNumber: string; paymentId: string | null };
  }

  it('cancels an unpaid order and gives its held places back', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const order = await place({ type: 'Private', ...person });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held + 2 });
    const response = await museum.admin.post(`/api/orders/${order.orderId}/cancel`);
    expect(response.status, response.body).toBe(200);
    expect(response.json.status).toBe('Canceled');
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: before.held, sold: before.sold });
    // Twice is refused: nothing is left to cancel.
    expect((await museum.admin.post(`/api/orders/${order.orderId}/cancel`)).status).toBe(409);
  });

  it('cancels an invoiced Institution order: tickets canceled, places back on sale', async () => {
    const before = await museum.held(museum.concert.occurrenceId);
    const order = await place(institution);
    expect((await museum.admin.post(`/api/orders/${order.orderId}/approve`)).status).toBe(200);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: before.sold + 2 });
    const canceled = (await museum.admin.post(`/api/orders/${order.orderId}/cancel`)).json;
    expect(canceled.status).toBe('Canceled');
    expect(canceled.tickets.map((ticket: { status: string }) => ticket.status)).toEqual(['CANCELED', 'CANCELED']);
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ sold: before.sold });
  });

  it('refuses to cancel a paid order (it is refunded instead) and needs OrdersWrite', async () => {
    const order = await place({ type: 'Private', ...person, email: 'paid@museum.test' });
    await decideTestPayment(t, order.paymentId!);
    await t.flushOutbox();
    const refused = await museum.admin.post(`/api/orders/${order.orderId}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe('Only an unpaid or invoiced order can be canceled');
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    expect((await orgAdmin.post(`/api/orders/${order.orderId}/cancel`)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await other.post(`/api/orders/${order.orderId}/cancel`)).status).toBe(404);
  });

  it('downloads the orders of a range as an xlsx named after the organisation and the dates', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const response = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}`);
    expect(response.status, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [organization] = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ name: string }>(tx, sql`select name from organizations where org_id = ${museum.orgId}`),
    );
    const name = `${organization!.name} orders ${today} – ${today}.xlsx`;
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order number');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    // The canceled unpaid order, the canceled invoice and the charged one, oldest first.
    expect(rows.map((row) => row[3])).toEqual(['Canceled', 'Canceled', 'Charged']);
    const charged = rows[2]!;
    expect(charged[6]).toBe('paid@museum.test');
    expect(charged[7]).toBe(2);
    expect(charged[10]).toBe(250);
    expect(rows[1]![5]).toBe('Vesterbro Skole');
    expect(rows[1]![8]).toBe('EAN invoice');

    const empty = await museum.admin.get('/api/orders/download?from=2020-01-01&to=2020-01-31');
    const emptyBook = new ExcelJS.Workbook();
    await emptyBook.xlsx.load(empty.bytes as unknown as ArrayBuffer);
    expect(emptyBook.getWorksheet('Orders')!.rowCount).toBe(1);
  });

  it('reads the orders page by page, each once, whatever the page size, ties in their placing time included', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const actor = (await t.ctx.readSession(museum.admin.cookie.split('=')[1]))!;
    /** Order numbers and their lines' order numbers, as the workbook lists them. */
    const listed = async (pageSize: number) => {
      const { body } = await downloadOrders(t.ctx, actor, { from: today, to: today }, pageSize);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      const column = (sheet: string) => (workbook.getWorksheet(sheet)!.getSheetValues().slice(2) as unknown[][]).map((row) => row[1]);
      return { orders: column('Orders'), lines: column('Order lines') };
    };
    const whole = await listed(1_000);
    expect(whole.orders.length).toBe(3);
    expect(whole.lines.length).toBeGreaterThanOrEqual(3);
    for (const size of [1, 2]) expect(await listed(size)).toEqual(whole);
    // Two orders placed in the same microsecond: the next page starts after both, by number.
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update orders set created_at = (select min(created_at) from orders where org_id = ${museum.orgId})
        where org_id = ${museum.orgId} and order_number = ${whole.orders[1]}`),
    );
    for (const size of [1, 2]) expect(await listed(size)).toEqual(await listed(1_000));
  });

  it('names the bad field, refuses more than a year, and refuses the park', async () => {
    const missing = await museum.admin.get('/api/orders/download?from=2026-01-01');
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.error.fields)).toEqual(['query.to']);
    const long = await museum.admin.get('/api/orders/download?from=2025-01-01&to=2026-06-01');
    expect(long.status).toBe(400);
    expect(long.json.error.fields).toEqual({ to: 'Choose at most 366 days' });
    expect((await anonymous(t).get('/api/orders/download?from=2026-01-01&to=2026-01-02')).status).toBe(401);

    await makeOrg(t.ctx, { orgId: PARK_ORGANIZATION_ID, name: 'Park' });
    const parkAdmin = await signedInUser(t, ['Admin'], PARK_ORGANIZATION_ID);
    const park = await parkAdmin.get('/api/orders/download?from=2026-01-01&to=2026-01-02');
    expect(park.status).toBe(409);
  });

  it('downloads what the list shows: its statuses and search, with what was refunded, named in the reader’s language', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const listed = (await museum.admin.get('/api/orders?search=paid@museum.test')).json.items as { orderId: string }[];
    const { tickets } = (await museum.admin.get(`/api/orders/${listed[0]!.orderId}`)).json as { tickets: { ticketId: string }[] };
    const refunded = await museum.admin.post(`/api/orders/${listed[0]!.orderId}/refund`, {
      ticketIds: [tickets[0]!.ticketId],
      override: true,
    });
    expect(refunded.status, refunded.body).toBe(200);

    const rowsOf = async (query: string, language = 'en') => {
      const response = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}${query}`, {
        headers: { 'x-lang': language },
      });
      expect(response.status, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      return { response, sheet, rows: sheet.getSheetValues().slice(2) as unknown[][] };
    };
    // Without a status every finished checkout, the canceled ones too.
    const all = await rowsOf('');
    expect(all.rows.map((row) => row[3])).toEqual(['Canceled', 'Canceled', 'Charged']);
    // The list's default statuses leave the canceled out; the refunded part has its column.
    const shown = await rowsOf('&status=Pending,Charged,CheckoutCompleted,Refunded');
    expect(shown.rows.map((row) => [row[3], row[6], row[10], row[11], row[12]])).toEqual([['Charged', 'paid@museum.test', 250, 0, 125]]);
    expect(shown.sheet.getRow(1).getCell(11).value).toBe('Paid by gift voucher');
    expect(shown.sheet.getRow(1).getCell(12).value).toBe('Refunded');
    // A search as the list's: part of a name, the whole address, or nothing found.
    expect((await rowsOf('&search=inger')).rows).toHaveLength(3);
    expect((await rowsOf('&search=PAID@museum.test')).rows.map((row) => row[6])).toEqual(['paid@museum.test']);
    expect((await rowsOf('&search=nobody')).rows).toHaveLength(0);
    // In Danish: the sheet, its words and the file's name.
    const danish = await rowsOf('&search=paid@museum.test', 'da');
    expect(danish.sheet.name).toBe('Ordrer');
    expect(danish.sheet.getRow(1).getCell(12).value).toBe('Refunderet');
    expect(decodeURIComponent(String(danish.response.headers['content-disposition']).split("''")[1]!)).toMatch(/ ordrer .* – .*\.xlsx$/);

    const bad = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}&status=Lost`);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(['query.status.0']);
  });
});
