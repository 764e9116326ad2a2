import { describe, expect, it } from 'vitest';
import { PARK_ORGANIZATION_ID, PERMISSIONS, type Permission } from '@foyer/contracts';
import {
  DELETE_REFUSALS,
  canEditOrganization,
  canSeeOrganization,
  deletionRefusal,
  isPlatformAdmin,
  refusesFeatureChange,
  sameOrganizationName,
} from './organizations.policy.js';

const own = '00000000-0000-4000-a000-000000000001';
const other = '00000000-0000-4000-a000-000000000002';
const perms = (...permissions: Permission[]) => new Set<Permission>(permissions);
const platformAdmin = new Set<Permission>(PERMISSIONS);
const orgAdmin = perms('OrganizationsRead', 'OrganizationsWrite');
const support = perms('OrganizationsFoyerAdminRead', 'OrganizationsRead');

describe('isPlatformAdmin', () => {
  it('is the AccessesFoyerAdminWrite permission, nothing else', () => {
    expect(isPlatformAdmin(platformAdmin)).toBe(true);
    expect(isPlatformAdmin(perms('AccessesFoyerAdminWrite'))).toBe(true);
    expect(isPlatformAdmin(perms('OrganizationsFoyerAdminRead', 'AccessesFoyerAdminRead', 'UsersFoyerAdminWrite'))).toBe(false);
  });
});

describe('canSeeOrganization', () => {
  it('lets an organisation reader see only their own organisation', () => {
    expect(canSeeOrganization(orgAdmin, own, own)).toBe(true);
    expect(canSeeOrganization(orgAdmin, own, other)).toBe(false);
    expect(canSeeOrganization(perms('OrganizationsWrite'), own, own)).toBe(true);
  });

  it('lets platform staff see every organisation', () => {
    expect(canSeeOrganization(support, own, other)).toBe(true);
    expect(canSeeOrganization(platformAdmin, own, other)).toBe(true);
  });

  it('shows nothing, not even the own organisation, without an organisations permission', () => {
    expect(canSeeOrganization(perms('VenuesRead', 'EventsWrite'), own, own)).toBe(false);
  });
});

describe('canEditOrganization', () => {
  it('lets an organisation admin edit their own organisation only', () => {
    expect(canEditOrganization(orgAdmin, own, own)).toBe(true);
    expect(canEditOrganization(orgAdmin, own, other)).toBe(false);
  });

  it('does not let read-only platform staff edit', () => {
    expect(canEditOrganization(support, own, other)).toBe(false);
    expect(canEditOrganization(support, own, own)).toBe(false);
  });

  it('lets a platform admin edit any organisation', () => {
    expect(canEditOrganization(perms('AccessesFoyerAdminWrite'), own, other)).toBe(true);
  });
});

describe('refusesFeatureChange', () => {
  const stored = { payouts: false };
  it('refuses an organisation admin who changes a feature', () => {
    expect(refusesFeatureChange(orgAdmin, stored, { payouts: true })).toBe(true);
  });
  it('accepts features left out or sent unchanged', () => {
    expect(refusesFeatureChange(orgAdmin, stored, undefined)).toBe(false);
    expect(refusesFeatureChange(orgAdmin, stored, { payouts: false })).toBe(false);
  });
  it('lets a platform admin change features', () => {
    expect(refusesFeatureChange(platformAdmin, stored, { payouts: true })).toBe(false);
  });
});

describe('deletionRefusal', () => {
  it('refuses the park organisation even when it is empty', () => {
    expect(deletionRefusal({ orgId: PARK_ORGANIZATION_ID, actorOrgId: own, liveUsers: 0, hasOrders: false })).toBe(DELETE_REFUSALS.park);
  });
  it("refuses the actor's current organisation", () => {
    expect(deletionRefusal({ orgId: own, actorOrgId: own, liveUsers: 0, hasOrders: false })).toBe(DELETE_REFUSALS.current);
  });
  it('refuses an organisation with live users', () => {
    expect(deletionRefusal({ orgId: other, actorOrgId: own, liveUsers: 1, hasOrders: false })).toBe('This organization still has users');
  });
  it('refuses an organisation that has taken orders, once its users are gone', () => {
    expect(deletionRefusal({ orgId: other, actorOrgId: own, liveUsers: 0, hasOrders: true })).toBe(DELETE_REFUSALS.hasOrders);
  });
  it('allows an empty organisation', () => {
    expect(deletionRefusal({ orgId: other, actorOrgId: own, liveUsers: 0, hasOrders: false })).toBeNull();
  });
});

describe('sameOrganizationName', () => {
  it('ignores case, including letters outside ASCII, and surrounding spaces', () => {
    expect(sameOrganizationName('Øresund Museum', ' øresund museum ')).toBe(true);
    expect(sameOrganizationName('Øresund Museum', 'Oresund Museum')).toBe(false);
  });
});
