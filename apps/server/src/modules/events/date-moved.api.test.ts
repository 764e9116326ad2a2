import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';

describe('a date moved with tickets sold, its buyers told', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  const clock = new TestClock();
  clock.set('2027-01-01T09:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url }, { clock });
    museum = await shopFixture(t, 20);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const chargedOrder = async (...args: Parameters<typeof museum.chargedOrder>) => (await museum.chargedOrder(...args)).orderId;
  const order = (orderId: string) => museum.admin.get(`/api/orders/${orderId}`).then((r) => r.json);
  const move = (occurrenceId: string, body: object) => museum.admin.put(`/api/events/${occurrenceId}/edit-single`, body);
  const laterEvening = { start: { date: '2027-06-01', time: '20:00' }, end: { date: '2027-06-01', time: '22:30' } };

  it('mails each buyer with tickets for it the old and the new time, in their language; nobody else', async () => {
    const event = await museum.createEvent();
    const danish = await chargedOrder(event, 2, 'moved-da@buyer.test', 'da');
    const english = await chargedOrder(event, 1, 'moved-en@buyer.test');
    const refunded = await chargedOrder(event, 1, 'moved-refunded@buyer.test');
    expect((await museum.admin.post(`/api/orders/${refunded}/refund`, { override: true })).status).toBe(200);
    await chargedOrder(museum.concert, 1, 'other-event@buyer.test');
    await t.flushOutbox();
    const before = (address: string) => smtp.mailsTo(address).length;
    const counts = Object.fromEntries(
      ['moved-da@buyer.test', 'moved-en@buyer.test', 'moved-refunded@buyer.test', 'other-event@buyer.test'].map((a) => [a, before(a)]),
    );

    const moved = await move(event.occurrenceId, { ...laterEvening, tellBuyers: true });
    expect(moved.status, moved.body).toBe(200);
    await t.flushOutbox();
    await t.flushOutbox();

    const [da] = smtp.mailsTo('moved-da@buyer.test').slice(counts['moved-da@buyer.test']);
    const danishMail = await simpleParser(da!.raw);
    expect(danishMail.subject).toMatch(/^Nyt tidspunkt for Aftenkoncert \(ordre \d+\)$/);
    const danishText = danishMail.text!.replace(/\s+/g, ' ');
    expect(danishText).toContain('Det var 19:00–21:00, 01-06-2027; det er nu 20:00–22:30, 01-06-2027.');
    expect(danishText).toContain('Dine billetter gælder til det nye tidspunkt');
    const [en] = smtp.mailsTo('moved-en@buyer.test').slice(counts['moved-en@buyer.test']);
    const englishText = (await simpleParser(en!.raw)).text!.replace(/\s+/g, ' ');
    expect(englishText).toContain('It was 19:00–21:00, 01-06-2027; it is now 20:00–22:30, 01-06-2027.');
    // Nothing to tell a buyer whose tickets went back, or one of another event.
    expect(before('moved-refunded@buyer.test')).toBe(counts['moved-refunded@buyer.test']);
    expect(before('other-event@buyer.test')).toBe(counts['other-event@buyer.test']);

    // The order's page lists the mail and its history says it went.
    const page = await order(danish);
    expect(page.mails.map((m: { kind: string }) => m.kind)).toContain('order-date-moved');
    expect(page.history.map((h: { event: string }) => h.event)).toContain('New time mail sent');
    expect((await order(english)).mails.map((m: { kind: string }) => m.kind)).toContain('order-date-moved');
  });

  it('tells nobody unless asked, and nothing when the times stay', async () => {
    const event = await museum.createEvent();
    await chargedOrder(event, 1, 'quiet@buyer.test');
    const mails = () => smtp.mailsTo('quiet@buyer.test').length;
    const start = mails();
    // Moved without asking: the buyer is not told (as before this existed).
    expect((await move(event.occurrenceId, laterEvening)).status).toBe(200);
    await t.flushOutbox();
    expect(mails()).toBe(start);
    // Asked, but only the capacity changes: the date did not move.
    expect((await move(event.occurrenceId, { capacity: 25, tellBuyers: true })).status).toBe(200);
    await t.flushOutbox();
    expect(mails()).toBe(start);
    // The same times sent again are no move either.
    expect((await move(event.occurrenceId, { ...laterEvening, tellBuyers: true })).status).toBe(200);
    await t.flushOutbox();
    expect(mails()).toBe(start);
  });

  it('refuses a tellBuyers that is not true or false, naming the field', async () => {
    const event = await museum.createEvent();
    const refused = await move(event.occurrenceId, { ...laterEvening, tellBuyers: 'yes' });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.error.fields)).toEqual(['tellBuyers']);
  });
});
