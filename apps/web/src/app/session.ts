import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { accessApi, admits, authApi, organizationsApi, type Access, type Permission } from '@foyer/contracts';
import { apiCall } from '../shared/api/api-client';
import { queryClient } from '../shared/api/query-client';
import { sessionLapse } from '../shared/api/session-lapse';

export const sessionKeys = {
  identity: ['session', 'identity'] as const,
  ownOrganization: ['session', 'own-organization'] as const,
  roles: ['session', 'roles'] as const,
};

export const identityQuery = {
  queryKey: sessionKeys.identity,
  queryFn: () => apiCall(authApi.identity),
  staleTime: 5 * 60_000,
};
export const ownOrganizationQuery = {
  queryKey: sessionKeys.ownOrganization,
  queryFn: () => apiCall(organizationsApi.own),
  staleTime: 5 * 60_000,
};
export const rolesQuery = { queryKey: sessionKeys.roles, queryFn: () => apiCall(accessApi.roles), staleTime: Infinity };

/** Loads what every private page needs before it is entered (SPEC §4 Session). */
export async function loadSession() {
  const identity = await queryClient.ensureQueryData(identityQuery);
  await Promise.all([queryClient.ensureQueryData(ownOrganizationQuery), queryClient.ensureQueryData(rolesQuery)]);
  return identity;
}

export const useIdentity = () => useSuspenseQuery(identityQuery).data;
export const useOwnOrganization = () => useQuery(ownOrganizationQuery).data;

export function usePermissions() {
  const identity = useIdentity();
  const granted = new Set<Permission>(identity.permissions);
  return {
    /** Whether an area's rule admits the user, the same test the API and the routes make. */
    can: (access: Access) => admits(access, { roles: identity.roles, permissions: granted }),
    granted,
  };
}

/** Clears everything cached for the signed-in user (SPEC §4: also when the logout call fails). */
export function clearLocalSession() {
  queryClient.clear();
  sessionLapse.forget();
  try {
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable; nothing to clear then.
  }
}
