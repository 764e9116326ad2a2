import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCAN_MESSAGES } from '@foyer/contracts';
import { queryRows } from '../../db/client.js';
import { inTenant } from '../../db/tenancy.js';
import { signedInUser } from '../../test/factories.js';
import { TestClock, createTestApp, type TestApp } from '../../test/test-app.js';
import { shopFixture } from '../../test/shop-fixture.js';
import { buyTickets } from './tickets.test-support.js';

/**
 * Issue 12, defect 8: a ticket for a later day (where its occurrence is) is refused at the door,
 * unless the staff member overrides on purpose; the override is kept on the ticket (who, when).
 * The fixture's concert is on 1 June 2027, 19:00–21:00 in Copenhagen (17:00–19:00 UTC).
 */
describe('a ticket for a later day at the door', () => {
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof shopFixture>>;
  const clock = new TestClock();
  const dayBefore = '2027-05-31T08:00:00.000Z';
  beforeAll(async () => {
    clock.set(dayBefore);
    t = await createTestApp({}, { clock });
    museum = await shopFixture(t, 100);
  });
  afterAll(async () => {
    await t.close();
  });

  const buy = async () =>
    (
      await buyTickets(t, {
        orgId: museum.orgId,
        staff: museum.admin,
        occurrenceId: museum.concert.occurrenceId,
        ticketTypeId: museum.concert.adult,
        quantity: 1,
      })
    ).tickets[0]!;
  const scan = async (code: string) => (await museum.admin.get(`/api/tickets/scan?code=${code}`)).json;
  const stored = async (ticketId: string) =>
    (
      await inTenant(t.ctx.db, museum.orgId, (tx) =>
        queryRows<{ activated_by: string | null; activated_before_its_day: boolean }>(
          tx,
          sql`select activated_by, activated_before_its_day from tickets where ticket_id = ${ticketId}`,
        ),
      )
    )[0]!;

  it('refuses to activate it, or to mark a visit that would activate it, without an override', async () => {
    const ticket = await buy();
    clock.set(dayBefore);
    for (const action of ['activate', 'visit'] as const) {
      for (const body of [{}, { overrideLaterDay: false }]) {
        const refused = await museum.admin.post(`/api/tickets/${ticket.ticketId}/${action}`, body);
        expect(refused.status, refused.body).toBe(409);
        expect(refused.json.error).toEqual({
          code: 'conflict',
          message: SCAN_MESSAGES.notValidYet,
          reason: 'scan.notValidYet',
          fields: { startsAt: '2027-06-01T17:00:00.000Z' },
        });
      }
    }
    expect(await scan(ticket.code)).toMatchObject({ status: 'NOT_ACTIVATED', visitState: 'NOT_VISITED', notValidYet: true });
  });

  it('reads the day where the occurrence is: just past midnight in Copenhagen is the concert’s day', async () => {
    const ticket = await buy();
    clock.set('2027-05-31T21:59:00Z'); // 23:59 on 31 May in Copenhagen
    expect((await museum.admin.post(`/api/tickets/${ticket.ticketId}/activate`, {})).status).toBe(409);
    clock.set('2027-05-31T22:01:00Z'); // 00:01 on 1 June there, still 31 May in UTC
    const activated = await museum.admin.post(`/api/tickets/${ticket.ticketId}/activate`, {});
    expect(activated.status, activated.body).toBe(200);
    expect(activated.json).toMatchObject({ status: 'ACTIVATED', notValidYet: false, laterDayOverride: null });
    expect(await stored(ticket.ticketId)).toEqual({ activated_by: museum.admin.user.userId, activated_before_its_day: false });
  });

  it('lets it in when the staff member overrides on purpose, and records who and when', async () => {
    const ticket = await buy();
    clock.set(dayBefore);
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    const activated = await guide.post(`/api/tickets/${ticket.ticketId}/activate`, { overrideLaterDay: true });
    expect(activated.status, activated.body).toBe(200);
    const byName = `${guide.user.firstName} ${guide.user.lastName}`;
    expect(activated.json).toMatchObject({
      status: 'ACTIVATED',
      activatedAt: dayBefore,
      notValidYet: true,
      laterDayOverride: { at: dayBefore, byName },
    });
    expect(await stored(ticket.ticketId)).toEqual({ activated_by: guide.user.userId, activated_before_its_day: true });
    // Anyone scanning it later reads the override; a visit then needs none.
    clock.set('2027-05-31T09:30:00.000Z');
    expect(await scan(ticket.code)).toMatchObject({ laterDayOverride: { at: dayBefore, byName } });
    const visited = await museum.admin.post(`/api/tickets/${ticket.ticketId}/visit`, {});
    expect(visited.status, visited.body).toBe(200);
    expect(visited.json).toMatchObject({ visitState: 'VISITED', laterDayOverride: { at: dayBefore, byName } });
    // Used is used: a second activation is refused as before, override or not.
    const again = await museum.admin.post(`/api/tickets/${ticket.ticketId}/activate`, { overrideLaterDay: true });
    expect(again.json.error).toMatchObject({ message: SCAN_MESSAGES.alreadyUsed, fields: { at: dayBefore } });
  });

  it('marks a visit with an override, activating it then', async () => {
    const ticket = await buy();
    clock.set(dayBefore);
    const visited = await museum.admin.post(`/api/tickets/${ticket.ticketId}/visit`, { overrideLaterDay: true });
    expect(visited.status, visited.body).toBe(200);
    expect(visited.json).toMatchObject({ status: 'ACTIVATED', visitState: 'VISITED', laterDayOverride: { at: dayBefore } });
  });

  it('on the ticket’s own day needs no override, and an override changes nothing', async () => {
    const first = await buy();
    const second = await buy();
    clock.set('2027-06-01T16:00:00.000Z'); // 18:00 in Copenhagen, an hour before the concert
    const plain = await museum.admin.post(`/api/tickets/${first.ticketId}/activate`, {});
    expect(plain.json).toMatchObject({ status: 'ACTIVATED', notValidYet: false, laterDayOverride: null });
    const needless = await museum.admin.post(`/api/tickets/${second.ticketId}/activate`, { overrideLaterDay: true });
    expect(needless.json).toMatchObject({ status: 'ACTIVATED', laterDayOverride: null });
    expect(await stored(second.ticketId)).toMatchObject({ activated_before_its_day: false });
  });

  it('answers 400 naming the override field when it is not true or false', async () => {
    const ticket = await buy();
    for (const overrideLaterDay of ['yes', 1, null]) {
      const refused = await museum.admin.post(`/api/tickets/${ticket.ticketId}/activate`, { overrideLaterDay });
      expect(refused.status, refused.body).toBe(400);
      expect(Object.keys(refused.json.error.fields)).toEqual(['overrideLaterDay']);
    }
  });
});
