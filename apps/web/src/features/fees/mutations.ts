import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FeeCategory, feesApi, type TFeeWriteInput } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { feeKeys } from './queries';

function useInvalidateFees() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: feeKeys.all });
}

/** Adds or replaces the category's fee (one call for both). */
export function useSaveFee() {
  const invalidate = useInvalidateFees();
  return useMutation({
    mutationFn: ({ category, fee }: { category: FeeCategory; fee: TFeeWriteInput }) =>
      apiCall(feesApi.save, { params: { category }, body: fee }),
    onSuccess: invalidate,
  });
}

export function useDeleteFee() {
  const invalidate = useInvalidateFees();
  return useMutation({ mutationFn: (category: FeeCategory) => apiCall(feesApi.delete, { params: { category } }), onSuccess: invalidate });
}
