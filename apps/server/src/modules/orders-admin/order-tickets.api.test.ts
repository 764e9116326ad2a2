import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_TICKETS_MESSAGES } from '@foyer/contracts';
import { apiClient } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { buyTickets } from '../tickets/testing.js';

describe('printing an order’s tickets at the desk', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  beforeAll(async () => {
    t = await createTestApp();
    museum = await shopFixture(t, 50);
  });
  afterAll(() => t.close());

  const buy = (quantity: number) =>
    buyTickets(t, {
      orgId: museum.orgId,
      staff: museum.admin,
      occurrenceId: museum.concert.occurrenceId,
      ticketTypeId: museum.concert.adult,
      quantity,
    });
  const print = (orderId: string, query = '', cookie: string | null = museum.admin.cookie) =>
    apiClient(t, cookie ?? undefined).get(`/api/orders/${orderId}/tickets${query}`);
  const pages = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: false })).text as string[];

  it('prints the valid tickets with the numbers the scanner knows, in the language asked for', async () => {
    const order = await buy(3);
    const refunded = await museum.admin.post(`/api/orders/${order.orderId}/refund`, { ticketIds: [order.tickets[1]!.ticketId] });
    expect(refunded.status, refunded.body).toBe(200);

    const response = await print(order.orderId, '?language=da');
    expect(response.status, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tickets-${order.orderNumber}.pdf"`);
    const text = await pages(response.bytes);
    // The refunded second ticket is left out; the others keep their numbers.
    expect(text).toHaveLength(2);
    expect(text[0]).toContain(`Billetnummer: ${order.orderNumber}-1`);
    expect(text[1]).toContain(`Billetnummer: ${order.orderNumber}-3`);
    expect(text[1]).toContain(order.tickets[2]!.code);
    // Without a language: the order's own (English here).
    expect((await pages((await print(order.orderId)).bytes))[0]).toContain(`Ticket number: ${order.orderNumber}-1`);
  });

  it('refuses an order with nothing left to print, and names a bad language', async () => {
    const order = await buy(1);
    expect((await print(order.orderId, '?language=sv')).json.error.fields).toHaveProperty(['query.language']);
    await museum.admin.post(`/api/orders/${order.orderId}/refund`, {});
    const response = await print(order.orderId);
    expect(response.status).toBe(409);
    expect(response.json.error.message).toBe(ORDER_TICKETS_MESSAGES.none);
  });

  it('needs a session and OrdersRead, and another organisation’s order is not found', async () => {
    const order = await buy(1);
    expect((await print(order.orderId, '', null)).status).toBe(401);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await print(order.orderId, '', guide.cookie)).status).toBe(403);
    const other = await signedInUser(t, ['Admin']);
    expect((await print(order.orderId, '', other.cookie)).status).toBe(404);
    expect((await print('not-a-uuid')).json.error.fields).toHaveProperty(['params.orderId']);
  });
});
