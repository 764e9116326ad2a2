import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configurationApi, type TConfigurationItem } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { configurationKeys } from './queries';

function useInvalidateConfiguration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: configurationKeys.all });
}

export function useCreateConfigurationItem() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (item: TConfigurationItem) => apiCall(configurationApi.create, { body: item }),
    onSuccess: invalidate,
  });
}

export function useUpdateConfigurationItem() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: ({ name, value }: TConfigurationItem) => apiCall(configurationApi.update, { params: { name }, body: { value } }),
    onSuccess: invalidate,
  });
}

export function useDeleteConfigurationItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiCall(configurationApi.delete, { params: { name } }),
    // The deleted item's own query is dropped, not refetched (it would answer 404).
    onSuccess: (_, name) => {
      queryClient.removeQueries({ queryKey: configurationKeys.item(name) });
      return queryClient.invalidateQueries({ queryKey: configurationKeys.list() });
    },
  });
}
