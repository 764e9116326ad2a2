import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketsApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { orderKeys } from '../orders/queries';
import { ticketKeys } from './queries';
import type { ScanAction } from './scan-outcome';

export type ScanSource = 'camera' | 'typed';

/**
 * GET /api/tickets/scan as a mutation: each lookup is a fresh read at the door (a second scan of
 * the same number must show what happened since), never an answer from the cache.
 */
export function useLookupTicket() {
  return useMutation({
    mutationFn: ({ code, source }: { code: string; source: ScanSource }) =>
      apiCall(ticketsApi.scan, { query: { code: code.trim(), source } }),
  });
}

/**
 * Activate or Mark museum visit at the venue given (a combi ticket's museum); `overrideLaterDay`
 * when staff confirmed letting in a ticket for a later day. Afterwards the admission lists and the
 * orders' ticket statuses are read again.
 */
export function useScanAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketKeys.admissions() }),
      queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    ]);
  return useMutation({
    mutationFn: ({
      ticketId,
      action,
      venueId,
      overrideLaterDay,
    }: {
      ticketId: string;
      action: ScanAction;
      venueId: string | null;
      overrideLaterDay?: boolean;
    }) =>
      apiCall(ticketsApi[action], {
        params: { ticketId },
        body: { ...(venueId ? { venueId } : {}), ...(overrideLaterDay ? { overrideLaterDay: true } : {}) },
      }),
    onSettled: refresh,
  });
}
