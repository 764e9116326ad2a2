import type { Permission } from '@foyer/contracts';

export type NavSection = 'main' | 'venue' | 'administration' | 'support' | 'footer';

export interface NavItem {
  id: string;
  /** i18n key under shell.nav */
  labelKey: string;
  path: string;
  section: NavSection;
  anyPermission?: Permission[];
  /** Also needs the organisation's payouts feature. */
  needsPayouts?: boolean;
}

/** SPEC §6 menu visibility. An item shows only when its page exists and the user may open it. */
export const NAV_ITEMS: NavItem[] = [
  { id: 'dashboard', labelKey: 'dashboard', path: '/dashboard', section: 'main' },
  { id: 'events', labelKey: 'events', path: '/events', section: 'venue', anyPermission: ['EventsOwnRead', 'EventsOrganizationsOwnRead'] },
  { id: 'calendar', labelKey: 'calendar', path: '/calendar', section: 'venue', anyPermission: ['GuideCalendarRead', 'AdminCalendarRead'] },
  {
    id: 'requests',
    labelKey: 'requests',
    path: '/requests',
    section: 'venue',
    anyPermission: ['GuideRequestsGuideEnabledRead', 'GuideRequestsAdminWrite'],
  },
  { id: 'orders', labelKey: 'orders', path: '/orders', section: 'venue', anyPermission: ['OrdersWrite'] },
  { id: 'sales', labelKey: 'sales', path: '/sales', section: 'venue', anyPermission: ['OrdersWrite'] },
  { id: 'eventsReporting', labelKey: 'eventsReporting', path: '/events-reporting', section: 'venue', anyPermission: ['EventsOrdersRead'] },
  { id: 'payouts', labelKey: 'payouts', path: '/payouts', section: 'venue', anyPermission: ['PayoutsRead'], needsPayouts: true },
  { id: 'visitorFlow', labelKey: 'visitorFlow', path: '/visitor-flow', section: 'venue', anyPermission: ['VisitorFlowRead'] },
  { id: 'podwalks', labelKey: 'podwalks', path: '/wayfinders-reporting', section: 'venue', anyPermission: ['PodwalksRead'] },
  { id: 'donations', labelKey: 'donations', path: '/donations', section: 'venue', anyPermission: ['DonationsRead'] },
  { id: 'vouchers', labelKey: 'vouchers', path: '/vouchers', section: 'venue', anyPermission: ['VouchersRead'] },
  { id: 'memberships', labelKey: 'memberships', path: '/memberships', section: 'venue', anyPermission: ['MembershipsRead'] },
  { id: 'members', labelKey: 'members', path: '/memberships-members', section: 'venue', anyPermission: ['MembershipsMembersRead'] },
  { id: 'messages', labelKey: 'messages', path: '/memberships-messages', section: 'venue', anyPermission: ['MembershipsMessagesRead'] },
  { id: 'stats', labelKey: 'stats', path: '/memberships-stats', section: 'venue', anyPermission: ['MembershipsStatsRead'] },
  { id: 'fee', labelKey: 'fee', path: '/fee', section: 'venue', anyPermission: ['FeeRead'] },
  { id: 'artworks', labelKey: 'artworks', path: '/artworks', section: 'venue', anyPermission: ['ArtworksRead'] },
  { id: 'exhibitions', labelKey: 'exhibitions', path: '/exhibitions', section: 'venue', anyPermission: ['ExhibitionsRead'] },
  {
    id: 'recommendations',
    labelKey: 'recommendations',
    path: '/recommendations',
    section: 'venue',
    anyPermission: ['RecommendationsRead'],
  },
  { id: 'artists', labelKey: 'artists', path: '/artists', section: 'venue', anyPermission: ['ArtistsRead'] },
  { id: 'products', labelKey: 'products', path: '/products', section: 'venue', anyPermission: ['ProductsRead'] },
  { id: 'analytics', labelKey: 'analytics', path: '/analytics', section: 'venue', anyPermission: ['ShopAnalyticsRead'] },
  { id: 'scanTicket', labelKey: 'scanTicket', path: '/scanTicket', section: 'venue', anyPermission: ['ScanTicketRead'] },
  {
    id: 'organizations',
    labelKey: 'organizations',
    path: '/organizations',
    section: 'administration',
    anyPermission: ['OrganizationsWrite'],
  },
  { id: 'venues', labelKey: 'venues', path: '/venues', section: 'administration', anyPermission: ['VenuesWrite'] },
  { id: 'users', labelKey: 'users', path: '/users', section: 'administration', anyPermission: ['UsersAdminRead'] },
  {
    id: 'accesses',
    labelKey: 'accesses',
    path: '/accesses',
    section: 'administration',
    anyPermission: ['AccessesFoyerAdminRead', 'AccessesAdminRead'],
  },
  {
    id: 'configurations',
    labelKey: 'configurations',
    path: '/configurations',
    section: 'administration',
    anyPermission: ['ConfigurationFoyerAdminRead', 'ConfigurationAdminRead'],
  },
  {
    id: 'notificationSettings',
    labelKey: 'notificationSettings',
    path: '/settings/notifications',
    section: 'administration',
    anyPermission: ['ConfigurationFoyerAdminRead', 'ConfigurationAdminRead'],
  },
  { id: 'support', labelKey: 'support', path: '/support/organizations', section: 'support', anyPermission: ['SupportRead'] },
];

/** Items the user may see: permitted, feature-enabled and backed by a registered page. */
export function visibleNavItems(
  items: readonly NavItem[],
  options: { permissions: ReadonlySet<Permission>; payoutsEnabled: boolean; registeredPaths: ReadonlySet<string> },
): NavItem[] {
  return items.filter(
    (item) =>
      options.registeredPaths.has(item.path) &&
      (!item.anyPermission || item.anyPermission.some((p) => options.permissions.has(p))) &&
      (!item.needsPayouts || options.payoutsEnabled),
  );
}
