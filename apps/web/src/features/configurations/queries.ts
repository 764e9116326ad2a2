import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TConfigurationItem } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';

/** Query keys of the configurations feature; mutations invalidate `all`. */
export const configurationKeys = {
  all: ['configuration'] as const,
  list: () => [...configurationKeys.all, 'list'] as const,
  item: (name: string) => [...configurationKeys.all, 'item', name] as const,
};

export const configurationListQuery = () =>
  queryOptions({ queryKey: configurationKeys.list(), queryFn: () => api.get<TConfigurationItem[]>('/api/configuration/list') });
export const configurationItemQuery = (name: string) =>
  queryOptions({
    queryKey: configurationKeys.item(name),
    queryFn: () => api.get<TConfigurationItem>(`/api/configuration/${encodeURIComponent(name)}`),
  });

export const useConfigurationList = () => useQuery(configurationListQuery());
export const useConfigurationItem = (name: string) => useQuery(configurationItemQuery(name));
