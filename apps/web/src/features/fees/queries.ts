import { queryOptions, useQuery } from '@tanstack/react-query';
import { feesApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the fees feature; mutations invalidate `all`. */
export const feeKeys = {
  all: ['fees'] as const,
  list: () => [...feeKeys.all, 'list'] as const,
};

// Two categories at most: the list (with the currency) serves the overview and both forms.
export const feesQuery = () => queryOptions({ queryKey: feeKeys.list(), queryFn: () => apiCall(feesApi.list) });

export const useFees = () => useQuery(feesQuery());
