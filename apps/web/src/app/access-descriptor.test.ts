import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import * as contracts from '@foyer/contracts';
import { admits, type Access } from '@foyer/contracts';
import { NAV_ITEMS } from './navigation/nav-items';
import type { RouteHandle } from './route-access';
import { privateRoutes, publicRoutes } from './routes';

/** Every rule the contracts declare: SIGNED_IN and each rule of each `…_AREA`. */
const declaredRules = new Set<Access>([
  contracts.SIGNED_IN,
  ...Object.entries(contracts)
    .filter(([name]) => name.endsWith('_AREA'))
    .flatMap(([, area]) => Object.values(area as Record<string, Access>)),
]);

const routesWithHandles = (routes: readonly RouteObject[], parent = ''): { path: string; handle: RouteHandle | undefined }[] =>
  routes.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    return [
      ...(route.path ? [{ path, handle: route.handle as RouteHandle | undefined }] : []),
      ...routesWithHandles(route.children ?? [], path),
    ];
  });

const allRoutes = routesWithHandles([...publicRoutes, ...privateRoutes]);
const areaOf = (access: Access) => access.name.split('.')[0];

describe('access is read from the area descriptors in @foyer/contracts', () => {
  it('every route and every menu item names a declared rule, not a list of its own', () => {
    for (const { path, handle } of allRoutes) {
      if (handle?.access) expect(declaredRules.has(handle.access), path).toBe(true);
    }
    for (const item of NAV_ITEMS) expect(declaredRules.has(item.access), item.id).toBe(true);
  });

  it("each menu item's rule belongs to its page's area and admits no one the page refuses", () => {
    const pages = new Map(allRoutes.map(({ path, handle }) => [path, handle]));
    const itemsWithPages = NAV_ITEMS.filter((item) => pages.has(item.path));
    expect(itemsWithPages.map((item) => item.id)).toContain('fee');
    for (const item of itemsWithPages) {
      const page = pages.get(item.path)?.access;
      if (item.access === contracts.SIGNED_IN) {
        expect(page, item.id).toBeUndefined();
        continue;
      }
      expect(page && areaOf(page), item.id).toBe(areaOf(item.access));
      // Whoever the menu shows the item to, with any single one of its permissions, may open the page.
      for (const permission of item.access.anyPermission) {
        const holder = { roles: [item.access.role ?? []].flat(), permissions: new Set([permission]) };
        expect(admits(page!, holder), `${item.id} with ${permission}`).toBe(true);
      }
    }
  });

  it('the menu shows the SPEC §6 permissions', () => {
    const menu = Object.fromEntries(NAV_ITEMS.map((item) => [item.id, [...item.access.anyPermission].sort()]));
    expect(menu).toEqual({
      dashboard: [],
      events: ['EventsOrganizationsOwnRead', 'EventsOwnRead'],
      calendar: ['AdminCalendarRead', 'GuideCalendarRead'],
      requests: ['GuideRequestsAdminWrite', 'GuideRequestsGuideEnabledRead'],
      orders: ['OrdersWrite'],
      sales: ['OrdersWrite'],
      eventsReporting: ['EventsOrdersRead'],
      payouts: ['PayoutsRead'],
      visitorFlow: ['VisitorFlowRead'],
      podwalks: ['PodwalksRead'],
      donations: ['DonationsRead'],
      vouchers: ['VouchersRead'],
      memberships: ['MembershipsRead'],
      members: ['MembershipsMembersRead'],
      messages: ['MembershipsMessagesRead'],
      stats: ['MembershipsStatsRead'],
      fee: ['FeeRead'],
      artworks: ['ArtworksRead'],
      exhibitions: ['ExhibitionsRead'],
      recommendations: ['RecommendationsRead'],
      artists: ['ArtistsRead'],
      products: ['ProductsRead'],
      analytics: ['ShopAnalyticsRead'],
      scanTicket: ['ScanTicketRead'],
      organizations: ['OrganizationsWrite'],
      venues: ['VenuesWrite'],
      users: ['UsersAdminRead'],
      accesses: ['AccessesAdminRead', 'AccessesFoyerAdminRead'],
      configurations: ['ConfigurationAdminRead', 'ConfigurationFoyerAdminRead'],
      notificationSettings: ['ConfigurationAdminRead', 'ConfigurationFoyerAdminRead'],
      support: ['SupportRead'],
      supportProducts: ['SupportRead'],
    });
  });
});
