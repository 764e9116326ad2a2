import { describe, expect, it } from 'vitest';
import type { TOrganization } from '@foyer/contracts';
import { organizationFromForm, organizationToForm, validateOrganization } from './organization-form';

const organization: TOrganization = {
  orgId: '00000000-0000-4000-a000-0000000000d1',
  name: 'Demo Museum',
  features: { payouts: true },
  css: null,
  targetOrigin: 'https://museum.example',
  venues: [],
  isPark: false,
  createdAt: '2025-01-01T00:00:00Z',
};

describe('organisation form', () => {
  it('leaves features out unless a platform admin saves', () => {
    const values = organizationToForm(organization);
    expect(organizationFromForm(values, { withFeatures: false })).toEqual({
      name: 'Demo Museum',
      css: null,
      targetOrigin: 'https://museum.example',
    });
    expect(organizationFromForm({ ...values, payouts: false }, { withFeatures: true }).features).toEqual({ payouts: false });
  });
  it('sends a blank origin as null and an origin without its trailing slash', () => {
    const values = organizationToForm(organization);
    expect(organizationFromForm({ ...values, targetOrigin: ' ' }, { withFeatures: false }).targetOrigin).toBeNull();
    expect(organizationFromForm({ ...values, targetOrigin: 'https://museum.example/' }, { withFeatures: false }).targetOrigin).toBe(
      'https://museum.example',
    );
  });
  it('needs a name and an origin without a path', () => {
    expect(validateOrganization(organizationToForm())).toEqual({ name: 'common.validation.required' });
    expect(validateOrganization({ ...organizationToForm(organization), targetOrigin: 'https://museum.example/shop' })).toEqual({
      targetOrigin: 'organizations.validation.origin',
    });
    expect(validateOrganization({ ...organizationToForm(organization), targetOrigin: 'museum' }).targetOrigin).toBe(
      'organizations.validation.origin',
    );
    expect(validateOrganization(organizationToForm(organization))).toEqual({});
  });
});
