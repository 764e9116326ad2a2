import {
  ACCESSES_AREA,
  ARTISTS_AREA,
  ARTWORKS_AREA,
  CALENDAR_AREA,
  CONFIGURATION_AREA,
  DONATIONS_AREA,
  EVENTS_AREA,
  EXHIBITIONS_AREA,
  FEES_AREA,
  GUIDE_REQUESTS_AREA,
  MEMBERSHIPS_AREA,
  ORDERS_AREA,
  ORGANIZATIONS_AREA,
  PAYOUTS_AREA,
  PODWALKS_AREA,
  PRODUCTS_AREA,
  RECOMMENDATIONS_AREA,
  SHOP_ANALYTICS_AREA,
  SIGNED_IN,
  SUPPORT_AREA,
  TICKETS_AREA,
  USERS_AREA,
  VENUES_AREA,
  VISITOR_FLOW_AREA,
  VOUCHERS_AREA,
  admits,
  type Access,
  type Permission,
  type Role,
} from '@foyer/contracts';

export type NavSection = 'main' | 'venue' | 'administration' | 'support' | 'footer';

export interface NavItem {
  id: string;
  /** i18n key under shell.nav */
  labelKey: string;
  /** i18n key under shell.nav of a second line saying what the item holds, where its label (SPEC's) does not. */
  hintKey?: string;
  path: string;
  section: NavSection;
  /** The area's rule that shows the item (SPEC §6 menu table), read from `@foyer/contracts`. */
  access: Access;
  /** Also needs the organisation's payouts feature. */
  needsPayouts?: boolean;
}

/** SPEC §6 menu visibility. An item shows only when its page exists and the user may open it. */
export const NAV_ITEMS: NavItem[] = [
  { id: 'dashboard', labelKey: 'dashboard', path: '/dashboard', section: 'main', access: SIGNED_IN },
  { id: 'events', labelKey: 'events', path: '/events', section: 'venue', access: EVENTS_AREA.menu },
  { id: 'calendar', labelKey: 'calendar', path: '/calendar', section: 'venue', access: CALENDAR_AREA.menu },
  { id: 'requests', labelKey: 'requests', path: '/requests', section: 'venue', access: GUIDE_REQUESTS_AREA.menu },
  { id: 'orders', labelKey: 'orders', path: '/orders', section: 'venue', access: ORDERS_AREA.menu },
  { id: 'sales', labelKey: 'sales', path: '/sales', section: 'venue', access: ORDERS_AREA.menu },
  { id: 'eventsReporting', labelKey: 'eventsReporting', path: '/events-reporting', section: 'venue', access: EVENTS_AREA.reporting },
  { id: 'payouts', labelKey: 'payouts', path: '/payouts', section: 'venue', access: PAYOUTS_AREA.menu, needsPayouts: true },
  { id: 'visitorFlow', labelKey: 'visitorFlow', path: '/visitor-flow', section: 'venue', access: VISITOR_FLOW_AREA.menu },
  { id: 'podwalks', labelKey: 'podwalks', path: '/wayfinders-reporting', section: 'venue', access: PODWALKS_AREA.menu },
  { id: 'donations', labelKey: 'donations', path: '/donations', section: 'venue', access: DONATIONS_AREA.menu },
  // SPEC §6 shows gift vouchers as "Notifications"; the second line says what they are.
  { id: 'vouchers', labelKey: 'vouchers', hintKey: 'vouchersHint', path: '/vouchers', section: 'venue', access: VOUCHERS_AREA.menu },
  { id: 'memberships', labelKey: 'memberships', path: '/memberships', section: 'venue', access: MEMBERSHIPS_AREA.menu },
  { id: 'members', labelKey: 'members', path: '/memberships-members', section: 'venue', access: MEMBERSHIPS_AREA.members },
  { id: 'messages', labelKey: 'messages', path: '/memberships-messages', section: 'venue', access: MEMBERSHIPS_AREA.messages },
  { id: 'stats', labelKey: 'stats', path: '/memberships-stats', section: 'venue', access: MEMBERSHIPS_AREA.stats },
  { id: 'fee', labelKey: 'fee', path: '/fee', section: 'venue', access: FEES_AREA.menu },
  { id: 'artworks', labelKey: 'artworks', path: '/artworks', section: 'venue', access: ARTWORKS_AREA.menu },
  { id: 'exhibitions', labelKey: 'exhibitions', path: '/exhibitions', section: 'venue', access: EXHIBITIONS_AREA.menu },
  { id: 'recommendations', labelKey: 'recommendations', path: '/recommendations', section: 'venue', access: RECOMMENDATIONS_AREA.menu },
  { id: 'artists', labelKey: 'artists', path: '/artists', section: 'venue', access: ARTISTS_AREA.menu },
  { id: 'products', labelKey: 'products', path: '/products', section: 'venue', access: PRODUCTS_AREA.menu },
  { id: 'analytics', labelKey: 'analytics', path: '/analytics', section: 'venue', access: SHOP_ANALYTICS_AREA.menu },
  { id: 'scanTicket', labelKey: 'scanTicket', path: '/scanTicket', section: 'venue', access: TICKETS_AREA.menu },
  { id: 'organizations', labelKey: 'organizations', path: '/organizations', section: 'administration', access: ORGANIZATIONS_AREA.editOwn },
  { id: 'venues', labelKey: 'venues', path: '/venues', section: 'administration', access: VENUES_AREA.write },
  { id: 'users', labelKey: 'users', path: '/users', section: 'administration', access: USERS_AREA.read },
  { id: 'accesses', labelKey: 'accesses', path: '/accesses', section: 'administration', access: ACCESSES_AREA.read },
  { id: 'configurations', labelKey: 'configurations', path: '/configurations', section: 'administration', access: CONFIGURATION_AREA.read },
  {
    id: 'notificationSettings',
    labelKey: 'notificationSettings',
    path: '/settings/notifications',
    section: 'administration',
    access: CONFIGURATION_AREA.read,
  },
  { id: 'support', labelKey: 'support', path: '/support/organizations', section: 'support', access: SUPPORT_AREA.menu },
  // SPEC §2's support route for the products support staff keep (the venue's /products row needs ProductsRead).
  { id: 'supportProducts', labelKey: 'supportProducts', path: '/support/products', section: 'support', access: SUPPORT_AREA.menu },
];

/** Items the user may see: permitted, feature-enabled and backed by a registered page. */
export function visibleNavItems(
  items: readonly NavItem[],
  options: { roles: readonly Role[]; permissions: ReadonlySet<Permission>; payoutsEnabled: boolean; registeredPaths: ReadonlySet<string> },
): NavItem[] {
  return items.filter(
    (item) => options.registeredPaths.has(item.path) && admits(item.access, options) && (!item.needsPayouts || options.payoutsEnabled),
  );
}
