import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TConfigurationItem } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';
import { configurationKeys } from './queries';

function useInvalidateConfiguration() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: configurationKeys.all });
}

export function useCreateConfigurationItem() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: (item: TConfigurationItem) => api.post<TConfigurationItem>('/api/configuration', item),
    onSuccess: invalidate,
  });
}

export function useUpdateConfigurationItem() {
  const invalidate = useInvalidateConfiguration();
  return useMutation({
    mutationFn: ({ name, value }: TConfigurationItem) =>
      api.put<TConfigurationItem>(`/api/configuration/${encodeURIComponent(name)}`, { value }),
    onSuccess: invalidate,
  });
}

export function useDeleteConfigurationItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.delete(`/api/configuration/${encodeURIComponent(name)}`),
    // The deleted item's own query is dropped, not refetched (it would answer 404).
    onSuccess: (_, name) => {
      queryClient.removeQueries({ queryKey: configurationKeys.item(name) });
      return queryClient.invalidateQueries({ queryKey: configurationKeys.list() });
    },
  });
}
