import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, SHOP_MESSAGES, type TOrderDetail } from '@foyer/contracts';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { shopper } from '../../test/api-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decideTestPayment, privateBuyer, shopFixture } from '../../test/shop-fixture.js';

/*
 * A donation goes the one order path (issue 14): into the cart beside tickets or alone, into the
 * order as a line of its own kind, charged with the tickets, and receipted in the confirmation.
 */
describe('donations through the one order path', () => {
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

  /** A museum with the concert, a published campaign (100, 250 or 500 DKK, or 50 DKK and up) and a draft one. */
  async function museumWithCampaign() {
    const fixture = await shopFixture(t);
    const create = async (published: boolean) => {
      const created = await fixture.admin.post<{ donationId: string }>('/api/donations', {
        names: { en: 'Restore the organ', da: 'Restaurér orglet' },
        descriptions: { en: 'Help us.' },
        suggestedAmounts: [10_000, 25_000, 50_000],
        customAmountAllowed: true,
        minimumAmount: 5_000,
      });
      expect(created.status, created.body).toBe(201);
      const donationId = created.json.donationId;
      if (published) expect((await fixture.admin.put(`/api/donations/${donationId}/status`, { status: 'Published' })).status).toBe(200);
      return donationId;
    };
    const campaign = await create(true);
    const draft = await create(false);
    const give = (donationId: string, amountMinor: number, cartId: string | null = null, language = 'en') =>
      fixture.shop.put('/api/public/carts', { cartId, language, donation: { donationId, amountMinor } });
    const pay = (cartId: string, email: string, language = 'en') =>
      shopper(t, fixture.orgId, { language }).post('/api/public/payments', { cartId, consumer: privateBuyer(email) });
    const decide = (paymentId: string, approve: boolean) => decideTestPayment(t, paymentId, approve);
    const order = async (orderId: string) => (await fixture.admin.get<TOrderDetail>(`/api/orders/${orderId}`)).json;
    return { ...fixture, campaign, draft, give, pay, decide, order };
  }

  it('sells two tickets and a 150 DKK gift in one cart, charged once, the gift receipted in the buyer’s language', async () => {
    const museum = await museumWithCampaign();
    const tickets = (await museum.add(museum.concert.occurrenceId, [{ ticketId: museum.concert.adult, quantity: 2 }])).json;
    const given = await museum.give(museum.campaign, 15_000, tickets.cartId, 'da');
    expect(given.status, given.body).toBe(200);
    const cart = given.json;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[1]).toEqual({
      itemId: expect.any(String),
      type: 'Donation',
      onSale: true,
      donation: {
        id: museum.campaign,
        name: 'Restaurér orglet',
        // The shop shows it in the language it is in now: an English page reads the English name.
        translatedNames: { en: 'Restore the organ', da: 'Restaurér orglet' },
      },
      totalPrice: { net: 15_000, tax: 0, gross: 15_000 },
    });
    // 2 × 125.00 with VAT, and the gift without: the host page counts three things.
    expect(cart.totalPrice).toEqual({ net: 20_000 + 15_000, tax: 5_000, gross: 25_000 + 15_000 });
    expect(cart.itemsTotalQuantity).toBe(3);
    expect(cart.expiresAt).toBeGreaterThan(0);

    const payment = await museum.pay(cart.cartId, 'giver@museum.test', 'da');
    expect(payment.status, payment.body).toBe(201);
    expect(payment.json.totalGrossAmount).toBe(40_000);
    expect((await museum.decide(payment.json.paymentId, true)).json.state).toBe('approved');
    await t.flushOutbox(); // the provider's webhook
    const order = await museum.order(payment.json.orderId);
    expect(order.status).toBe('Charged');
    expect(order.ticketCount).toBe(2);
    // Staff read names in their own language (English here); the receipt below is in the buyer's.
    expect(order.lines.map((line) => [line.kind, line.eventName, line.quantity, line.totalGross])).toEqual([
      ['Event', expect.any(String), 2, 25_000],
      ['Donation', 'Restore the organ', 1, 15_000],
    ]);
    expect(order.lines[1]).toMatchObject({ occurrenceId: null, startsAt: null, ticketName: '', vatBasisPoints: 0 });
    expect(await museum.held(museum.concert.occurrenceId)).toMatchObject({ held: 0, sold: 2 });

    await t.flushOutbox();
    const [raw] = smtp.mailsTo('giver@museum.test');
    expect(raw, 'confirmation mail').toBeDefined();
    const mail = await simpleParser(raw!.raw);
    expect(mail.subject).toContain('Dine billetter');
    expect(mail.text).toMatch(/Din donation på 150,00\s+kr\. til Restaurér orglet/);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
  });

  it('takes a gift alone: no tickets, no places, no PDF, and the cart lapses like any other', async () => {
    const museum = await museumWithCampaign();
    const cart = (await museum.give(museum.campaign, 25_000)).json;
    expect(cart.totalPrice).toEqual({ net: 25_000, tax: 0, gross: 25_000 });
    const payment = await museum.pay(cart.cartId, 'alone@museum.test');
    expect(payment.status, payment.body).toBe(201);
    await museum.decide(payment.json.paymentId, true);
    await t.flushOutbox(); // the provider's webhook
    const order = await museum.order(payment.json.orderId);
    expect(order).toMatchObject({ status: 'Charged', ticketCount: 0, totalGrossAmount: 25_000 });
    await t.flushOutbox();
    const mail = await simpleParser(smtp.mailsTo('alone@museum.test')[0]!.raw);
    expect(mail.subject).toMatch(/^Your order from .+ \(order \d+\)$/);
    expect(mail.text).toMatch(/Your donation of DKK\s250\.00 to Restore the organ/);
    expect(mail.attachments).toHaveLength(0);

    // A lapsed cart lets the gift go with everything else.
    const later = (await museum.give(museum.campaign, 10_000)).json;
    await museum.lapse(later.cartId);
    const read = (await museum.shop.get(`/api/public/carts/${later.cartId}`)).json;
    expect(read.items).toEqual([]);
  });

  it('names the field of a gift it refuses, with the spec’s texts, and never answers 404', async () => {
    const museum = await museumWithCampaign();
    const below = await museum.give(museum.campaign, 4_999);
    expect(below.status).toBe(400);
    expect(below.json.error).toMatchObject({
      message: DONATION_MESSAGES.belowMinimum.replace('{0}', 'DKK 50.00'),
      // The shop's own catalogue has the same text first.
      reason: 'shop.minimumDonation',
      params: ['DKK 50.00'],
      fields: { 'donation.amountMinor': DONATION_MESSAGES.belowMinimum.replace('{0}', 'DKK 50.00') },
    });
    const fraction = await museum.give(museum.campaign, 10_000.5);
    expect(fraction.status).toBe(400);
    expect(fraction.json.error.fields).toEqual({ 'donation.amountMinor': SHOP_MESSAGES.donationPriceInvalid });
    // A draft, an unknown campaign and another museum's are all unknown to the shop.
    for (const donationId of [museum.draft, '00000000-0000-4000-8000-000000000000']) {
      const unknown = await museum.give(donationId, 10_000);
      expect(unknown.status).toBe(400);
      expect(unknown.json.error).toMatchObject({ reason: 'notFound.donation', fields: { 'donation.donationId': 'Donation not found' } });
    }
    const other = await museumWithCampaign();
    expect((await museum.give(other.campaign, 10_000)).json.error.fields).toEqual({ 'donation.donationId': 'Donation not found' });
  });

  it('marks a gift whose campaign staff unpublished meanwhile, refuses checkout until it is removed', async () => {
    const museum = await museumWithCampaign();
    const cart = (await museum.give(museum.campaign, 10_000)).json;
    expect((await museum.admin.put(`/api/donations/${museum.campaign}/status`, { status: 'Draft' })).status).toBe(200);
    const view = (await museum.shop.get(`/api/public/carts/${cart.cartId}`)).json;
    // Still in the cart, by its name, priced at nothing: the visitor sees what stops the checkout.
    expect(view.items).toEqual([expect.objectContaining({ type: 'Donation', onSale: false, totalPrice: { net: 0, tax: 0, gross: 0 } })]);
    expect(view.items[0].donation.name).toBeTruthy();
    expect(view).toMatchObject({ itemsTotalQuantity: 1, totalPrice: { gross: 0 } });
    const payment = await museum.pay(cart.cartId, 'late@museum.test');
    expect(payment.status).toBe(409);
    expect(payment.json.error.reason).toBe('shop.cartItemNotOnSale');
    const revoked = await museum.shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId: view.items[0].itemId });
    expect(revoked.json).toMatchObject({ items: [], itemsTotalQuantity: 0 });
  });

  it('removes a gift from the cart like any item', async () => {
    const museum = await museumWithCampaign();
    const cart = (await museum.give(museum.campaign, 10_000)).json;
    const revoked = await museum.shop.put('/api/public/carts/revoke', { cartId: cart.cartId, itemId: cart.items[0].itemId });
    expect(revoked.status, revoked.body).toBe(200);
    expect(revoked.json).toMatchObject({ items: [], itemsTotalQuantity: 0, expiresAt: 0 });
  });
});
