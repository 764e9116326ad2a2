import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vouchersApi, type TVoucherWriteInput, type VoucherStatus } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { voucherKeys } from './queries';

function useInvalidateVouchers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: voucherKeys.all });
}

export function useCreateVoucher() {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: (voucher: TVoucherWriteInput) => apiCall(vouchersApi.create, { body: voucher }),
    onSuccess: invalidate,
  });
}

export function useUpdateVoucher(voucherId: string) {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: (voucher: TVoucherWriteInput & { updatedAt?: string }) =>
      apiCall(vouchersApi.update, { params: { id: voucherId }, body: voucher }),
    onSuccess: invalidate,
  });
}

export function useSetVoucherStatus(voucherId: string) {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: (status: VoucherStatus) => apiCall(vouchersApi.setStatus, { params: { id: voucherId }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherId: string) => apiCall(vouchersApi.delete, { params: { id: voucherId } }),
    // The edit page being left must not refetch into a 404: the lists are refetched, details only marked stale.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: voucherKeys.all, refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: [...voucherKeys.all, 'list'] });
    },
  });
}

/** Cancels a sold code: what is left on it can no longer pay. */
export function useCancelVoucherCode(voucherId: string) {
  const invalidate = useInvalidateVouchers();
  return useMutation({
    mutationFn: (codeId: string) => apiCall(vouchersApi.cancelCode, { params: { id: voucherId, codeId } }),
    onSuccess: invalidate,
  });
}
