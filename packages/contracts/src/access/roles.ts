import { PERMISSIONS, type Permission } from './permissions.js';

export const ROLES = ['Admin', 'Guide', 'OrganizationAdmin', 'Support', 'FoyerAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** Platform roles belong to Foyer's own staff: an organisation cannot change what they may do. */
export const PLATFORM_ROLES: readonly Role[] = ['Support', 'FoyerAdmin'];

export const GUIDE_TYPES = ['Regular', 'Integrator'] as const;
export type GuideType = (typeof GUIDE_TYPES)[number];

/**
 * Default permission sets, copied into each organisation's access definition when it is created.
 * Admin runs the museum's daily work; OrganizationAdmin administers its users, venues and
 * settings; Guide sees their own tours; Support helps any organisation; FoyerAdmin may do all.
 * docs/architecture.md explains the choice.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: [
    'AccountsRead',
    'AccountsWrite',
    'AdminCalendarRead',
    'AdminCalendarWrite',
    'OrganizationCalendarRead',
    'ArtistsRead',
    'ArtistsWrite',
    'ArtworksRead',
    'ArtworksWrite',
    'CustomerRequestsRead',
    'CustomerRequestsWrite',
    'CustomerRequestsNotesRead',
    'CustomerRequestsNotesWrite',
    'DonationsRead',
    'DonationsWrite',
    'ExhibitionsRead',
    'ExhibitionsWrite',
    'GuideRequestsRead',
    'GuideRequestsAdminWrite',
    'MembershipsRead',
    'MembershipsWrite',
    'MembershipsMembersRead',
    'MembershipsMessagesRead',
    'MembershipsStatsRead',
    'OrdersRead',
    'OrdersWrite',
    'EventsOrdersRead',
    'EventsWrite',
    'EventsOrganizationsOwnRead',
    'ProductsRead',
    'UsersGuidesRead',
    'UsersAvatarsRead',
    'VendorsRead',
    'VendorsWrite',
    'ScanTicketRead',
    'ScanTicketWrite',
    'GenerateOfflineTicketsWrite',
    'VouchersRead',
    'VouchersWrite',
    'FeeRead',
    'FeeWrite',
    'PodwalksRead',
    'PayoutsRead',
    'RecommendationsRead',
    'RecommendationsWrite',
    'ShopAnalyticsRead',
    'ShopAnalyticsWrite',
    'VisitorFlowRead',
    'VisitorFlowWrite',
  ],
  OrganizationAdmin: [
    'UsersAdminRead',
    'UsersAdminWrite',
    'UsersGuidesRead',
    'UsersAvatarsRead',
    'AccessesAdminRead',
    'AccessesAdminWrite',
    'ConfigurationAdminRead',
    'ConfigurationAdminWrite',
    'VenuesRead',
    'VenuesWrite',
    'OrganizationsRead',
    'OrganizationsWrite',
  ],
  Guide: [
    'EventsOwnRead',
    'GuideCalendarRead',
    'GuideRequestsGuideEnabledRead',
    'GuideRequestsGuideRead',
    'GuideRequestsGuideWrite',
    'UsersAvatarsRead',
    'ScanTicketRead',
    'ScanTicketWrite',
  ],
  Support: [
    'SupportRead',
    'SupportWrite',
    'OrganizationsFoyerAdminRead',
    'OrganizationsRead',
    'OrdersRead',
    'EventsOrganizationsOwnRead',
    'UsersAdminRead',
    'UsersGuidesRead',
    'UsersAvatarsRead',
    'AccessesAdminRead',
    'ConfigurationAdminRead',
    'VenuesRead',
  ],
  FoyerAdmin: PERMISSIONS,
};
