import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenancy.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { feeRules } from './fees.repository.js';

describe('fees API', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, ['Admin', 'OrganizationAdmin']);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  it('starts with no fees, in the organisation currency', async () => {
    const response = await call('GET', '/api/fees', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currency: 'DKK', fees: [] });
    expect((await call('GET', '/api/fees/Shipping', admin.cookie)).statusCode).toBe(404);
  });

  it('adds, replaces, lists and removes a fee per category', async () => {
    const added = await call('PUT', '/api/fees/EAN', admin.cookie, { type: 'Percentage', value: 150 });
    expect(added.statusCode).toBe(200);
    // VAT defaults to 25 % when not given.
    expect(added.json()).toMatchObject({ category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500 });

    await call('PUT', '/api/fees/Shipping', admin.cookie, { type: 'Percentage', value: 10_000, vatBasisPoints: 0 });
    const replaced = await call('PUT', '/api/fees/Shipping', admin.cookie, { type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 });
    expect(replaced.json()).toMatchObject({ category: 'Shipping', type: 'Fixed amount', value: 4900 });

    const list = (await call('GET', '/api/fees', admin.cookie)).json();
    expect(list.fees.map((fee: { category: string; type: string }) => [fee.category, fee.type])).toEqual([
      ['Shipping', 'Fixed amount'],
      ['EAN', 'Percentage'],
    ]);
    expect((await call('GET', '/api/fees/EAN', admin.cookie)).json()).toMatchObject({ value: 150 });

    // What the cart will price with.
    expect(await inTenant(t.ctx.db, admin.orgId, (tx) => feeRules(tx, admin.orgId))).toEqual([
      { category: 'Shipping', type: 'Fixed amount', value: 4900, vatBasisPoints: 2500 },
      { category: 'EAN', type: 'Percentage', value: 150, vatBasisPoints: 2500 },
    ]);

    expect((await call('DELETE', '/api/fees/EAN', admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/fees/EAN', admin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/fees/EAN', admin.cookie)).statusCode).toBe(404);
  });

  it('shows amounts in the CURRENCY setting', async () => {
    await call('PUT', '/api/configuration/CURRENCY', admin.cookie, { value: 'EUR' });
    expect((await call('GET', '/api/fees', admin.cookie)).json().currency).toBe('EUR');
    await call('PUT', '/api/configuration/CURRENCY', admin.cookie, { value: 'DKK' });
  });

  it('refuses a bad fee price, naming the field', async () => {
    const cases: [object, string][] = [
      [{ type: 'Percentage', value: 10_001 }, 'value'],
      [{ type: 'Percentage', value: 2.5 }, 'value'],
      [{ type: 'Fixed amount', value: -1 }, 'value'],
      [{ type: 'Fixed amount', value: 'ten' }, 'value'],
    ];
    for (const [body, field] of cases) {
      const response = await call('PUT', '/api/fees/Shipping', admin.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      expect(response.json().error.fields).toEqual({ [field]: 'Invalid fee price' });
    }
  });

  it('names a bad VAT, type and category', async () => {
    const vat = await call('PUT', '/api/fees/Shipping', admin.cookie, { type: 'Fixed amount', value: 100, vatBasisPoints: 10_001 });
    expect(vat.statusCode).toBe(400);
    expect(vat.json().error.fields).toEqual({ vatBasisPoints: 'VAT must be between 0 and 100 %' });

    const type = await call('PUT', '/api/fees/Shipping', admin.cookie, { type: 'Per ticket', value: 100 });
    expect(type.statusCode).toBe(400);
    expect(type.json().error.fields).toHaveProperty('type');

    const category = await call('PUT', '/api/fees/Parcel', admin.cookie, { type: 'Fixed amount', value: 100 });
    expect(category.statusCode).toBe(400);
    expect(category.json().error.fields).toHaveProperty('params.category');
  });

  it('needs a session', async () => {
    const response = await call('GET', '/api/fees');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect((await call('PUT', '/api/fees/Shipping', undefined, { type: 'Fixed amount', value: 1 })).statusCode).toBe(401);
  });

  it('needs FeeRead to read and FeeWrite to change', async () => {
    const guide = await signedInUser(t, ['Guide'], admin.orgId);
    expect((await call('GET', '/api/fees', guide.cookie)).statusCode).toBe(403);
    expect((await call('PUT', '/api/fees/Shipping', guide.cookie, { type: 'Fixed amount', value: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', '/api/fees/Shipping', guide.cookie)).statusCode).toBe(403);
    // Administering users and settings is not selling: an organisation admin alone has no fees.
    const orgAdmin = await signedInUser(t, ['OrganizationAdmin'], admin.orgId);
    expect((await call('GET', '/api/fees', orgAdmin.cookie)).statusCode).toBe(403);
  });

  it("keeps each organisation's fees apart", async () => {
    const other = await signedInUser(t, ['Admin']);
    await call('PUT', '/api/fees/EAN', other.cookie, { type: 'Fixed amount', value: 12_345 });
    expect((await call('GET', '/api/fees/EAN', admin.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/fees/EAN', admin.cookie)).statusCode).toBe(404);
    const mine = (await call('GET', '/api/fees', admin.cookie)).json().fees;
    expect(mine.some((fee: { value: number }) => fee.value === 12_345)).toBe(false);
    expect((await call('GET', '/api/fees/EAN', other.cookie)).json()).toMatchObject({ value: 12_345 });
  });
});
