import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toLocal } from '@foyer/domain';
import { inTenant } from '../../db/tenancy.js';
import { as } from '../../test/api-client.js';
import { makeUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { museumWithVoucher } from '../voucher-codes/testing.js';

/*
 * A staff member's "Data access from" day was only the date filter's floor in the browser: the
 * server listed, opened, printed and downloaded older orders to anyone who asked (a review walk).
 */
describe("the orders API keeps to a staff member's data access limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const staffLimitedFrom = async (orgId: string, day: string) => {
    const user = await makeUser(t.ctx, { orgId, roles: ['Admin'] });
    await inTenant(t.ctx.db, orgId, (tx) =>
      tx.execute(sql`update users set limit_data_access_from = ${day} where org_id = ${orgId} and user_id = ${user.userId}`),
    );
    return as(t, user);
  };

  it('lists, opens, prints and downloads nothing placed before the day; from the day on, as before', async () => {
    const museum = await museumWithVoucher(t);
    const cart = (await museum.tickets(1)).json;
    const placed = (await museum.pay(cart.cartId, 'older@museum.test')).json;
    await museum.approve(placed.paymentId);
    const orderId = placed.orderId as string;
    const today = toLocal(new Date(), 'Europe/Copenhagen').date;
    const range = `from=${addDays(today, -30)}&to=${addDays(today, 30)}`;

    const later = await staffLimitedFrom(museum.orgId, addDays(today, 1));
    const listed = await later.get(`/api/orders?${range}`);
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject({ items: [], total: 0 });
    expect((await later.get(`/api/orders?${range}&search=older@museum.test`)).json.items).toEqual([]);
    for (const path of [`/api/orders/${orderId}`, `/api/orders/${orderId}/tickets`]) {
      const refused = await later.get(path);
      expect(refused.status, path).toBe(404);
      expect(refused.body).not.toContain('older@museum.test');
    }
    for (const path of [`/api/orders/${orderId}/refund`, `/api/orders/${orderId}/resend`, `/api/orders/${orderId}/cancel`]) {
      expect((await later.post(path, {})).status, path).toBe(404);
    }
    const workbook = await later.get(`/api/orders/download?${range}`);
    expect(workbook.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(workbook.bytes as unknown as ArrayBuffer);
    const cells = book.worksheets.flatMap((sheet) => sheet.getSheetValues().flat().map(String));
    expect(cells.join(' ')).not.toContain('older@museum.test');
    // The order is untouched by the refused calls.
    expect((await museum.admin.get(`/api/orders/${orderId}`)).json).toMatchObject({ status: 'Charged' });

    const sameDay = await staffLimitedFrom(museum.orgId, today);
    expect((await sameDay.get(`/api/orders?${range}`)).json.items.map((item: { orderId: string }) => item.orderId)).toContain(orderId);
    expect((await sameDay.get(`/api/orders/${orderId}`)).status).toBe(200);
    expect((await sameDay.get(`/api/orders/${orderId}/tickets`)).status).toBe(200);
  });
});
