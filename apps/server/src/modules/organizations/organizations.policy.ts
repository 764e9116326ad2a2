import { grantedBy, ORGANIZATIONS_AREA, PARK_ORGANIZATION_ID, type Permission, ORGANIZATION_MESSAGES } from '@foyer/contracts';

type Permissions = ReadonlySet<Permission>;

/** Foyer's own administrators (SPEC §6's platform-admin permission). */
export const isPlatformAdmin = (permissions: Permissions) => grantedBy(ORGANIZATIONS_AREA.platformAdmin, permissions);

/** Platform staff (Support, FoyerAdmin) see every organisation; anyone else only their own. */
export const seesEveryOrganization = (permissions: Permissions) => grantedBy(ORGANIZATIONS_AREA.seeEvery, permissions);

/**
 * Whether the actor may read organisation `orgId`. When this is false the organisation answers
 * 404, so an id of another tenant cannot be probed.
 */
export function canSeeOrganization(permissions: Permissions, actorOrgId: string, orgId: string): boolean {
  if (seesEveryOrganization(permissions)) return true;
  return orgId === actorOrgId && grantedBy(ORGANIZATIONS_AREA.read, permissions);
}

/** Organisation admins edit their own organisation; platform admins any. */
export function canEditOrganization(permissions: Permissions, actorOrgId: string, orgId: string): boolean {
  if (isPlatformAdmin(permissions)) return true;
  return orgId === actorOrgId && grantedBy(ORGANIZATIONS_AREA.editOwn, permissions);
}

/**
 * Features are what Foyer sells (payouts…), so only a platform admin may change them. Leaving them
 * out, or sending them unchanged, is no change.
 */
export function refusesFeatureChange(
  permissions: Permissions,
  stored: { payouts: boolean },
  wanted: { payouts: boolean } | undefined,
): boolean {
  if (!wanted || isPlatformAdmin(permissions)) return false;
  return wanted.payouts !== stored.payouts;
}

export const DELETE_REFUSALS = {
  park: ORGANIZATION_MESSAGES.parkNotDeletable,
  current: ORGANIZATION_MESSAGES.currentNotDeletable,
  hasUsers: ORGANIZATION_MESSAGES.hasUsers,
  hasOrders: ORGANIZATION_MESSAGES.hasOrders,
} as const;

/**
 * Why an organisation may not be deleted, or null. The park organisation carries the partner
 * museums' combined tickets; deleting the actor's own would leave their session nowhere; live
 * users must be removed (or moved) first so nobody loses an account by accident; and one that has
 * taken orders keeps them (its accounts, its visitors' valid tickets), so it stays.
 */
export function deletionRefusal(input: { orgId: string; actorOrgId: string; liveUsers: number; hasOrders: boolean }): string | null {
  if (input.orgId === PARK_ORGANIZATION_ID) return DELETE_REFUSALS.park;
  if (input.orgId === input.actorOrgId) return DELETE_REFUSALS.current;
  if (input.liveUsers > 0) return DELETE_REFUSALS.hasUsers;
  if (input.hasOrders) return DELETE_REFUSALS.hasOrders;
  return null;
}

/** Names compare without case and surrounding spaces: "Art Museum" and "art museum " are the same organisation. */
export const sameOrganizationName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
