import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, type TProduct, type TPublicProduct } from '@foyer/contracts';
import { inTenant } from '../../db/tenancy.js';
import { anonymous, type SignedIn } from '../../test/api-client.js';
import { signedInUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { findSellableOffer } from './index.js';

const podwalk = (overrides: Record<string, unknown> = {}) => ({
  kind: 'Podwalk',
  localization: {
    en: { name: 'Harbour podwalk', description: 'Walk the old harbour with its voices.' },
    da: { name: 'Havnens podwalk', description: 'Gå havnen rundt med dens stemmer.' },
  },
  defaultLanguage: 'en',
  offers: [
    { name: 'One listener', names: { da: 'Én lytter' }, price: 4_900 },
    { name: 'Family (up to 5)', price: 12_900 },
  ],
  ...overrides,
});

describe('products API', () => {
  let t: TestApp;
  /** Foyer's support staff keep the products (SPEC §2 /support/products). */
  let support: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    support = await signedInUser(t, ['Support']);
    admin = await signedInUser(t, ['Admin'], support.orgId);
  });
  afterAll(() => t.close());

  it('creates, reads, lists, edits (keeping offer ids), publishes and deletes a product', async () => {
    const created = await support.post<TProduct>('/api/products', podwalk());
    expect(created.status, created.body).toBe(201);
    const product = created.json;
    expect(product).toMatchObject({
      kind: 'Podwalk',
      status: 'Draft',
      defaultLanguage: 'en',
      localization: { en: { name: 'Harbour podwalk' }, da: { name: 'Havnens podwalk' } },
      offers: [
        { name: 'One listener', price: 4_900 },
        { name: 'Family (up to 5)', price: 12_900 },
      ],
      vatBasisPoints: 2500,
      currency: 'DKK',
    });
    const [single, family] = product.offers;
    expect(single!.offerId).toMatch(/^[0-9a-f-]{36}$/);

    // Staff with ProductsRead see it; the list is SPEC §7's GET /api/products.
    expect((await admin.get<TProduct[]>('/api/products')).json.map((p) => p.productId)).toContain(product.productId);
    expect((await admin.get<TProduct>(`/api/products/${product.productId}`)).json).toEqual(product);

    const edited = await support.put<TProduct>(
      `/api/products/${product.productId}`,
      podwalk({
        offers: [
          { offerId: family!.offerId, name: 'Family', price: 9_900 },
          { name: 'School class', price: 29_900 },
        ],
      }),
    );
    expect(edited.status, edited.body).toBe(200);
    expect(edited.json.offers[0]).toEqual({ offerId: family!.offerId, name: 'Family', names: {}, price: 9_900 });
    expect(edited.json.offers[1]!.offerId).not.toBe(single!.offerId);

    expect((await support.put<TProduct>(`/api/products/${product.productId}/status`, { status: 'Published' })).json.status).toBe(
      'Published',
    );
    const sellable = await inTenant(t.ctx.db, support.orgId, (tx) =>
      findSellableOffer(tx, support.orgId, product.productId, family!.offerId),
    );
    expect(sellable?.offer).toEqual({ offerId: family!.offerId, name: 'Family', names: {}, price: 9_900 });
    const gone = await inTenant(t.ctx.db, support.orgId, (tx) => findSellableOffer(tx, support.orgId, product.productId, single!.offerId));
    expect(gone).toBeUndefined();

    expect((await support.delete(`/api/products/${product.productId}`)).json).toEqual({ ok: true });
    const missing = await support.get(`/api/products/${product.productId}`);
    expect(missing.status).toBe(404);
    expect(missing.json.error.reason).toBe('notFound.product');
  });

  it('lists the published products for the shop in the asked language', async () => {
    const published = (await support.post<TProduct>('/api/products', podwalk())).json;
    await support.put(`/api/products/${published.productId}/status`, { status: 'Published' });
    const draft = (await support.post<TProduct>('/api/products', podwalk({ kind: 'Wayfinder' }))).json;

    const danish = await anonymous(t).get<TPublicProduct[]>(`/api/public/products/organizations/${support.orgId}?lang=da`);
    expect(danish.status, danish.body).toBe(200);
    const ids = danish.json.map((p) => p.productId);
    expect(ids).toContain(published.productId);
    expect(ids).not.toContain(draft.productId);
    expect(danish.json.find((p) => p.productId === published.productId)).toEqual({
      productId: published.productId,
      kind: 'Podwalk',
      name: 'Havnens podwalk',
      description: 'Gå havnen rundt med dens stemmer.',
      language: 'da',
      // Each offer in Danish where it has a Danish name, else in the default language.
      offers: [
        { ...published.offers[0]!, name: 'Én lytter' },
        { ...published.offers[1]!, name: 'Family (up to 5)' },
      ],
      currency: 'DKK',
    });
    const dutch = await anonymous(t).get<TPublicProduct[]>(`/api/public/products/organizations/${support.orgId}`, {
      headers: { 'x-lang': 'nl' },
    });
    expect(dutch.json.find((p) => p.productId === published.productId)).toMatchObject({ name: 'Harbour podwalk', language: 'en' });
    expect((await admin.get<TProduct[]>('/api/products?kind=Wayfinder')).json.map((p) => p.productId)).toEqual([draft.productId]);
    expect((await anonymous(t).get(`/api/public/products/organizations/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('keeps an offer’s names in the other languages: blanks and the default language’s are no name, a long one is refused', async () => {
    const created = await support.post<TProduct>(
      '/api/products',
      podwalk({ offers: [{ name: 'Family', names: { da: ' Familie ', de: '  ', en: 'Ignored: en is the default' }, price: 12_900 }] }),
    );
    expect(created.status, created.body).toBe(201);
    expect(created.json.offers[0]).toMatchObject({ name: 'Family', names: { da: 'Familie' } });
    const tooLong = await support.post(
      '/api/products',
      podwalk({ offers: [{ name: 'Family', names: { da: 'x'.repeat(121) }, price: 1 }] }),
    );
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.json.error.fields)).toEqual(['offers.0.names.da']);
  });

  it('names each invalid field', async () => {
    const response = await support.post('/api/products', {
      kind: 'Audioguide',
      localization: { en: { name: 'Tour' } },
      offers: [{ name: ' ', price: -1 }, { price: 12.5 }],
      vatBasisPoints: 20_000,
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({
      kind: expect.any(String),
      'offers.0.name': 'Required',
      'offers.0.price': PRODUCT_MESSAGES.invalidPrice,
      'offers.1.name': 'Required',
      'offers.1.price': PRODUCT_MESSAGES.invalidPrice,
      vatBasisPoints: PRODUCT_MESSAGES.invalidVat,
    });
    const noOffers = await support.post('/api/products', podwalk({ offers: [] }));
    expect(noOffers.json.error.fieldReasons).toEqual({ offers: { reason: 'products.atLeastOneOffer' } });
    const unnamed = await support.post('/api/products', podwalk({ defaultLanguage: 'de' }));
    expect(unnamed.json.error.fields).toEqual({ 'localization.de.name': PRODUCT_MESSAGES.defaultLanguageName });
    expect((await support.get('/api/products/not-an-id')).json.error.fields).toHaveProperty('params.id');
  });

  it('keeps the tour app’s address, and refuses one a visitor’s phone should not be sent to', async () => {
    const created = await support.post('/api/products', podwalk({ appAddress: ' https://tours.example.dk/start?code={code} ' }));
    expect(created.status).toBe(201);
    expect(created.json.appAddress).toBe('https://tours.example.dk/start?code={code}');
    const id = created.json.productId as string;
    expect((await support.get(`/api/products/${id}`)).json.appAddress).toBe('https://tours.example.dk/start?code={code}');
    // Blank is none.
    expect((await support.put(`/api/products/${id}`, podwalk({ appAddress: '  ' }))).json.appAddress).toBeNull();
    expect((await support.put(`/api/products/${id}`, podwalk())).json.appAddress).toBeNull();
    for (const appAddress of ['javascript:alert(1)', 'http://tours.example.dk/{code}', 'tours.example.dk', 'harbour://start']) {
      const refused = await support.put(`/api/products/${id}`, podwalk({ appAddress }));
      expect(refused.status, appAddress).toBe(400);
      expect(refused.json.error.fieldReasons).toEqual({ appAddress: { reason: 'products.appAddressInvalid' } });
    }
    const tooLong = await support.put(`/api/products/${id}`, podwalk({ appAddress: `https://t.dk/${'a'.repeat(500)}` }));
    expect(tooLong.json.error.fields).toEqual({ appAddress: PRODUCT_MESSAGES.appAddressTooLong });
    expect((await support.get(`/api/products/${id}`)).json.appAddress).toBeNull();
  });

  it('needs a session', async () => {
    expect((await anonymous(t).get('/api/products')).status).toBe(401);
    expect((await anonymous(t).post('/api/products', podwalk())).status).toBe(401);
  });

  it('lets ProductsRead and PodwalksRead read, and only the platform’s support change', async () => {
    const product = (await support.post<TProduct>('/api/products', podwalk())).json;
    expect((await admin.get('/api/products')).status).toBe(200);
    expect((await admin.post('/api/products', podwalk())).status).toBe(403);
    expect((await admin.put(`/api/products/${product.productId}`, podwalk())).status).toBe(403);
    expect((await admin.put(`/api/products/${product.productId}/status`, { status: 'Published' })).status).toBe(403);
    expect((await admin.delete(`/api/products/${product.productId}`)).status).toBe(403);
    const guide = await signedInUser(t, ['Guide'], support.orgId);
    expect((await guide.get('/api/products')).status).toBe(403);
    const platform = await signedInUser(t, ['FoyerAdmin'], support.orgId);
    expect((await platform.post('/api/products', podwalk())).status).toBe(201);
  });

  it('does not let an organisation’s admin change products by giving their own role SupportWrite', async () => {
    const product = (await support.post<TProduct>('/api/products', podwalk())).json;
    // SPEC §6 lets an organisation's admin edit the Support area's permissions for their roles.
    const orgAdmin = await signedInUser(t, ['Admin', 'OrganizationAdmin'], support.orgId);
    const current = (
      await orgAdmin.get<{ version: number; groups: { roleGroupType: string; permissions: string[] }[] }>('/api/access/definitions')
    ).json;
    const admins = current.groups.find((group) => group.roleGroupType === 'Admin')!;
    const granted = await orgAdmin.put('/api/access/definitions', {
      version: current.version,
      groups: [{ roleGroupType: 'Admin', permissions: [...admins.permissions, 'SupportRead', 'SupportWrite'] }],
    });
    expect(granted.status, granted.body).toBe(200);
    const again = await signedInUser(t, ['Admin'], support.orgId);
    expect((await again.post('/api/products', podwalk())).status).toBe(403);
    expect((await again.put(`/api/products/${product.productId}/status`, { status: 'Published' })).status).toBe(403);
    expect((await again.delete(`/api/products/${product.productId}`)).status).toBe(403);
    expect((await again.get('/api/products')).status).toBe(200);
  });

  it("answers 404 for another organisation's product and never lists it", async () => {
    const other = await signedInUser(t, ['Support']);
    const foreign = (await other.post<TProduct>('/api/products', podwalk())).json;
    const id = foreign.productId;
    expect((await support.get(`/api/products/${id}`)).status).toBe(404);
    expect((await support.put(`/api/products/${id}`, podwalk())).status).toBe(404);
    expect((await support.put(`/api/products/${id}/status`, { status: 'Published' })).status).toBe(404);
    expect((await support.delete(`/api/products/${id}`)).status).toBe(404);
    expect((await support.get<TProduct[]>('/api/products')).json.map((p) => p.productId)).not.toContain(id);
  });
});
