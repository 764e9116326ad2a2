import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGES, type TPaged, type TPublicVoucher, type TVoucher } from '@foyer/contracts';
import { inTenant } from '../../db/tenancy.js';
import { anonymous, type SignedIn } from '../../test/api-client.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { createTestApp, TestClock, type TestApp } from '../../test/test-app.js';
import { findSellableVoucher } from './index.js';

const voucher = (overrides: Record<string, unknown> = {}) => ({
  names: { en: 'Gift voucher 200', da: 'Gavekort 200' },
  descriptions: { en: 'For anything in the museum.' },
  value: 20_000,
  validForMonths: 12,
  ...overrides,
});

describe('vouchers API', () => {
  const clock = new TestClock();
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    admin = await signedInUser(t, ['Admin']);
    // Midday in Copenhagen on 1 December 2026.
    clock.set('2026-12-01T11:00:00Z');
  });
  afterAll(() => t.close());

  const ids = (page: { json: TPaged<TVoucher> }) => page.json.items.map((v) => v.voucherId);

  it('creates a draft, reads, lists, edits, publishes and deletes a voucher', async () => {
    const venue = await makeVenue(t.ctx, admin.orgId, { name: 'Shop' });
    const created = await admin.post<TVoucher>('/api/vouchers', voucher({ venueId: venue.venueId }));
    expect(created.status, created.body).toBe(201);
    const v = created.json;
    expect(v).toMatchObject({
      status: 'Draft',
      names: { en: 'Gift voucher 200', da: 'Gavekort 200' },
      value: 20_000,
      validForMonths: 12,
      venueName: 'Shop',
      saleStartsOn: null,
      saleEndsOn: null,
      currency: 'DKK',
    });
    expect((await admin.get(`/api/vouchers/${v.voucherId}`)).json).toEqual(v);
    expect(ids(await admin.get('/api/vouchers'))).toContain(v.voucherId);

    const edited = await admin.put<TVoucher>(
      `/api/vouchers/${v.voucherId}`,
      voucher({ value: 25_000, validForMonths: 0, saleStartsOn: '2026-11-15', saleEndsOn: '2026-12-24' }),
    );
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({
      value: 25_000,
      validForMonths: 0,
      saleStartsOn: '2026-11-15',
      saleEndsOn: '2026-12-24',
      venueId: null,
    });

    const published = await admin.put<TVoucher>(`/api/vouchers/${v.voucherId}/status`, { status: 'Published' });
    expect(published.json.status).toBe('Published');

    expect((await admin.delete(`/api/vouchers/${v.voucherId}`)).json).toEqual({ ok: true });
    const gone = await admin.get(`/api/vouchers/${v.voucherId}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.reason).toBe('notFound.voucher');
  });

  it('filters by status and by the days it is on sale, page by page', async () => {
    const org = await signedInUser(t, ['Admin']);
    const make = async (body: Record<string, unknown>, status?: string) => {
      const made = (await org.post<TVoucher>('/api/vouchers', voucher(body))).json;
      if (status) await org.put(`/api/vouchers/${made.voucherId}/status`, { status });
      return made.voucherId;
    };
    const always = await make({ value: 10_000 }, 'Published');
    const christmas = await make({ value: 20_000, saleStartsOn: '2026-12-01', saleEndsOn: '2026-12-24' }, 'Published');
    const summer = await make({ value: 30_000, saleStartsOn: '2027-06-01', saleEndsOn: '2027-08-31' }, 'Published');
    const over = await make({ value: 40_000, saleEndsOn: '2026-11-30' }, 'Published');
    const draft = await make({ value: 50_000 });

    expect(ids(await org.get('/api/vouchers'))).toEqual([always, christmas, summer, over, draft]);
    // The list page's default: Published, the next 90 days.
    const next90 = await org.get<TPaged<TVoucher>>('/api/vouchers?status=Published&from=2026-12-01&to=2027-02-28');
    expect(ids(next90)).toEqual([always, christmas]);
    expect(next90.json.total).toBe(2);
    expect(ids(await org.get('/api/vouchers?status=Draft'))).toEqual([draft]);
    expect(ids(await org.get('/api/vouchers?from=2027-08-31'))).toEqual([always, summer, draft]);
    expect(ids(await org.get('/api/vouchers?to=2026-11-30'))).toEqual([always, over, draft]);

    const second = await org.get<TPaged<TVoucher>>('/api/vouchers?page=2&size=2');
    expect(second.json).toMatchObject({ page: { number: 2, size: 2 }, total: 5 });
    expect(ids(second)).toEqual([summer, over]);

    // The shop sells what is published and on sale today, in the visitor's language.
    const shop = await anonymous(t).get<TPublicVoucher[]>(`/api/public/vouchers/organizations/${org.orgId}?lang=da`);
    expect(shop.status, shop.body).toBe(200);
    expect(shop.json.map((v) => v.voucherId)).toEqual([always, christmas]);
    expect(shop.json[0]).toEqual({
      voucherId: always,
      name: 'Gavekort 200',
      // No Danish description: the Danish name beside an empty text, not the English one.
      description: '',
      language: 'da',
      value: 10_000,
      validForMonths: 12,
      venueId: null,
      currency: 'DKK',
    });
    clock.set('2026-12-25T11:00:00Z');
    const afterChristmas = await anonymous(t).get<TPublicVoucher[]>(`/api/public/vouchers/organizations/${org.orgId}`);
    expect(afterChristmas.json.map((v) => v.voucherId)).toEqual([always]);
    expect(afterChristmas.json[0]).toMatchObject({ name: 'Gift voucher 200', description: 'For anything in the museum.', language: 'en' });
    // 23:30 on 24 December in Copenhagen is still Christmas Eve there.
    clock.set('2026-12-24T22:30:00Z');
    expect((await anonymous(t).get<TPublicVoucher[]>(`/api/public/vouchers/organizations/${org.orgId}`)).json).toHaveLength(2);
    const row = await inTenant(t.ctx.db, org.orgId, (tx) =>
      findSellableVoucher(tx, org.orgId, christmas, new Date('2026-12-24T23:30:00Z')),
    );
    expect(row).toBeUndefined();
    clock.set('2026-12-01T11:00:00Z');
  });

  describe('two staff editing one voucher', () => {
    it('refuses a save from a copy someone has saved over since (409 stale_version), changing nothing', async () => {
      const created = await admin.post<TVoucher>('/api/vouchers', voucher());
      const opened = (await admin.get<TVoucher>(`/api/vouchers/${created.json.voucherId}`)).json;
      const first = await admin.put<TVoucher>(`/api/vouchers/${opened.voucherId}`, {
        ...voucher({ value: 30_000 }),
        updatedAt: opened.updatedAt,
      });
      expect(first.status, first.body).toBe(200);
      expect(first.json.updatedAt).not.toBe(opened.updatedAt);

      const second = await admin.put(`/api/vouchers/${opened.voucherId}`, {
        ...voucher({ validForMonths: 24 }),
        updatedAt: opened.updatedAt,
      });
      expect(second.status).toBe(409);
      expect(second.json.error).toEqual({ code: 'stale_version', message: VOUCHER_MESSAGES.changedSince, reason: 'vouchers.changedSince' });
      expect((await admin.get(`/api/vouchers/${opened.voucherId}`)).json).toEqual(first.json);

      const again = await admin.put<TVoucher>(`/api/vouchers/${opened.voucherId}`, {
        ...voucher({ validForMonths: 24 }),
        updatedAt: first.json.updatedAt,
      });
      expect(again.status, again.body).toBe(200);
      expect(again.json.updatedAt).not.toBe(first.json.updatedAt);
    });

    it('saves without updatedAt as before', async () => {
      const created = await admin.post<TVoucher>('/api/vouchers', voucher());
      const blind = await admin.put<TVoucher>(`/api/vouchers/${created.json.voucherId}`, voucher({ value: 30_000 }));
      expect(blind.status, blind.body).toBe(200);
      const stale = await admin.put(`/api/vouchers/${created.json.voucherId}`, {
        ...voucher({ validForMonths: 24 }),
        updatedAt: created.json.updatedAt,
      });
      expect(stale.status).toBe(409);
    });

    it('lets only one of two simultaneous saves from the same copy win', async () => {
      const created = await admin.post<TVoucher>('/api/vouchers', voucher());
      const answers = await Promise.all([
        admin.put(`/api/vouchers/${created.json.voucherId}`, { ...voucher({ value: 30_000 }), updatedAt: created.json.updatedAt }),
        admin.put(`/api/vouchers/${created.json.voucherId}`, { ...voucher({ validForMonths: 24 }), updatedAt: created.json.updatedAt }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  it('names each invalid field, with the spec’s text for the months', async () => {
    const response = await admin.post('/api/vouchers', {
      names: { en: 'Voucher' },
      value: 0,
      validForMonths: -1,
      saleStartsOn: '1 December',
      venueId: 'nowhere',
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({
      value: 'A gift voucher must be worth more than 0',
      validForMonths: 'Voucher valid for must be greater or equal to 0',
      saleStartsOn: 'Must be a date (yyyy-MM-dd)',
      venueId: 'Must be a valid id',
    });
    expect(response.json.error.fieldReasons.validForMonths).toEqual({ reason: 'vouchers.validForNegative' });

    // The value's limits are said, not "invalid" (a walk could not tell what was wrong).
    const tooMuch = await admin.post('/api/vouchers', voucher({ value: 100_000_001 }));
    expect(tooMuch.json.error.fields).toEqual({ value: 'A gift voucher can be worth at most one million' });
    expect(tooMuch.json.error.fieldReasons.value).toEqual({ reason: 'vouchers.valueTooLarge' });
    const part = await admin.post('/api/vouchers', voucher({ value: 12.5 }));
    expect(part.json.error.fields).toEqual({ value: VOUCHER_MESSAGES.invalidValue });

    const fraction = await admin.post('/api/vouchers', voucher({ validForMonths: 1.5 }));
    expect(fraction.json.error.fields).toEqual({ validForMonths: 'Must be a whole number' });

    const tooLong = await admin.post('/api/vouchers', voucher({ validForMonths: 121 }));
    expect(tooLong.json.error.fieldReasons).toEqual({ validForMonths: { reason: 'vouchers.validForTooLong', params: ['120'] } });

    const backwards = await admin.post('/api/vouchers', voucher({ names: {}, saleStartsOn: '2026-12-24', saleEndsOn: '2026-12-01' }));
    expect(backwards.json.error.fields).toEqual({
      'names.en': VOUCHER_MESSAGES.defaultLanguageName,
      saleEndsOn: VOUCHER_MESSAGES.saleEndsBeforeStart,
    });

    const other = await signedInUser(t, ['Admin']);
    const foreignVenue = await makeVenue(t.ctx, other.orgId);
    const unknownVenue = await admin.post('/api/vouchers', voucher({ venueId: foreignVenue.venueId }));
    expect(unknownVenue.json.error.fields).toEqual({ venueId: VOUCHER_MESSAGES.unknownVenue });

    expect((await admin.get('/api/vouchers?from=tomorrow')).json.error.fields).toHaveProperty('query.from');
    expect((await admin.get('/api/vouchers/not-an-id')).json.error.fields).toHaveProperty('params.id');
    const created = (await admin.post<TVoucher>('/api/vouchers', voucher())).json;
    expect((await admin.put(`/api/vouchers/${created.voucherId}/status`, { status: 'Sold' })).json.error.fields).toHaveProperty('status');
  });

  it('needs a session', async () => {
    expect((await anonymous(t).get('/api/vouchers')).status).toBe(401);
    expect((await anonymous(t).post('/api/vouchers', voucher())).status).toBe(401);
  });

  it('needs VouchersRead to read and VouchersWrite to change', async () => {
    const created = (await admin.post<TVoucher>('/api/vouchers', voucher())).json;
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/vouchers')).status).toBe(403);
    expect((await guide.get(`/api/vouchers/${created.voucherId}`)).status).toBe(403);
    expect((await guide.post('/api/vouchers', voucher())).status).toBe(403);
    expect((await guide.put(`/api/vouchers/${created.voucherId}/status`, { status: 'Published' })).status).toBe(403);
    expect((await guide.delete(`/api/vouchers/${created.voucherId}`)).status).toBe(403);
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], admin.orgId);
    expect((await orgAdmin.get('/api/vouchers')).status).toBe(403);
  });

  it("answers 404 for another organisation's voucher and never lists it", async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreign = (await other.post<TVoucher>('/api/vouchers', voucher())).json;
    const id = foreign.voucherId;
    expect((await admin.get(`/api/vouchers/${id}`)).status).toBe(404);
    expect((await admin.put(`/api/vouchers/${id}`, voucher())).status).toBe(404);
    expect((await admin.put(`/api/vouchers/${id}/status`, { status: 'Published' })).status).toBe(404);
    expect((await admin.delete(`/api/vouchers/${id}`)).status).toBe(404);
    expect(ids(await admin.get('/api/vouchers'))).not.toContain(id);
    expect((await other.get<TVoucher>(`/api/vouchers/${id}`)).json.status).toBe('Draft');
    expect((await anonymous(t).get(`/api/public/vouchers/organizations/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await anonymous(t).get(`/api/public/vouchers/organizations/${other.orgId}?lang=fr`)).json.error.fields).toHaveProperty(
      'query.lang',
    );
  });
});
