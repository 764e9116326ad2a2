import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '@foyer/contracts';
import { NAV_ITEMS, visibleNavItems } from './nav-items';

const allPaths = new Set(NAV_ITEMS.map((item) => item.path));
const ids = (permissions: Permission[], options: { payoutsEnabled?: boolean; registered?: Set<string>; roles?: Role[] } = {}) =>
  visibleNavItems(NAV_ITEMS, {
    roles: options.roles ?? [],
    permissions: new Set(permissions),
    payoutsEnabled: options.payoutsEnabled ?? false,
    registeredPaths: options.registered ?? allPaths,
  }).map((item) => item.id);

describe('visibleNavItems', () => {
  it('shows only the dashboard without permissions', () => {
    expect(ids([])).toEqual(['dashboard']);
  });
  it('follows the SPEC §6 table', () => {
    expect(ids(['OrdersWrite'])).toEqual(['dashboard', 'orders', 'sales']);
    expect(ids(['EventsOwnRead'])).toContain('events');
    expect(ids(['GuideRequestsAdminWrite'])).toContain('requests');
    expect(ids(['ConfigurationAdminRead'])).toEqual(['dashboard', 'configurations', 'notificationSettings']);
    expect(ids(['VenuesRead'])).not.toContain('venues');
    expect(ids(['VenuesWrite'])).toContain('venues');
  });
  it('shows payouts only with the feature flag', () => {
    expect(ids(['PayoutsRead'])).not.toContain('payouts');
    expect(ids(['PayoutsRead'], { payoutsEnabled: true })).toContain('payouts');
  });
  it('shows support items only to the Support role (SPEC §6 route roles)', () => {
    expect(ids(['SupportRead'])).not.toContain('support');
    expect(ids(['SupportRead'], { roles: ['Support'] })).toContain('support');
  });
  it('hides items whose page is not registered', () => {
    expect(ids(['OrdersWrite', 'UsersAdminRead'], { registered: new Set(['/dashboard', '/users']) })).toEqual(['dashboard', 'users']);
  });
});
