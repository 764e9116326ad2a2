import { queryOptions, useQuery } from '@tanstack/react-query';
import { configurationApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the configurations feature; mutations invalidate `all`. */
export const configurationKeys = {
  all: ['configuration'] as const,
  list: () => [...configurationKeys.all, 'list'] as const,
  item: (name: string) => [...configurationKeys.all, 'item', name] as const,
};

export const configurationListQuery = () =>
  queryOptions({ queryKey: configurationKeys.list(), queryFn: () => apiCall(configurationApi.list) });
export const configurationItemQuery = (name: string) =>
  queryOptions({
    queryKey: configurationKeys.item(name),
    queryFn: () => apiCall(configurationApi.get, { params: { name } }),
  });

export const useConfigurationList = () => useQuery(configurationListQuery());
export const useConfigurationItem = (name: string) => useQuery(configurationItemQuery(name));
