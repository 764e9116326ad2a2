import { queryOptions, useQuery } from '@tanstack/react-query';
import { accessApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the accesses feature; a save replaces `definition`, a stale save refetches it. */
export const accessKeys = {
  all: ['access'] as const,
  definition: () => [...accessKeys.all, 'definition'] as const,
};

export const accessDefinitionQuery = () =>
  queryOptions({ queryKey: accessKeys.definition(), queryFn: () => apiCall(accessApi.definition) });

export const useAccessDefinition = () => useQuery(accessDefinitionQuery());
