import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../test/api-client.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';

const person = {
  email: 'school@kommune.test',
  phonePrefix: '+45',
  phoneNumber: '12345678',
  firstName: 'Inger',
  lastName: 'Christensen',
  termsAccepted: true,
};
const company = { name: 'Vesterbro Skole', number: '29189838', address: 'Skolegade 1', postCode: '1620', city: 'København', country: 'DK' };
const institution = { type: 'Institution', ...person, company: { ...company, ean: '5798000000001' } };
const privateBuyer = { type: 'Private', ...person, email: 'ida@museum.test' };
const ownAddress = { address: 'Strandvej 13', postCode: '3050', city: 'Humlebæk', country: 'Danmark' };

describe('public carts and checkout: fees and Institutions paying by EAN invoice', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const anonymousSettings = async (orgId: string) => (await shopper(t, orgId).get(`/api/public/organizations/${orgId}/payments`)).json;

  /** A museum with Shipping 49.00 + 25 % VAT and EAN 1.5 % + 25 % VAT, and a cart of two adults (2 × 125.00). */
  async function museumWithFees() {
    const fixture = await shopFixture(t);
    expect((await fixture.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 })).status).toBe(200);
    expect((await fixture.admin.put('/api/fees/EAN', { type: 'Percentage', value: 150, vatBasisPoints: 2500 })).status).toBe(200);
    const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 2 }])).json;
    expect(cart.totalPrice).toEqual({ net: 20000, tax: 5000, gross: 25000 });
    const addFee = (category: string, cartId: string | null = cart.cartId) =>
      fixture.shop.put('/api/public/carts', { cartId, language: 'en', fee: { category } });
    const pay = (consumer: object, cartId = cart.cartId as string) =>
      shopper(t, fixture.orgId, { language: 'da' }).post('/api/public/payments', { cartId, consumer });
    return { ...fixture, cart, addFee, pay };
  }

  it('adds a requested fee to the cart, priced from the rules, once however often it is asked for', async () => {
    const museum = await museumWithFees();
    const shipped = await museum.addFee('Shipping');
    expect(shipped.status, shipped.body).toBe(200);
    expect(shipped.json.fees).toEqual([
      { category: 'Shipping', type: 'Fixed amount', value: 4900, vatBasisPoints: 2500, totalPrice: { net: 4900, tax: 1225, gross: 6125 } },
    ]);
    expect(shipped.json.totalPrice).toEqual({ net: 24900, tax: 6225, gross: 31125 });
    // Fees are not items: the host page's count stays at the tickets.
    expect(shipped.json.itemsTotalQuantity).toBe(2);

    const twice = (await museum.addFee('Shipping')).json;
    expect(twice.fees).toHaveLength(1);

    // EAN 1.5 % of the tickets' net 200.00 = 3.00, + 25 % VAT.
    const withEan = (await museum.addFee('EAN')).json;
    expect(withEan.fees.map((fee: { category: string }) => fee.category)).toEqual(['Shipping', 'EAN']);
    expect(withEan.fees[1].totalPrice).toEqual({ net: 300, tax: 75, gross: 375 });
    expect(withEan.totalPrice.gross).toBe(25000 + 6125 + 375);

    // Staff change the rule: the cart's fee follows on the next read.
    await museum.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 2000, vatBasisPoints: 2500 });
    const read = (await museum.shop.get(`/api/public/carts/${museum.cart.cartId}`)).json;
    expect(read.fees[0].totalPrice.gross).toBe(2500);

    const revoked = await museum.shop.put('/api/public/carts/revoke', { cartId: museum.cart.cartId, fee: 'EAN' });
    expect(revoked.status, revoked.body).toBe(200);
    expect(revoked.json.fees.map((fee: { category: string }) => fee.category)).toEqual(['Shipping']);
  });

  // Issue 12: the shop cannot know which fees a museum set, so asking for a known category it
  // did not set is a normal step of a purchase (an Institution at the contact step), not an error.
  it('answers "no fee" for a known category the organisation does not offer, and prices it once staff set it', async () => {
    const fixture = await shopFixture(t);
    const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;
    const asked = await fixture.shop.put('/api/public/carts', { cartId: cart.cartId, language: 'en', fee: { category: 'EAN' } });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json).toMatchObject({ cartId: cart.cartId, fees: [], totalPrice: cart.totalPrice, itemsTotalQuantity: 1 });

    // The request stands: once staff set the fee, the cart's next read prices it.
    await fixture.admin.put('/api/fees/EAN', { type: 'Fixed amount', value: 1000, vatBasisPoints: 2500 });
    const read = (await fixture.shop.get(`/api/public/carts/${cart.cartId}`)).json;
    expect(read.fees.map((fee: { category: string }) => fee.category)).toEqual(['EAN']);
    const revoked = await fixture.shop.put('/api/public/carts/revoke', { cartId: cart.cartId, fee: 'EAN' });
    expect(revoked.json.fees).toEqual([]);
  });

  it('refuses an unknown fee category, and a revoke naming neither item nor fee, naming the field', async () => {
    const fixture = await shopFixture(t);
    const cart = (await fixture.add(fixture.concert.occurrenceId, [{ ticketId: fixture.concert.adult, quantity: 1 }])).json;

    const unknown = await fixture.shop.put('/api/public/carts', { cartId: cart.cartId, language: 'en', fee: { category: 'Gift wrap' } });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json.error.fields)).toEqual(['fee.category']);

    const neither = await fixture.shop.put('/api/public/carts/revoke', { cartId: cart.cartId });
    expect(neither.status).toBe(400);
    expect(Object.keys(neither.json.error.fields)).toEqual(['itemId']);
    const both = await fixture.shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId: cart.items[0].itemId, fee: 'EAN' });
    expect(both.status).toBe(400);
  });

  it('charges a private buyer the shipping asked for but never the EAN fee the cart previewed', async () => {
    const museum = await museumWithFees();
    await museum.addFee('Shipping');
    await museum.addFee('EAN');
    const response = await museum.pay({ ...privateBuyer, private: ownAddress });
    expect(response.status, response.body).toBe(201);
    expect(response.json).toMatchObject({ status: 'Payment pending', paymentMethod: 'Card', totalGrossAmount: 25000 + 6125 });
  });

  it('tells the shop whether the museum posts orders, and for what', async () => {
    const fixture = await shopFixture(t);
    const before = await anonymousSettings(fixture.orgId);
    expect(before).toMatchObject({ shipping: null });
    expect((await fixture.admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 })).status).toBe(200);
    expect((await anonymousSettings(fixture.orgId)).shipping).toEqual({ type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 });
    // The EAN fee is the museum's own business with institutions: not what the shop offers by post.
    await fixture.admin.put('/api/fees/EAN', { type: 'Percentage', value: 150, vatBasisPoints: 2500 });
    expect((await anonymousSettings(fixture.orgId)).shipping).toEqual({ type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 });
    expect((await fixture.admin.delete('/api/fees/Shipping')).status).toBe(200);
    expect((await anonymousSettings(fixture.orgId)).shipping).toBeNull();
  });

  it('refuses a posted order without the address to post it to, naming each field, and keeps the places', async () => {
    const museum = await museumWithFees();
    await museum.addFee('Shipping');
    const bare = await museum.pay(privateBuyer);
    expect(bare.status).toBe(400);
    expect(bare.json.error.fields).toEqual({
      'consumer.private.address': 'Required',
      'consumer.private.postCode': 'Required',
      'consumer.private.city': 'Required',
    });
    expect(bare.json.error.message).toBe('Enter the address to post the order to');
    const noTown = await museum.pay({ ...privateBuyer, private: { ...ownAddress, city: '  ' } });
    expect(noTown.status).toBe(400);
    expect(noTown.json.error.fields).toEqual({ 'consumer.private.city': 'Required' });
    // A company's address is where its order goes: its post code and town are needed then too.
    const firm = await museum.pay({ type: 'Corporation', ...person, company: { ...company, postCode: null, city: null } });
    expect(firm.status).toBe(400);
    expect(firm.json.error.fields).toEqual({ 'consumer.company.postCode': 'Required', 'consumer.company.city': 'Required' });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });

    // Not posted: the same buyer needs no address.
    await museum.shop.put('/api/public/carts/revoke', { cartId: museum.cart.cartId, fee: 'Shipping' });
    const unposted = await museum.pay(privateBuyer);
    expect(unposted.status, unposted.body).toBe(201);
    expect(unposted.json.totalGrossAmount).toBe(25000);
  });

  // A review walk: staff added an EAN fee while a school filled in the form; the school was invoiced
  // more than the total it saw when it placed the order.
  it('refuses an order that would cost more than the shop showed, and takes it at the new total once seen', async () => {
    const museum = await museumWithFees();
    const withEan = (await museum.addFee('EAN')).json;
    const shown = withEan.totalPrice.gross as number;
    // Staff raise the EAN fee meanwhile.
    expect((await museum.admin.put('/api/fees/EAN', { type: 'Percentage', value: 300, vatBasisPoints: 2500 })).status).toBe(200);
    const pay = (shownTotal: number) =>
      shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
        cartId: museum.cart.cartId,
        // Its own address: another test counts the mails to the institution's.
        consumer: { ...institution, email: 'shown-total@skole.test' },
        shownTotal,
      });
    const refused = await pay(shown);
    expect(refused.status).toBe(409);
    expect(refused.json.error.fields).toEqual({ cartId: 'The total has changed since you saw it: check the new total and confirm again' });
    expect(refused.json.error.fieldReasons.cartId).toMatchObject({ reason: 'shop.totalChanged' });
    // Nothing was placed: the cart still holds its places, and shows the new total.
    const again = (await museum.shop.get(`/api/public/carts/${museum.cart.cartId}`)).json;
    expect(again.totalPrice.gross).toBeGreaterThan(shown);
    const placed = await pay(again.totalPrice.gross);
    expect(placed.status, placed.body).toBe(201);
    expect(placed.json.totalGrossAmount).toBe(again.totalPrice.gross);
  });

  it('posts an order asked for by post: the fee is charged, staff see it, and the mail says where it goes', async () => {
    const museum = await museumWithFees();
    await museum.addFee('Shipping');
    const payment = await museum.pay({ ...privateBuyer, email: 'post@museum.test', private: ownAddress });
    expect(payment.status, payment.body).toBe(201);
    expect(payment.json.totalGrossAmount).toBe(25000 + 6125);
    expect((await decideTestPayment(t, payment.json.paymentId, true)).status).toBe(200);
    await t.flushOutbox(); // the provider's webhook

    const order = (await museum.admin.get(`/api/orders/${payment.json.orderId}`)).json;
    expect(order.status).toBe('Charged');
    expect(order.fees).toEqual([
      { category: 'Shipping', type: 'Fixed amount', value: 4900, total: expect.objectContaining({ gross: 6125 }) },
    ]);
    expect(order.consumer.private).toEqual(ownAddress);
    expect(order.posted).toBe(true);
    // The buyer's page says it comes by post, without the address (it opens by its link alone).
    const shown = (await shopper(t, museum.orgId).get(`/api/public/orders/${payment.json.orderId}`)).json;
    expect(shown).toMatchObject({ posted: true, status: 'Charged', fees: [{ category: 'Shipping', grossAmount: 6125 }] });
    expect(JSON.stringify(shown)).not.toContain('Strandvej');
    // The list marks it too, and only it: staff find what is to be sent.
    const listed = (await museum.admin.get('/api/orders?search=post@museum.test')).json;
    expect(listed.items.map((item: { orderId: string; posted: boolean }) => [item.orderId, item.posted])).toEqual([
      [payment.json.orderId, true],
    ]);
    const plain = await museum.checkout(1, 'plain@museum.test');
    await decideTestPayment(t, plain.paymentId, true);
    await t.flushOutbox();
    const all = (await museum.admin.get('/api/orders')).json.items;
    expect(all.map((item: { orderId: string; posted: boolean }) => [item.orderId, item.posted])).toEqual([
      [plain.orderId, false],
      [payment.json.orderId, true],
    ]);
    // The spreadsheet says where each posted order goes, in its last column, and nothing for the others.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date());
    const download = await museum.admin.get(`/api/orders/download?from=${today}&to=${today}`, { headers: { 'x-lang': 'da' } });
    expect(download.status, download.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = sheet.getRow(1).values as unknown[];
    const postedToColumn = header.indexOf('Sendes med posten til');
    expect(postedToColumn).toBeGreaterThan(0);
    const postedTo = new Map((sheet.getSheetValues().slice(2) as unknown[][]).map((row) => [row[1], row[postedToColumn] ?? null]));
    expect(postedTo.get(Number(order.orderNumber))).toBe('Strandvej 13, 3050 Humlebæk, Danmark');
    const plainNumber = (await museum.admin.get(`/api/orders/${plain.orderId}`)).json.orderNumber;
    expect(postedTo.get(Number(plainNumber))).toBeNull();
    // The lines sheet has the postage as a line of its own, so an order's lines add up to its total.
    const lineRows = (workbook.worksheets[1]!.getSheetValues().slice(2) as unknown[][]).filter(
      (row) => row[1] === Number(order.orderNumber),
    );
    expect(lineRows.map((row) => [row[2], row[3], row[6], row[7], row[8], row[9]])).toEqual([
      ['Billetter', expect.any(String), 2, 125, 0.25, 250],
      ['Gebyr', 'Forsendelse', 1, 61.25, 0.25, 61.25],
    ]);
    expect(lineRows.reduce((sum, row) => sum + (row[9] as number), 0)).toBe(order.totalGrossAmount / 100);

    await t.flushOutbox();
    const mail = await simpleParser(smtp.mailsTo('post@museum.test')[0]!.raw);
    expect(mail.text).toMatch(/Vi sender din ordre med posten til Strandvej 13, 3050 Humlebæk, Danmark\./);
    expect(mail.text).toMatch(/Forsendelse: 61,25\s+kr\./);
    // What the tickets are for, in words: the event, its time and place, how many.
    expect(mail.text).toMatch(/\d\d:\d\d–\d\d:\d\d, \d\d-\d\d-\d{4}, [^.]+\. Billetter: 2\./);
    // Signed by the museum that sold it, not by the platform.
    expect(mail.text).toMatch(/Venlig hilsen\s+\S/);
    expect(mail.text).not.toMatch(/Venlig hilsen\s+Foyer\s*$/);
    expect(mail.text).toMatch(/311,25/);
  });

  it('keeps an Institution’s order with the EAN fee waiting for approval: places held, no tickets, no mail', async () => {
    const museum = await museumWithFees();
    const response = await museum.pay(institution);
    expect(response.status, response.body).toBe(201);
    const payment = response.json;
    // 250.00 + EAN 3.75, nothing to pay online.
    expect(payment).toMatchObject({
      status: 'Pending',
      paymentMethod: 'EanPayment',
      totalGrossAmount: 25375,
      paymentId: null,
      paymentUrl: null,
    });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
    const order = (await shopper(t, museum.orgId).get(`/api/public/orders/${payment.orderId}`)).json;
    expect(order).toMatchObject({ status: 'Pending', ticketCount: 0, email: person.email, totalGrossAmount: 25375 });
    await t.flushOutbox();
    // Only the receipt that it waits, with the total the invoice will carry.
    const [receipt, ...more] = smtp.mailsTo(person.email);
    expect(more).toHaveLength(0);
    expect(receipt!.text).toMatch(/253,75/);
    expect(receipt!.text).not.toContain('5798000000001');

    // Approved by staff: sold, tickets issued and mailed with the invoice text.
    const approved = await museum.admin.post(`/api/orders/${payment.orderId}/approve`);
    expect(approved.status, approved.body).toBe(200);
    expect(approved.json).toMatchObject({ status: 'CheckoutCompleted', ticketCount: 2 });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 0, sold: 2 });
    await t.flushOutbox();
    const [, raw] = smtp.mailsTo(person.email);
    expect(raw, 'confirmation mail').toBeDefined();
    const mail = await simpleParser(raw!.raw);
    expect(mail.text).toContain('EAN 5798000000001');
    expect(mail.text).toMatch(/253,75/);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  });

  it('still refuses an Institution without a 13-digit EAN, naming the field', async () => {
    const museum = await museumWithFees();
    const response = await museum.pay({ ...institution, company: { ...company, ean: '57980' } });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ 'consumer.company.ean': 'EAN must be 13-digits number' });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
  });

  it('refuses any 13 digits whose GS1 check digit is wrong (issue 10: free tickets with 1234567890123)', async () => {
    const museum = await museumWithFees();
    const response = await museum.pay({ ...institution, company: { ...company, ean: '1234567890123' } });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ 'consumer.company.ean': 'EAN is not valid, please check the number' });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 2, sold: 0 });
  });
});
