import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { feeRules } from './fees.repository.js';
import { anonymous } from '../../test/api-client.js';

describe('fees API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  it('starts with no fees, in the organisation currency', async () => {
    const response = await admin.get('/api/fees');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ currency: 'DKK', fees: [] });
    expect((await admin.get('/api/fees/Shipping')).status).toBe(404);
  });

  it('adds, replaces, lists and removes a fee per category', async () => {
    const added = await admin.put('/api/fees/EAN', { type: 'Percentage', value: 150 });
    expect(added.status).toBe(200);
    // VAT defaults to 25 % when not given.
    expect(added.json).toMatchObject({ category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500 });

    await admin.put('/api/fees/Shipping', { type: 'Percentage', value: 10_000, vatBasisPoints: 0 });
    const replaced = await admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 });
    expect(replaced.json).toMatchObject({ category: 'Shipping', type: 'Fixed amount', value: 4900 });

    const list = (await admin.get('/api/fees')).json;
    expect(list.fees.map((fee: { category: string; type: string }) => [fee.category, fee.type])).toEqual([
      ['Shipping', 'Fixed amount'],
      ['EAN', 'Percentage'],
    ]);
    expect((await admin.get('/api/fees/EAN')).json).toMatchObject({ value: 150 });

    // What the cart will price with.
    expect(await inTenant(t.ctx.db, admin.orgId, (tx) => feeRules(tx, admin.orgId))).toEqual([
      { category: 'Shipping', type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 },
      { category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500 },
    ]);

    expect((await admin.delete('/api/fees/EAN')).status).toBe(200);
    expect((await admin.get('/api/fees/EAN')).status).toBe(404);
    expect((await admin.delete('/api/fees/EAN')).status).toBe(404);
  });

  it('shows amounts in the CURRENCY setting', async () => {
    await admin.put('/api/configuration/CURRENCY', { value: 'EUR' });
    expect((await admin.get('/api/fees')).json.currency).toBe('EUR');
    await admin.put('/api/configuration/CURRENCY', { value: 'DKK' });
  });

  it('refuses a bad fee price, naming the field', async () => {
    const cases: [object, string][] = [
      [{ type: 'Percentage', value: 10_001 }, 'value'],
      [{ type: 'Percentage', value: 2.5 }, 'value'],
      [{ type: 'Fixed amount', value: -1 }, 'value'],
      [{ type: 'Fixed amount', value: 'ten' }, 'value'],
    ];
    for (const [body, field] of cases) {
      const response = await admin.put('/api/fees/Shipping', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.code).toBe('validation_failed');
      expect(response.json.error.fields).toEqual({ [field]: 'Invalid fee price' });
    }
  });

  it('names a bad VAT, type and category', async () => {
    const vat = await admin.put('/api/fees/Shipping', { type: 'Fixed amount', value: 100, vatBasisPoints: 10_001 });
    expect(vat.status).toBe(400);
    expect(vat.json.error.fields).toEqual({ vatBasisPoints: 'VAT must be between 0 and 100 %' });

    const type = await admin.put('/api/fees/Shipping', { type: 'Per ticket', value: 100 });
    expect(type.status).toBe(400);
    expect(type.json.error.fields).toHaveProperty('type');

    const category = await admin.put('/api/fees/Parcel', { type: 'Fixed amount', value: 100 });
    expect(category.status).toBe(400);
    expect(category.json.error.fields).toHaveProperty('params.category');
  });

  it('needs a session', async () => {
    const response = await anonymous(t).get('/api/fees');
    expect(response.status).toBe(401);
    expect(response.json.error.code).toBe('unauthenticated');
    expect((await anonymous(t).put('/api/fees/Shipping', { type: 'Fixed amount', value: 1 })).status).toBe(401);
  });

  it('needs FeeRead to read and FeeWrite to change', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await guide.get('/api/fees')).status).toBe(403);
    expect((await guide.put('/api/fees/Shipping', { type: 'Fixed amount', value: 1 })).status).toBe(403);
    expect((await guide.delete('/api/fees/Shipping')).status).toBe(403);
    // Administering users and settings is not selling: an organisation admin alone has no fees.
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], admin.orgId);
    expect((await orgAdmin.get('/api/fees')).status).toBe(403);
  });

  it("keeps each organisation's fees apart", async () => {
    const other = await signedInUser(t, ['Admin']);
    await other.put('/api/fees/EAN', { type: 'Fixed amount', value: 12_345 });
    expect((await admin.get('/api/fees/EAN')).status).toBe(404);
    expect((await admin.delete('/api/fees/EAN')).status).toBe(404);
    const mine = (await admin.get('/api/fees')).json.fees;
    expect(mine.some((fee: { value: number }) => fee.value === 12_345)).toBe(false);
    expect((await other.get('/api/fees/EAN')).json).toMatchObject({ value: 12_345 });
  });
});
