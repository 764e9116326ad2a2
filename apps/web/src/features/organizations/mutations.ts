import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationsApi, type TOrganizationUpdate, type TOrganizationWrite } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { sessionKeys } from '../../app/session';
import { organizationKeys } from './queries';

/** The header and navigation read the own organisation (name, payouts flag), so it is refreshed too. */
function useInvalidateOrganizations() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.ownOrganization }),
    ]);
}

export function useCreateOrganization() {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (organization: TOrganizationWrite) => apiCall(organizationsApi.create, { body: organization }),
    onSuccess: invalidate,
  });
}

export function useUpdateOrganization() {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: ({ orgId, organization }: { orgId: string; organization: TOrganizationUpdate }) =>
      apiCall(organizationsApi.update, { params: { orgId }, body: organization }),
    onSuccess: invalidate,
  });
}

export function useDeleteOrganization() {
  const invalidate = useInvalidateOrganizations();
  return useMutation({
    mutationFn: (orgId: string) => apiCall(organizationsApi.delete, { params: { orgId } }),
    onSuccess: invalidate,
  });
}
