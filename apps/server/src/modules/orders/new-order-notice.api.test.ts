import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { as, shopper } from '../../test/api-client.js';
import { makeUser, signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, shopFixture } from '../../test/shop-fixture.js';

/*
 * The "New order" notification: once an order placed in the shop is confirmed to its buyer, the
 * chosen staff who can see orders are mailed of it, each in their language, exactly once.
 */
describe('staff told of a new order', () => {
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

  const url = '/api/notifications/organization';

  /** Two adults ordered by a school on EAN invoice, in Danish: over no limit, it waits for approval. */
  async function placeOnEanInvoice(museum: Awaited<ReturnType<typeof shopFixture>>, email: string) {
    const cart = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    const company = { name: 'Vesterbro Skole', number: '29189838', address: 'Skolegade 1', ean: '5798000000001' };
    const person = { phonePrefix: '+45', phoneNumber: '12345678', firstName: 'Inger', lastName: 'Christensen', termsAccepted: true };
    return shopper(t, museum.orgId, { language: 'da' }).post('/api/public/payments', {
      cartId: cart.cartId,
      consumer: { type: 'Institution', email, ...person, company },
    });
  }
  const parsed = async (address: string) => Promise.all(smtp.mailsTo(address).map((mail) => simpleParser(mail.raw)));

  /** A museum whose "New order" goes to its admin, a Danish colleague, and three who are not told. */
  async function museumTellingStaff() {
    const museum = await shopFixture(t);
    // The organisation's admin sets the notifications; the shop's admin (who runs the sales) is told.
    const organizationAdmin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], museum.orgId);
    const danish = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'], language: 'da' });
    const declined = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'] });
    const leaving = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'] });
    const demoted = await makeUser(t.ctx, { orgId: museum.orgId, roles: ['Admin'] });
    const recipients = [museum.admin.user.userId, danish.userId, declined.userId, leaving.userId, demoted.userId];
    const saved = await organizationAdmin.put(url, {
      settings: [{ kind: 'NEW_ORDER', enabled: true, emailRecipients: recipients, smsRecipients: [], message: 'Ring til kassen' }],
    });
    expect(saved.status, saved.body).toBe(200);
    // One turns it off for themself, one is deactivated, one becomes a guide (who cannot see orders).
    const own = await (
      await as(t, declined)
    ).put(`/api/notifications/users/${declined.userId}`, {
      preferences: [{ kind: 'NEW_ORDER', email: false, sms: false }],
    });
    expect(own.status, own.body).toBe(200);
    await inTenant(t.ctx.db, museum.orgId, async (tx) => {
      await tx.execute(sql`update users set active = false where user_id = ${leaving.userId}`);
      await tx.execute(sql`update users set roles = '{Guide}' where user_id = ${demoted.userId}`);
    });
    return { ...museum, organizationAdmin, danish, declined, leaving, demoted };
  }

  it('mails each chosen person who can see orders once, in their language, with what was bought and the way to the order', async () => {
    const museum = await museumTellingStaff();
    const placed = await museum.checkout(2, 'buyer-notice@museum.test');
    expect((await decideTestPayment(t, placed.paymentId, true)).status).toBe(200);
    await t.flushOutbox(); // the provider's webhook: the order is charged
    await t.flushOutbox(); // the buyer's confirmation, then the notices it queued
    await t.flushOutbox();
    const order = (await museum.admin.get(`/api/orders/${placed.orderId}`)).json;
    expect(order.status).toBe('Charged');
    expect(await parsed('buyer-notice@museum.test')).toHaveLength(1);

    const [english, ...moreEnglish] = await parsed(museum.admin.user.email);
    expect(moreEnglish).toHaveLength(0);
    expect(english!.subject).toMatch(new RegExp(`^New order ${order.orderNumber} at .+: DKK\\s250\\.00$`));
    const text = english!.text!.replace(/\s+/g, ' ');
    expect(text).toContain(`Ada Lovelace (buyer-notice@museum.test) has placed order ${order.orderNumber} in the shop of`);
    expect(text).toMatch(/2 × Adult, Evening concert, \d\d:\d\d–\d\d:\d\d, \d\d-\d\d-\d{4}: DKK 250\.00/);
    expect(text).toContain('Total: DKK 250.00.');
    expect(text).toContain('Note: Ring til kassen');
    expect(text).toContain(`/orders/${placed.orderId}`);

    const [danish] = await parsed(museum.danish.email);
    expect(danish!.subject).toMatch(new RegExp(`^Ny ordre ${order.orderNumber} hos .+: 250,00\\s+kr\\.$`));
    expect(danish!.text!.replace(/\s+/g, ' ')).toMatch(/2 × Adult, Aftenkoncert, .*: 250,00 kr\. I alt: 250,00 kr\./);

    // Not those who turned it off, were deactivated or can no longer see orders.
    for (const quiet of [museum.declined, museum.leaving, museum.demoted]) expect(smtp.mailsTo(quiet.email)).toHaveLength(0);

    // Sending the confirmation again from the order page tells the buyer, not the staff again.
    expect((await museum.admin.post(`/api/orders/${placed.orderId}/resend`, {})).status).toBe(200);
    await t.flushOutbox();
    await t.flushOutbox();
    expect(await parsed('buyer-notice@museum.test')).toHaveLength(2);
    expect(smtp.mailsTo(museum.admin.user.email)).toHaveLength(1);
  });

  it('tells of an order by EAN invoice that waits for approval, once, and approving it tells no one again', async () => {
    const museum = await museumTellingStaff();
    const placed = await placeOnEanInvoice(museum, 'notice@skole.test');
    expect(placed.status, placed.body).toBe(201);
    expect(placed.json.status).toBe('Pending');
    for (let i = 0; i < 3; i++) await t.flushOutbox();
    const order = (await museum.admin.get(`/api/orders/${placed.json.orderId}`)).json;
    expect(order.status).toBe('Pending');
    expect(smtp.mailsTo('notice@skole.test')).toHaveLength(1); // the buyer's receipt that it waits

    const [english, ...more] = await parsed(museum.admin.user.email);
    expect(more).toHaveLength(0);
    expect(english!.subject).toMatch(new RegExp(`^Order ${order.orderNumber} at .+ awaits your approval: DKK\\s250\\.00$`));
    const text = english!.text!.replace(/\s+/g, ' ');
    expect(text).toContain('Inger Christensen (notice@skole.test), Vesterbro Skole has placed order');
    expect(text).toContain('Total: DKK 250.00, to be paid by EAN invoice.');
    expect(text).toContain('It waits for approval: its places are held, and the customer has been told so;');
    expect(text).toContain(`Approve or refuse it in Foyer: ${t.ctx.config.publicUrl}/orders/${placed.json.orderId}`);
    const [danish] = await parsed(museum.danish.email);
    expect(danish!.subject).toMatch(new RegExp(`^Ordre ${order.orderNumber} hos .+ venter på jeres godkendelse: 250,00\\s+kr\\.$`));
    expect(danish!.text!.replace(/\s+/g, ' ')).toContain('Godkend eller afvis den i Foyer:');
    for (const quiet of [museum.declined, museum.leaving, museum.demoted]) expect(smtp.mailsTo(quiet.email)).toHaveLength(0);

    // Approved: the buyer gets the confirmation; staff, who knew, are not told again.
    expect((await museum.admin.post(`/api/orders/${placed.json.orderId}/approve`)).status).toBe(200);
    for (let i = 0; i < 3; i++) await t.flushOutbox();
    expect(smtp.mailsTo('notice@skole.test')).toHaveLength(2);
    expect(smtp.mailsTo(museum.admin.user.email)).toHaveLength(1);
    expect(smtp.mailsTo(museum.danish.email)).toHaveLength(1);
  });

  it('tells no one while "New order" is off, and no one of another museum', async () => {
    const museum = await museumTellingStaff();
    const other = await museumTellingStaff();
    const off = await museum.organizationAdmin.put(url, {
      settings: [{ kind: 'NEW_ORDER', enabled: false, emailRecipients: [museum.admin.user.userId], smsRecipients: [], message: '' }],
    });
    expect(off.status, off.body).toBe(200);
    const placed = await museum.checkout(1, 'buyer-quiet@museum.test');
    await decideTestPayment(t, placed.paymentId, true);
    expect((await placeOnEanInvoice(museum, 'quiet@skole.test')).json.status).toBe('Pending');
    for (let i = 0; i < 3; i++) await t.flushOutbox();
    expect(await parsed('buyer-quiet@museum.test')).toHaveLength(1);
    expect(smtp.mailsTo(museum.admin.user.email)).toHaveLength(0);
    expect(smtp.mailsTo(museum.danish.email)).toHaveLength(0);
    expect(smtp.mailsTo(other.admin.user.email)).toHaveLength(0);
  });
});
