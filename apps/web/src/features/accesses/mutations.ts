import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accessApi } from '@foyer/contracts';
import { apiCall, ApiError } from '../../shared/api/api-client';
import { sessionKeys } from '../../app/session';
import type { TAccessDefinitionUpdate } from './access-matrix';
import { accessKeys } from './queries';

export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.code === 'stale_version';

/**
 * Saves the matrix from the version it was loaded at. The answer is the new definition. When
 * another user saved first (409 stale_version, SPEC §6) the definition is reloaded, so the user
 * repeats their change on what is stored now.
 */
export function useSaveAccessDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TAccessDefinitionUpdate) => apiCall(accessApi.updateDefinition, { body: update }),
    onSuccess: (definition) => {
      queryClient.setQueryData(accessKeys.definition(), definition);
      // The user's own permissions may follow from the change.
      return queryClient.invalidateQueries({ queryKey: sessionKeys.identity });
    },
    onError: (error) => {
      if (isStaleVersion(error)) return queryClient.invalidateQueries({ queryKey: accessKeys.definition() });
      return undefined;
    },
  });
}
