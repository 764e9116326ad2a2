import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsApi, type TAnalyticsIntegrationWriteInput } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { analyticsKeys } from './queries';

function useInvalidateAnalytics() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
}

export function useCreateAnalyticsIntegration() {
  const invalidate = useInvalidateAnalytics();
  return useMutation({
    mutationFn: (integration: TAnalyticsIntegrationWriteInput) => apiCall(analyticsApi.create, { body: integration }),
    onSuccess: invalidate,
  });
}

/** Saves the form, and switches an integration on or off from the list (the whole integration is sent). */
export function useUpdateAnalyticsIntegration() {
  const invalidate = useInvalidateAnalytics();
  return useMutation({
    mutationFn: ({
      analyticsIntegrationId,
      integration,
    }: {
      analyticsIntegrationId: string;
      integration: TAnalyticsIntegrationWriteInput;
    }) => apiCall(analyticsApi.update, { params: { analyticsIntegrationId }, body: integration }),
    onSuccess: invalidate,
  });
}

export function useDeleteAnalyticsIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (analyticsIntegrationId: string) => apiCall(analyticsApi.delete, { params: { analyticsIntegrationId } }),
    // The deleted integration's own query is dropped, not refetched (it would answer 404).
    onSuccess: (_, analyticsIntegrationId) => {
      queryClient.removeQueries({ queryKey: analyticsKeys.detail(analyticsIntegrationId) });
      return queryClient.invalidateQueries({ queryKey: analyticsKeys.list() });
    },
  });
}
