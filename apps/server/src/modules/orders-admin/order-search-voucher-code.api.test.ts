import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { museumWithVoucher } from '../voucher-codes/testing.js';

/*
 * At the desk a visitor holds out a gift voucher: staff look for its orders by the code, as it is
 * printed (ABCD-EFGH-JKMN) or typed any way. The orders list found it nowhere before.
 */
describe('the orders list searched by a gift voucher code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the order that bought the code and those it paid, however it is typed, and no other', async () => {
    const museum = await museumWithVoucher(t);
    const bought = await museum.boughtCode('giver@museum.test');
    const other = await museum.boughtCode('someone-else@museum.test');
    const later = (await museum.tickets(1)).json;
    const paid = await museum.pay(later.cartId, 'visitor@museum.test', bought.code);
    expect(paid.json.status, paid.body).toBe('Charged');

    const found = async (search: string) =>
      ((await museum.admin.get(`/api/orders?search=${encodeURIComponent(search)}`)).json.items as { orderId: string }[])
        .map((item) => item.orderId)
        .sort();
    const printed = bought.code.match(/.{4}/g)!.join('-');
    const expected = [bought.orderId, paid.json.orderId as string].sort();
    expect(await found(printed)).toEqual(expected);
    expect(await found(bought.code.toLowerCase())).toEqual(expected);
    expect(await found(` ${printed.replaceAll('-', ' ')} `)).toEqual(expected);
    expect(await found(other.code)).toEqual([other.orderId]);
    // One character off is no code of the museum: nothing, not every order.
    expect(await found(`${bought.code.slice(0, 11)}Z`)).toEqual([]);
  });
});
