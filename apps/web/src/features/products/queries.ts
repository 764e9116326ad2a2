import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the products feature; mutations invalidate `all`. */
export const productKeys = {
  all: ['products'] as const,
  list: () => [...productKeys.all, 'list'] as const,
};

export const productsQuery = () => queryOptions({ queryKey: productKeys.list(), queryFn: () => apiCall(productsApi.list, { query: {} }) });

export const useProducts = () => useQuery(productsQuery());
