import zlib from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { setBucketCounts } from '../../test/factories-events.js';
import { createTestApp, testDatabaseKind, TestClock, type TestApp } from '../../test/test-app.js';
import { shopTargetOrigin } from './index.js';
import { day, museumIn, singleOn } from './shop-catalog.test-support.js';

type Item = { eventId: string; names: { en?: string }; available: boolean; nextOccurrence: { startsAt: string } };
const names = (items: Item[]) => items.map((item) => item.names.en);

/**
 * The shop's event lists are kept per process (shop-event-list.service.ts): what staff change is
 * answered by the next call, a sale is heard only when it turns "tickets left", a list lapses when
 * its first occurrence ends, its compressed forms are made once, and on PostgreSQL another process
 * hears every change from the database. The organisation and its settings as the shop reads them,
 * and signed-in identities (auth.service.ts), are kept likewise.
 */
describe('what the shop and the sessions keep per process', () => {
  const clock = new TestClock();
  let t: TestApp;
  let museum: Awaited<ReturnType<typeof museumIn>>;
  const listUrl = () => `/api/public/events/organizations/${museum.orgId}`;
  const list = async (): Promise<Item[]> => museum.visitOk(listUrl());
  /**
   * Counts this process's forgetting of kept lists while `work` runs, once the announcements of
   * earlier writes have arrived (on PostgreSQL they come a moment after their commit).
   */
  const forgettingDuring = async (work: () => Promise<unknown>) => {
    await t.ctx.database.heard();
    let forgotten = 0;
    const stop = t.ctx.shopEventLists.onForget(() => forgotten++);
    await work();
    stop();
    return forgotten;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    museum = await museumIn(t);
  });
  afterAll(() => t.close());

  it('keeps a list, and answers an event staff just added', async () => {
    await museum.create({ generalInfo: { names: { en: 'First' } } });
    expect(names(await list())).toEqual(['First']);
    // The creation's own announcement may arrive after that read and drop it once: wait for it.
    await t.ctx.database.heard();
    await list();
    expect(t.ctx.shopEventLists.size).toBeGreaterThan(0);
    await museum.create({ generalInfo: { names: { en: 'Second' } }, ...singleOn(day('06-02')) });
    expect(names(await list())).toEqual(['First', 'Second']);
  });

  it('is not told of a sale that leaves tickets either side of the line, and is of the last ticket', async () => {
    const limited = await museum.create({ generalInfo: { names: { en: 'Limited' } }, poolCapacity: 10, ...singleOn(day('06-03')) });
    const [occurrence] = await museum.occurrencesOf(limited.eventId);
    const available = async () => (await list()).find((item) => item.eventId === limited.eventId)!.available;
    expect(await available()).toBe(true);
    expect(await forgettingDuring(() => setBucketCounts(t.ctx, museum.orgId, occurrence!.eventId, 'pool', { sold: 6, held: 3 }))).toBe(0);
    expect(await available()).toBe(true);
    expect(await forgettingDuring(() => setBucketCounts(t.ctx, museum.orgId, occurrence!.eventId, 'pool', { held: 4 }))).toBeGreaterThan(0);
    expect(await available()).toBe(false);
    await setBucketCounts(t.ctx, museum.orgId, occurrence!.eventId, 'pool', { held: 0 });
    expect(await available()).toBe(true);
  });

  it('lapses when its first occurrence ends, before its time limit', async () => {
    const soon = await museum.create({ generalInfo: { names: { en: 'Soon over' } }, ...singleOn(day('05-01'), '10:00', '11:00') });
    const [occurrence] = await museum.occurrencesOf(soon.eventId);
    clock.set(new Date(Date.parse(occurrence!.endsAt) - 2_000));
    expect(names(await list())).toContain('Soon over');
    clock.advance(3_000); // within the list's 10 s, past the occurrence's end
    expect(names(await list())).not.toContain('Soon over');
    clock.reset();
  });

  it('makes a kept list’s compressed form once, and it reads back as the list', async () => {
    const ask = () => t.app.inject({ method: 'GET', url: listUrl(), headers: { 'accept-encoding': 'br' } });
    const first = await ask();
    const second = await ask();
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(zlib.brotliDecompressSync(first.rawPayload).toString());
    const plain = await museum.visit(listUrl());
    expect(JSON.parse(zlib.brotliDecompressSync(second.rawPayload).toString())).toEqual(plain.json());
  });

  it('answers 404 for an organisation that does not exist, and keeps nothing for it', async () => {
    await t.ctx.database.heard(); // no announcement of an earlier write arrives in between
    const size = t.ctx.shopEventLists.size;
    expect((await museum.visit('/api/public/events/organizations/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(t.ctx.shopEventLists.size).toBe(size);
  });

  it('keeps the organisation and its settings as the shop reads them, and answers staff’s change on the next call', async () => {
    type Front = { name: string; venues: { venueId: string; name: string }[] };
    type Setting = { name: string; value: string };
    const front = () => museum.visitOk(`/api/public/organizations/${museum.orgId}`) as Promise<Front>;
    const settings = () => museum.visitOk(`/api/public/configuration/list/${museum.orgId}`) as Promise<Setting[]>;
    await front();
    await settings();
    await t.ctx.database.heard();
    await front();
    await settings();
    expect(t.ctx.publicOrganizations.size).toBeGreaterThan(0);
    expect(t.ctx.publicConfigurations.size).toBeGreaterThan(0);

    const organizationAdmin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    const renamed = await organizationAdmin.put(`/api/venues/${museum.hall}`, { name: 'Great Hall' });
    expect(renamed.status, renamed.body).toBe(200);
    expect((await front()).venues.map((venue) => venue.name)).toContain('Great Hall');
    const setting = await organizationAdmin.post('/api/configuration', {
      name: 'MARKETING_ORGANISATION_NAME',
      value: 'The Great Hall Friends',
    });
    expect(setting.status, setting.body).toBe(201);
    expect((await settings()).find((item) => item.name === 'MARKETING_ORGANISATION_NAME')?.value).toBe('The Great Hall Friends');
  });

  it('keeps nothing for an organisation that does not exist', async () => {
    await t.ctx.database.heard();
    const sizes = () => [t.ctx.publicOrganizations.size, t.ctx.publicConfigurations.size];
    const before = sizes();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await museum.visit(`/api/public/organizations/${unknown}`)).statusCode).toBe(404);
    expect((await museum.visit(`/api/public/configuration/list/${unknown}`)).statusCode).toBe(404);
    expect(sizes()).toEqual(before);
  });

  it('ends a signed-out session at once, and reads a changed role on the next call', async () => {
    const guide = await signedInUser(t, ['Guide'], museum.orgId);
    expect((await guide.get('/api/auth/identity')).json.roles).toEqual(['Guide']);
    const admin = await signedInUser(t, ['OrganizationAdmin'], museum.orgId);
    const { email, firstName, lastName } = guide.user;
    const changed = await admin.put(`/api/users/${guide.user.userId}`, {
      email,
      firstName,
      lastName,
      roles: ['Guide', 'Admin'],
      language: 'en',
    });
    expect(changed.status, changed.body).toBe(200);
    expect((await guide.get('/api/auth/identity')).json.roles).toEqual(['Guide', 'Admin']);
    expect((await guide.post('/api/auth/logout')).status).toBeLessThan(300);
    expect((await guide.get('/api/auth/identity')).status).toBe(401);
  });

  describe.skipIf(testDatabaseKind() !== 'postgres')('another process on the same PostgreSQL database', () => {
    let second: TestApp;
    let owner: pg.Client;
    beforeAll(async () => {
      second = await createTestApp({ databaseUrl: t.config.databaseUrl }, { clock });
      owner = new pg.Client({ connectionString: t.config.databaseUrl! });
      await owner.connect();
    });
    afterAll(async () => {
      await owner.end();
      await second.close();
    });
    const listThere = async (): Promise<Item[]> => (await apiClient(second).get<Item[]>(listUrl())).json;

    it('hears a catalogue change written by anyone', async () => {
      const [first] = await listThere();
      await owner.query(`update events set names = jsonb_set(names, '{en}', '"Renamed"') where event_id = $1`, [first!.eventId]);
      await second.ctx.database.heard();
      expect(names(await listThere())).toContain('Renamed');
    });

    it('hears the organisation, a venue and a setting changed by anyone', async () => {
      const there = async (url: string) => (await apiClient(second).get<unknown>(url)).json;
      const frontThere = () =>
        there(`/api/public/organizations/${museum.orgId}`) as Promise<{
          name: string;
          targetOrigin: string | null;
          venues: { name: string }[];
        }>;
      const settingsThere = () => there(`/api/public/configuration/list/${museum.orgId}`) as Promise<{ name: string; value: string }[]>;
      await frontThere();
      await settingsThere();
      await owner.query(`update organizations set name = 'Renamed Museum', target_origin = 'https://renamed.example' where org_id = $1`, [
        museum.orgId,
      ]);
      await owner.query(`update venues set name = 'Renamed Hall' where venue_id = $1`, [museum.hall]);
      await owner.query(
        `insert into configuration_items (org_id, name, value) values ($1, 'MARKETING_ORGANISATION_NAME', 'Renamed Friends')
         on conflict (org_id, name) do update set value = excluded.value`,
        [museum.orgId],
      );
      await second.ctx.database.heard();
      const renamed = await frontThere();
      expect([renamed.name, renamed.targetOrigin]).toEqual(['Renamed Museum', 'https://renamed.example']);
      expect(renamed.venues.map((venue) => venue.name)).toContain('Renamed Hall');
      expect((await settingsThere()).find((item) => item.name === 'MARKETING_ORGANISATION_NAME')?.value).toBe('Renamed Friends');
      // Who may frame the shop (and call its API from a page) follows the organisation as kept there.
      expect(await shopTargetOrigin(second.ctx, museum.orgId)).toBe('https://renamed.example');
    });

    it('hears a session ended, and an account changed, in the other process', async () => {
      const guide = await signedInUser(t, ['Guide'], museum.orgId);
      const there = () => second.app.inject({ method: 'GET', url: '/api/auth/identity', headers: { cookie: guide.cookie } });
      expect((await there()).json().firstName).toBe(guide.user.firstName);
      await owner.query(`update users set first_name = 'Renamed' where user_id = $1`, [guide.user.userId]);
      await second.ctx.database.heard();
      expect((await there()).json().firstName).toBe('Renamed');
      expect((await guide.post('/api/auth/logout')).status).toBeLessThan(300);
      await second.ctx.database.heard();
      expect((await there()).statusCode).toBe(401);
    });
  });
});
