import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_MESSAGES, type TDonation, type TPublicDonation } from '@foyer/contracts';
import { inTenant } from '../../db/tenancy.js';
import { anonymous, shopper, type SignedIn } from '../../test/api-client.js';
import { makeVenue, signedInUser } from '../../test/factories.js';
import { takePermission } from '../../test/access-changes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { donationAmountRefusal, findPublishedDonation } from './index.js';

const campaign = (overrides: Record<string, unknown> = {}) => ({
  names: { en: 'Restore the organ', da: 'Restaurér orglet' },
  descriptions: { en: 'Help us bring the 1820 organ back to life.', da: 'Hjælp os med at få orglet fra 1820 til at spille igen.' },
  suggestedAmounts: [50_000, 10_000, 25_000],
  customAmountAllowed: true,
  minimumAmount: 5_000,
  ...overrides,
});

const png = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 200, g: 60, b: 60 } } })
    .png()
    .toBuffer();

describe('donations API', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin']);
  });
  afterAll(() => t.close());

  it('creates a draft, reads, lists, edits, publishes and deletes a campaign', async () => {
    const venue = await makeVenue(t.ctx, admin.orgId, { name: 'Organ Hall' });
    const created = await admin.post<TDonation>('/api/donations', campaign({ venueId: venue.venueId }));
    expect(created.status, created.body).toBe(201);
    const donation = created.json;
    expect(donation).toMatchObject({
      status: 'Draft',
      names: { en: 'Restore the organ', da: 'Restaurér orglet' },
      defaultLanguage: 'en',
      suggestedAmounts: [10_000, 25_000, 50_000],
      customAmountAllowed: true,
      minimumAmount: 5_000,
      venueId: venue.venueId,
      venueName: 'Organ Hall',
      currency: 'DKK',
      imageUrl: null,
    });

    expect((await admin.get(`/api/donations/${donation.donationId}`)).json).toEqual(donation);
    expect((await admin.get<TDonation[]>('/api/donations')).json.map((d) => d.donationId)).toContain(donation.donationId);

    const edited = await admin.put<TDonation>(
      `/api/donations/${donation.donationId}`,
      campaign({ names: { en: 'Restore the great organ' }, customAmountAllowed: false, suggestedAmounts: [20_000] }),
    );
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json).toMatchObject({
      names: { en: 'Restore the great organ' },
      suggestedAmounts: [20_000],
      venueId: null,
      status: 'Draft',
    });

    const published = await admin.put<TDonation>(`/api/donations/${donation.donationId}/status`, { status: 'Published' });
    expect(published.status, published.body).toBe(200);
    expect(published.json.status).toBe('Published');
    expect((await admin.get<TDonation[]>('/api/donations?status=Draft')).json.map((d) => d.donationId)).not.toContain(donation.donationId);
    expect((await admin.get<TDonation[]>('/api/donations?status=Published')).json.map((d) => d.donationId)).toContain(donation.donationId);

    expect((await admin.delete(`/api/donations/${donation.donationId}`)).json).toEqual({ ok: true });
    expect((await admin.get(`/api/donations/${donation.donationId}`)).status).toBe(404);
    expect((await admin.delete(`/api/donations/${donation.donationId}`)).status).toBe(404);
  });

  describe('two staff editing one donation', () => {
    it('refuses a save from a copy someone has saved over since (409 stale_version), changing nothing', async () => {
      const created = await admin.post<TDonation>('/api/donations', campaign());
      const opened = (await admin.get<TDonation>(`/api/donations/${created.json.donationId}`)).json;
      const first = await admin.put<TDonation>(`/api/donations/${opened.donationId}`, {
        ...campaign({ minimumAmount: 7_000 }),
        updatedAt: opened.updatedAt,
      });
      expect(first.status, first.body).toBe(200);
      expect(first.json.updatedAt).not.toBe(opened.updatedAt);

      const second = await admin.put(`/api/donations/${opened.donationId}`, {
        ...campaign({ names: { en: 'Restore the great organ' } }),
        updatedAt: opened.updatedAt,
      });
      expect(second.status).toBe(409);
      expect(second.json.error).toEqual({
        code: 'stale_version',
        message: DONATION_MESSAGES.changedSince,
        reason: 'donations.changedSince',
      });
      expect((await admin.get(`/api/donations/${opened.donationId}`)).json).toEqual(first.json);

      const again = await admin.put<TDonation>(`/api/donations/${opened.donationId}`, {
        ...campaign({ names: { en: 'Restore the great organ' } }),
        updatedAt: first.json.updatedAt,
      });
      expect(again.status, again.body).toBe(200);
      expect(again.json.updatedAt).not.toBe(first.json.updatedAt);
    });

    it('saves without updatedAt as before', async () => {
      const created = await admin.post<TDonation>('/api/donations', campaign());
      const blind = await admin.put<TDonation>(`/api/donations/${created.json.donationId}`, campaign({ minimumAmount: 7_000 }));
      expect(blind.status, blind.body).toBe(200);
      const stale = await admin.put(`/api/donations/${created.json.donationId}`, {
        ...campaign({ names: { en: 'Restore the great organ' } }),
        updatedAt: created.json.updatedAt,
      });
      expect(stale.status).toBe(409);
    });

    it('lets only one of two simultaneous saves from the same copy win', async () => {
      const created = await admin.post<TDonation>('/api/donations', campaign());
      const answers = await Promise.all([
        admin.put(`/api/donations/${created.json.donationId}`, {
          ...campaign({ minimumAmount: 7_000 }),
          updatedAt: created.json.updatedAt,
        }),
        admin.put(`/api/donations/${created.json.donationId}`, {
          ...campaign({ names: { en: 'Restore the great organ' } }),
          updatedAt: created.json.updatedAt,
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  it('names each invalid field', async () => {
    const response = await admin.post('/api/donations', {
      names: { en: ' ', da: 'Navn' },
      suggestedAmounts: [10_000, 0, 12.5],
      minimumAmount: -1,
      venueId: 'nowhere',
    });
    expect(response.status).toBe(400);
    const { fields } = response.json.error;
    expect(fields).toEqual({
      'suggestedAmounts.1': DONATION_MESSAGES.invalidPrice,
      'suggestedAmounts.2': DONATION_MESSAGES.invalidPrice,
      minimumAmount: DONATION_MESSAGES.invalidPrice,
      venueId: 'Must be a valid id',
    });

    // Above the largest gift (a typo of extra zeros) is told the largest, by its own reason.
    const tooLarge = await admin.post('/api/donations', campaign({ suggestedAmounts: [10_000, 100_000_001] }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.json.error.fields).toEqual({ 'suggestedAmounts.1': 'Allowed maximum donation amount is 1,000,000.00' });
    expect(tooLarge.json.error.fieldReasons['suggestedAmounts.1'].params).toEqual(['1,000,000.00']);

    // The rules across fields are checked once each field is right.
    const unnamed = await admin.post('/api/donations', campaign({ names: { en: ' ', da: 'Navn' } }));
    expect(unnamed.json.error.fields).toEqual({ 'names.en': DONATION_MESSAGES.defaultLanguageName });

    const noWay = await admin.post('/api/donations', campaign({ suggestedAmounts: [], customAmountAllowed: false }));
    expect(noWay.status).toBe(400);
    expect(noWay.json.error.fields).toEqual({ suggestedAmounts: DONATION_MESSAGES.noWayToGive });
    expect(noWay.json.error.fieldReasons).toEqual({ suggestedAmounts: { reason: 'donations.noWayToGive' } });

    const twice = await admin.post('/api/donations', campaign({ suggestedAmounts: [10_000, 10_000] }));
    expect(twice.json.error.fields).toEqual({ suggestedAmounts: DONATION_MESSAGES.amountsRepeat });

    // A button under the least own amount would give what typing it is refused (a review walk).
    const under = await admin.post('/api/donations', campaign({ suggestedAmounts: [30_000, 7_550, 15_000], minimumAmount: 10_000 }));
    expect(under.status).toBe(400);
    expect(under.json.error.fields).toEqual({ 'suggestedAmounts.1': DONATION_MESSAGES.suggestedBelowMinimum });
    expect(under.json.error.fieldReasons).toEqual({ 'suggestedAmounts.1': { reason: 'donations.suggestedBelowMinimum' } });
    // Without own amounts the minimum is not theirs to meet.
    const fixedOnly = await admin.post(
      '/api/donations',
      campaign({ suggestedAmounts: [7_550], customAmountAllowed: false, minimumAmount: 0 }),
    );
    expect(fixedOnly.status, fixedOnly.body).toBe(201);

    const status = await admin.post<TDonation>('/api/donations', campaign());
    const badStatus = await admin.put(`/api/donations/${status.json.donationId}/status`, { status: 'Canceled' });
    expect(badStatus.status).toBe(400);
    expect(Object.keys(badStatus.json.error.fields)).toEqual(['status']);

    expect((await admin.get('/api/donations/not-an-id')).json.error.fields).toHaveProperty('params.id');
    expect((await admin.get('/api/donations?status=Gone')).json.error.fields).toHaveProperty('query.status');
  });

  it("refuses another organisation's venue as an unknown one", async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreignVenue = await makeVenue(t.ctx, other.orgId);
    const response = await admin.post('/api/donations', campaign({ venueId: foreignVenue.venueId }));
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ venueId: DONATION_MESSAGES.unknownVenue });
    // The same words as an event's unknown venue: one reason for the reader.
    expect(response.json.error.fieldReasons).toEqual({ venueId: { reason: 'events.unknownVenue' } });
  });

  it('keeps a campaign whose venue is deleted, without the venue', async () => {
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], admin.orgId);
    const venue = await makeVenue(t.ctx, admin.orgId);
    const donation = (await admin.post<TDonation>('/api/donations', campaign({ venueId: venue.venueId }))).json;
    expect((await orgAdmin.delete(`/api/venues/${venue.venueId}`)).status).toBe(200);
    expect((await admin.get<TDonation>(`/api/donations/${donation.donationId}`)).json).toMatchObject({ venueId: null, venueName: null });
  });

  it('needs a session', async () => {
    const visitor = anonymous(t);
    expect((await visitor.get('/api/donations')).status).toBe(401);
    expect((await visitor.post('/api/donations', campaign())).status).toBe(401);
    expect((await visitor.delete(`/api/donations/${crypto.randomUUID()}`)).status).toBe(401);
  });

  it('needs the permission: reading with DonationsRead, changing with DonationsWrite', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    const donation = (await admin.post<TDonation>('/api/donations', campaign())).json;
    expect((await guide.get('/api/donations')).status).toBe(403);
    expect((await guide.get(`/api/donations/${donation.donationId}`)).status).toBe(403);
    expect((await guide.post('/api/donations', campaign())).status).toBe(403);
    expect((await guide.put(`/api/donations/${donation.donationId}/status`, { status: 'Published' })).status).toBe(403);
    expect((await guide.delete(`/api/donations/${donation.donationId}`)).status).toBe(403);

    // A role that may only read: this organisation's Admin loses DonationsWrite.
    const other = await signedInUser(t, ['Admin']);
    await takePermission(t, other.orgId, 'Admin', 'DonationsWrite');
    const reader = await signedInUser(t, ['Admin'], other.orgId);
    expect((await reader.get('/api/donations')).status).toBe(200);
    expect((await reader.post('/api/donations', campaign())).status).toBe(403);
  });

  it("answers 404 for another organisation's campaign and never lists it", async () => {
    const other = await signedInUser(t, ['Admin']);
    const foreign = (await other.post<TDonation>('/api/donations', campaign({ names: { en: 'Foreign fund' } }))).json;
    const id = foreign.donationId;
    const missing = await admin.get(`/api/donations/${id}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.reason).toBe('notFound.donation');
    expect((await admin.put(`/api/donations/${id}`, campaign())).status).toBe(404);
    expect((await admin.put(`/api/donations/${id}/status`, { status: 'Published' })).status).toBe(404);
    expect((await admin.delete(`/api/donations/${id}`)).status).toBe(404);
    expect(
      (await admin.put(`/api/donations/${id}/image`, undefined, { raw: await png(), headers: { 'content-type': 'image/png' } })).status,
    ).toBe(404);
    expect((await admin.get<TDonation[]>('/api/donations')).json.map((d) => d.donationId)).not.toContain(id);
    expect((await other.get<TDonation>(`/api/donations/${id}`)).json.status).toBe('Draft');
  });

  describe('the shop', () => {
    let shop: SignedIn;
    let published: TDonation;
    let draft: TDonation;
    beforeAll(async () => {
      shop = await signedInUser(t, ['Admin']);
      published = (await shop.post<TDonation>('/api/donations', campaign())).json;
      await shop.put(`/api/donations/${published.donationId}/status`, { status: 'Published' });
      draft = (await shop.post<TDonation>('/api/donations', campaign({ names: { en: 'Not yet' } }))).json;
    });

    it('lists published campaigns only, in the asked language, without a session', async () => {
      const visitor = anonymous(t);
      const danish = await visitor.get<TPublicDonation[]>(`/api/public/donations/organizations/${shop.orgId}?lang=da`);
      expect(danish.status, danish.body).toBe(200);
      expect(danish.json).toEqual([
        {
          donationId: published.donationId,
          name: 'Restaurér orglet',
          description: 'Hjælp os med at få orglet fra 1820 til at spille igen.',
          language: 'da',
          suggestedAmounts: [10_000, 25_000, 50_000],
          customAmountAllowed: true,
          minimumAmount: 5_000,
          venueId: null,
          currency: 'DKK',
          imageUrl: null,
        },
      ]);
      // The shop's x-lang header, and a language the campaign lacks: its default language's texts.
      const byHeader = await visitor.get<TPublicDonation[]>(`/api/public/donations/organizations/${shop.orgId}`, {
        headers: { 'x-lang': 'da' },
      });
      expect(byHeader.json[0]!.name).toBe('Restaurér orglet');
      const german = await visitor.get<TPublicDonation[]>(`/api/public/donations/organizations/${shop.orgId}?lang=de`);
      expect(german.json[0]).toMatchObject({ name: 'Restore the organ', language: 'en' });
      expect(german.json.map((d) => d.donationId)).not.toContain(draft.donationId);
    });

    it('filters by venue: that venue’s campaigns and those of the whole museum', async () => {
      const venue = await makeVenue(t.ctx, shop.orgId);
      const elsewhere = await makeVenue(t.ctx, shop.orgId);
      const local = (await shop.post<TDonation>('/api/donations', campaign({ venueId: venue.venueId }))).json;
      await shop.put(`/api/donations/${local.donationId}/status`, { status: 'Published' });
      const atVenue = await anonymous(t).get<TPublicDonation[]>(`/api/public/donations/organizations/${shop.orgId}?venue=${venue.venueId}`);
      expect(atVenue.json.map((d) => d.donationId)).toEqual([published.donationId, local.donationId]);
      const atOther = await anonymous(t).get<TPublicDonation[]>(
        `/api/public/donations/organizations/${shop.orgId}?venue=${elsewhere.venueId}`,
      );
      expect(atOther.json.map((d) => d.donationId)).toEqual([published.donationId]);
    });

    it('answers 404 for an unknown organisation and 400 naming a bad query', async () => {
      expect((await anonymous(t).get(`/api/public/donations/organizations/${crypto.randomUUID()}`)).status).toBe(404);
      const bad = await anonymous(t).get(`/api/public/donations/organizations/${shop.orgId}?lang=xx`);
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields).toHaveProperty('query.lang');
    });

    it('shows a published campaign’s image to anyone and a draft’s only to its staff', async () => {
      const upload = async (id: string) =>
        shop.put<TDonation>(`/api/donations/${id}/image`, undefined, { raw: await png(), headers: { 'content-type': 'image/png' } });
      const withImage = await upload(published.donationId);
      expect(withImage.status, withImage.body).toBe(200);
      expect(withImage.json.imageUrl).toMatch(new RegExp(`^/api/public/donations/${published.donationId}/image\\?v=\\d+$`));
      const image = await anonymous(t).get(withImage.json.imageUrl!);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(image.bytes).metadata()).format).toBe('jpeg');

      const draftImage = (await upload(draft.donationId)).json.imageUrl!;
      expect((await anonymous(t).get(draftImage)).status).toBe(404);
      expect((await shop.get(draftImage)).status).toBe(200);
      expect((await admin.get(draftImage)).status).toBe(404);

      const notImage = await shop.put(`/api/donations/${draft.donationId}/image`, undefined, {
        raw: Buffer.from('GIF89a not really'),
        headers: { 'content-type': 'image/png' },
      });
      expect(notImage.status).toBe(400);
      expect(notImage.json.error.fields).toEqual({ image: DONATION_MESSAGES.imageNotImage });

      const removed = await shop.delete<TDonation>(`/api/donations/${draft.donationId}/image`);
      expect(removed.json.imageUrl).toBeNull();
      expect((await shop.get(draftImage)).status).toBe(404);
    });
  });

  it('tells the cart whether an amount may be given to a published campaign', async () => {
    const donation = (await admin.post<TDonation>('/api/donations', campaign())).json;
    const read = () => inTenant(t.ctx.db, admin.orgId, (tx) => findPublishedDonation(tx, admin.orgId, donation.donationId));
    expect(await read()).toBeUndefined();
    await admin.put(`/api/donations/${donation.donationId}/status`, { status: 'Published' });
    const row = (await read())!;
    expect(donationAmountRefusal(row, 25_000, 'DKK')).toBeNull();
    expect(donationAmountRefusal(row, 15_000, 'DKK')).toBeNull();
    expect(donationAmountRefusal(row, 4_000, 'DKK')).toBe('Allowed minimum donation amount is DKK 50.00');
    expect(donationAmountRefusal(row, -5, 'DKK')).toBe(DONATION_MESSAGES.invalidPrice);
    // A typo of extra zeros is told the largest gift, as one below the minimum is told the least.
    expect(donationAmountRefusal(row, 100_000_001, 'DKK')).toBe('Allowed maximum donation amount is DKK 1,000,000.00');
    const tooMuch = await shopper(t, admin.orgId).put('/api/public/carts', {
      cartId: null,
      language: 'en',
      donation: { donationId: donation.donationId, amountMinor: 100_000_001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.error.fields).toEqual({ 'donation.amountMinor': 'Allowed maximum donation amount is 1,000,000.00' });
    expect(tooMuch.json.error.fieldReasons['donation.amountMinor']).toMatchObject({ reason: 'shop.maximumDonation' });
  });
});
