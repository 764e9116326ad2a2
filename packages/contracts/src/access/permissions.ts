/**
 * The permission catalogue of SPEC §6, as typed constants. "Foyer" stands for {product}.
 * Names are kept exactly: access definitions store them as strings.
 */
const readWrite = <A extends string>(area: A) => [`${area}Read`, `${area}Write`] as const;

export const PERMISSIONS = [
  ...readWrite('Accounts'),
  ...readWrite('AdminCalendar'),
  ...readWrite('Artists'),
  ...readWrite('Artworks'),
  ...readWrite('CustomerRequests'),
  ...readWrite('CustomerRequestsNotes'),
  ...readWrite('Donations'),
  ...readWrite('Exhibitions'),
  ...readWrite('GuideCalendar'),
  'GuideRequestsGuideEnabledRead',
  'GuideRequestsGuideRead',
  'GuideRequestsGuideWrite',
  'GuideRequestsAdminWrite',
  'GuideRequestsRead',
  ...readWrite('Memberships'),
  'MembershipsMembersRead',
  'MembershipsMessagesRead',
  'MembershipsStatsRead',
  ...readWrite('Orders'),
  'EventsOrdersRead',
  'OrganizationCalendarRead',
  'OrganizationsFoyerAdminRead',
  'ProductsRead',
  ...readWrite('Support'),
  'UsersGuidesRead',
  'UsersAvatarsRead',
  ...readWrite('UsersAdmin'),
  'UsersFoyerAdminWrite',
  ...readWrite('Vendors'),
  'EventsWrite',
  'EventsOwnRead',
  'EventsOrganizationsOwnRead',
  ...readWrite('AccessesFoyerAdmin'),
  ...readWrite('AccessesAdmin'),
  ...readWrite('ConfigurationAdmin'),
  ...readWrite('ConfigurationFoyerAdmin'),
  ...readWrite('ScanTicket'),
  'GenerateOfflineTicketsWrite',
  ...readWrite('Vouchers'),
  ...readWrite('Fee'),
  'PodwalksRead',
  ...readWrite('Payouts'),
  'PayoutsFoyerAdminWrite',
  ...readWrite('Recommendations'),
  ...readWrite('ShopAnalytics'),
  ...readWrite('Venues'),
  ...readWrite('Organizations'),
  ...readWrite('VisitorFlow'),
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const permissionSet: ReadonlySet<string> = new Set(PERMISSIONS);
export const isPermission = (value: string): value is Permission => permissionSet.has(value);

/**
 * Areas group permissions for the /accesses matrix. `orgEditable` marks the areas an
 * organisation admin may change (SPEC §6); every other area only a platform admin may change.
 * "Change Organization" stays platform-only: granting it would let a museum's user into other
 * tenants (see docs/architecture.md).
 */
export interface PermissionArea {
  area: string;
  permissions: readonly Permission[];
  orgEditable: boolean;
}

const ORG_EDITABLE_AREAS = new Set([
  'Accounts',
  'Artists',
  'CustomerRequests',
  'Exhibitions',
  'GuideCalendar',
  'GuideRequests',
  'UsersGuides',
  'Vendors',
  'Support',
]);

const AREA_OVERRIDES: Record<string, string> = {
  OrganizationsFoyerAdminRead: 'ChangeOrganization',
  UsersFoyerAdminWrite: 'UsersFoyerAdmin',
  CustomerRequestsNotesRead: 'CustomerRequests',
  CustomerRequestsNotesWrite: 'CustomerRequests',
  PayoutsFoyerAdminWrite: 'Payouts',
  EventsOrdersRead: 'Events',
  EventsWrite: 'Events',
  EventsOwnRead: 'Events',
  EventsOrganizationsOwnRead: 'Events',
  OrganizationCalendarRead: 'AdminCalendar',
  GenerateOfflineTicketsWrite: 'ScanTicket',
};

const areaOf = (permission: Permission): string => {
  const override = AREA_OVERRIDES[permission];
  if (override) return override;
  if (permission.startsWith('GuideRequests')) return 'GuideRequests';
  if (permission.startsWith('Memberships')) return 'Memberships';
  return permission.replace(/(Read|Write)$/, '');
};

export const PERMISSION_AREAS: readonly PermissionArea[] = (() => {
  const areas = new Map<string, Permission[]>();
  for (const permission of PERMISSIONS) {
    const area = areaOf(permission);
    areas.set(area, [...(areas.get(area) ?? []), permission]);
  }
  return [...areas].map(([area, permissions]) => ({
    area,
    permissions,
    orgEditable: ORG_EDITABLE_AREAS.has(area),
  }));
})();
