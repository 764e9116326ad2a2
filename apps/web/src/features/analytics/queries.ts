import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the analytics feature; mutations invalidate `all`. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  list: () => [...analyticsKeys.all, 'list'] as const,
  detail: (analyticsIntegrationId: string) => [...analyticsKeys.all, 'detail', analyticsIntegrationId] as const,
};

export const analyticsIntegrationsQuery = () => queryOptions({ queryKey: analyticsKeys.list(), queryFn: () => apiCall(analyticsApi.list) });
export const analyticsIntegrationQuery = (analyticsIntegrationId: string) =>
  queryOptions({
    queryKey: analyticsKeys.detail(analyticsIntegrationId),
    queryFn: () => apiCall(analyticsApi.get, { params: { analyticsIntegrationId } }),
  });

export const useAnalyticsIntegrations = () => useQuery(analyticsIntegrationsQuery());
export const useAnalyticsIntegration = (analyticsIntegrationId: string) => useQuery(analyticsIntegrationQuery(analyticsIntegrationId));
