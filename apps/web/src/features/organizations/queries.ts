import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/**
 * Query keys of the organisations feature; mutations invalidate `all`, which also covers the
 * switcher's ['organizations', 'names'].
 */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: () => [...organizationKeys.all, 'list'] as const,
  detail: (orgId: string) => [...organizationKeys.all, 'detail', orgId] as const,
};

/** Every organisation for platform staff; just the own one for anyone else. */
export const organizationsQuery = () => queryOptions({ queryKey: organizationKeys.list(), queryFn: () => apiCall(organizationsApi.list) });

export const useOrganizations = (enabled = true) => useQuery({ ...organizationsQuery(), enabled });
