import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeeCategory, TFee, TFeeWriteInput } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';
import { feeKeys } from './queries';

function useInvalidateFees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feeKeys.all });
}

/** Adds or replaces the category's fee (one call for both). */
export function useSaveFee() {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: ({ category, fee }: { category: FeeCategory; fee: TFeeWriteInput }) => api.put<TFee>(`/api/fees/${category}`, fee),
    onSuccess: invalidate,
  });
}

export function useDeleteFee() {
  const invalidate = useInvalidateFees();
  return useMutation({ mutationFn: (category: FeeCategory) => api.delete(`/api/fees/${category}`), onSuccess: invalidate });
}
