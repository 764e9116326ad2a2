import type { Permission } from './permissions.js';
import { PLATFORM_ROLES, type Role } from './roles.js';

/**
 * One rule of an area: who may do one kind of thing there. The server's route guard, the web's
 * route and the navigation all read these, so an area's access is written once (SPEC §5, §6).
 */
export interface Access {
  /** `area.rule`, e.g. `fees.read`: how the route table and the docs name the rule. */
  readonly name: string;
  /** Any one of these admits; an empty list admits every signed-in user. */
  readonly anyPermission: readonly Permission[];
  /** A role the user must also hold (SPEC §6 route roles: Support pages, the Admin lists); given several, any one of them. */
  readonly role?: Role | readonly Role[];
}

/**
 * Whether these permissions meet a rule, for server policies that decide on permissions alone
 * (another organisation's row, a role grant). A rule that asks for a role never admits here.
 */
export const grantedBy = (access: Access, permissions: ReadonlySet<Permission>): boolean =>
  !access.role && access.anyPermission.some((permission) => permissions.has(permission));

/** Who is asking, as far as access goes. */
export interface AccessHolder {
  readonly roles: readonly Role[];
  readonly permissions: ReadonlySet<Permission>;
}

/** The one test of a rule, used by the server's guard, the web's routes and the menu alike. */
export const admits = (access: Access, holder: AccessHolder): boolean =>
  (!access.role || (typeof access.role === 'string' ? [access.role] : access.role).some((role) => holder.roles.includes(role))) &&
  (access.anyPermission.length === 0 || access.anyPermission.some((permission) => holder.permissions.has(permission)));

type Rule = readonly Permission[] | { readonly anyPermission: readonly Permission[]; readonly role?: Role | readonly Role[] };
export type AreaAccess<R extends Record<string, Rule>> = { readonly [K in keyof R]: Access };

/**
 * Declares an area's rules by name. `role` applies to every rule of the area (a platform area
 * such as support); a rule written as an object may ask for a role of its own.
 */
export function defineArea<const R extends Record<string, Rule>>(
  area: string,
  rules: R,
  options: { role?: Role | readonly Role[] } = {},
): AreaAccess<R> {
  const entries = Object.entries(rules).map(([rule, given]) => {
    const { anyPermission, role } = Array.isArray(given)
      ? { anyPermission: given as readonly Permission[], role: undefined }
      : (given as Exclude<Rule, readonly Permission[]>);
    const chosenRole = role ?? options.role;
    const access: Access = { name: `${area}.${rule}`, anyPermission, ...(chosenRole ? { role: chosenRole } : {}) };
    return [rule, Object.freeze(access)] as const;
  });
  return Object.freeze(Object.fromEntries(entries)) as AreaAccess<R>;
}

/** Prefixes that come as a `…Read`/`…Write` pair (`Fee` for FeeRead and FeeWrite). */
type PairPrefix = { [P in Permission]: P extends `${infer A}Read` ? (`${A}Write` extends Permission ? A : never) : never }[Permission];

/**
 * The common shape: reading takes either permission of the pair, changing takes Write, and the
 * SPEC §6 menu row shows the item with Read.
 */
export const readWritePair = <P extends PairPrefix>(prefix: P) => {
  const read = `${prefix}Read` as const;
  const write = `${prefix}Write` as const;
  return { read: [read, write], write: [write], menu: [read] } as const;
};

/** Any signed-in user: one's own identity, preferences and avatar. */
export const SIGNED_IN: Access = Object.freeze({ name: 'signedIn', anyPermission: [] });

// Areas the product has today. The menu rules are SPEC §6's menu table, word for word.

export const ACCESSES_AREA = defineArea('accesses', {
  read: ['AccessesAdminRead', 'AccessesFoyerAdminRead'],
  write: ['AccessesAdminWrite', 'AccessesFoyerAdminWrite'],
  /** Changing any permission area: Foyer's administrators. */
  editEveryArea: ['AccessesFoyerAdminWrite'],
  /** Changing the areas an organisation may edit itself: its administrators. */
  editOrganizationAreas: ['AccessesAdminWrite'],
});

/** Configurations and the organisation's notification settings share these permissions (SPEC §6). */
export const CONFIGURATION_AREA = defineArea('configuration', {
  read: ['ConfigurationAdminRead', 'ConfigurationFoyerAdminRead'],
  write: ['ConfigurationAdminWrite', 'ConfigurationFoyerAdminWrite'],
});

export const EVENTS_AREA = defineArea('events', {
  /** The event wizard reads events too, so writing admits reading. */
  read: ['EventsOrganizationsOwnRead', 'EventsOwnRead', 'EventsWrite'],
  write: ['EventsWrite'],
  /** The menu item and the event pages. */
  menu: ['EventsOwnRead', 'EventsOrganizationsOwnRead'],
  reporting: ['EventsOrdersRead'],
  /** Reading every event of the organisation (whoever edits events must see them all). */
  readOrganization: ['EventsOrganizationsOwnRead', 'EventsWrite'],
  /** Reading only the events one guides. */
  readGuided: ['EventsOwnRead'],
});

export const FEES_AREA = defineArea('fees', readWritePair('Fee'));

export const ORDERS_AREA = defineArea('orders', {
  read: ['OrdersRead', 'OrdersWrite'],
  write: ['OrdersWrite'],
  /** SPEC §6: the Orders and Sales report items ask for OrdersWrite; the pages open with either. */
  menu: ['OrdersWrite'],
});

export const ORGANIZATIONS_AREA = defineArea('organizations', {
  read: ['OrganizationsRead', 'OrganizationsWrite', 'OrganizationsFoyerAdminRead'],
  write: ['OrganizationsWrite', 'AccessesFoyerAdminWrite'],
  /** Editing one's own organisation: the menu item (SPEC §6) and the organisation page. */
  editOwn: ['OrganizationsWrite'],
  /** Creating and deleting organisations: SPEC §6's platform-admin permission. */
  platformAdmin: ['AccessesFoyerAdminWrite'],
  /** The organisation switcher: listing the organisations and moving into another. */
  switch: ['OrganizationsFoyerAdminRead'],
  /** Platform staff (Support, FoyerAdmin) see every organisation; anyone else only their own. */
  seeEvery: ['OrganizationsFoyerAdminRead', 'AccessesFoyerAdminWrite'],
});

export const SHOP_ANALYTICS_AREA = defineArea('shopAnalytics', readWritePair('ShopAnalytics'));

export const TICKETS_AREA = defineArea('tickets', {
  ...readWritePair('ScanTicket'),
  offlineTickets: ['GenerateOfflineTicketsWrite'],
});

export const USERS_AREA = defineArea('users', {
  read: ['UsersAdminRead'],
  write: ['UsersAdminWrite'],
  guides: ['UsersGuidesRead'],
  avatars: ['UsersAvatarsRead'],
  /** Giving a user the platform roles, Support and FoyerAdmin. */
  grantPlatformRoles: ['UsersFoyerAdminWrite'],
});

/** User types are made from the users and the accesses pages alike. */
export const USER_TYPES_AREA = defineArea('userTypes', {
  read: ['UsersAdminRead', 'AccessesAdminRead'],
  write: ['UsersAdminWrite', 'AccessesAdminWrite'],
});

export const VENUES_AREA = defineArea('venues', {
  /** Events are placed in venues, so whoever reads or writes events reads venues too. */
  read: ['VenuesRead', 'VenuesWrite', 'EventsWrite', 'EventsOrganizationsOwnRead'],
  write: ['VenuesWrite'],
});

// Areas whose pages come later: their menu rows are declared now so the menu reads them from here;
// each grows its read and write rules here when it is built.

export const CALENDAR_AREA = defineArea('calendar', { menu: ['GuideCalendarRead', 'AdminCalendarRead'] });
export const GUIDE_REQUESTS_AREA = defineArea('guideRequests', { menu: ['GuideRequestsGuideEnabledRead', 'GuideRequestsAdminWrite'] });
export const PAYOUTS_AREA = defineArea('payouts', { menu: ['PayoutsRead'] });
export const VISITOR_FLOW_AREA = defineArea('visitorFlow', readWritePair('VisitorFlow'));
export const PODWALKS_AREA = defineArea('podwalks', { menu: ['PodwalksRead'] });
export const DONATIONS_AREA = defineArea('donations', readWritePair('Donations'));
export const VOUCHERS_AREA = defineArea('vouchers', {
  ...readWritePair('Vouchers'),
  /**
   * A code's balance (GET /api/voucher-codes/{code}): the desk (OrdersWrite) reads it before it
   * takes the code for a sale; whoever holds the code reads the same in the shop without a session.
   */
  balance: ['VouchersRead', 'VouchersWrite', 'OrdersWrite'],
});
export const MEMBERSHIPS_AREA = defineArea('memberships', {
  ...readWritePair('Memberships'),
  members: ['MembershipsMembersRead'],
  messages: ['MembershipsMessagesRead'],
  stats: ['MembershipsStatsRead'],
});
/** SPEC §6 also asks the Admin role for the artworks and artists lists: add it to their rules when built. */
export const ARTWORKS_AREA = defineArea('artworks', readWritePair('Artworks'));
export const EXHIBITIONS_AREA = defineArea('exhibitions', readWritePair('Exhibitions'));
export const RECOMMENDATIONS_AREA = defineArea('recommendations', readWritePair('Recommendations'));
export const ARTISTS_AREA = defineArea('artists', readWritePair('Artists'));
/**
 * Digital-tour products. SPEC §6 names ProductsRead only (and the menu row); the products are the
 * platform's to keep (SPEC §2 /support/products), so changing them asks SupportWrite held by a
 * platform role (Support or FoyerAdmin). The permission alone is not enough: SPEC §6 lets an
 * organisation's admin edit the Support area, and an admin who gave their own role SupportWrite
 * could otherwise create, publish and delete the platform's products. Podwalk staff
 * (PodwalksRead) read them on /digital-tours.
 */
export const PRODUCTS_AREA = defineArea('products', {
  read: ['ProductsRead', 'PodwalksRead', 'SupportWrite'],
  write: { anyPermission: ['SupportWrite'], role: PLATFORM_ROLES },
  menu: ['ProductsRead'],
});
/** SPEC §6: every support page needs the Support role as well. */
export const SUPPORT_AREA = defineArea('support', readWritePair('Support'), { role: 'Support' });
