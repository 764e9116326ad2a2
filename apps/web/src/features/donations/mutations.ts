import { useMutation, useQueryClient } from '@tanstack/react-query';
import { donationsApi, type DonationStatus, type TDonationWriteInput } from '@foyer/contracts';
import { apiCall, apiUpload } from '../../shared/api/api-client';
import { donationKeys } from './queries';

function useInvalidateDonations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: donationKeys.all });
}

export function useCreateDonation() {
  const invalidate = useInvalidateDonations();
  return useMutation({
    mutationFn: (donation: TDonationWriteInput) => apiCall(donationsApi.create, { body: donation }),
    onSuccess: invalidate,
  });
}

export function useUpdateDonation(donationId: string) {
  const invalidate = useInvalidateDonations();
  return useMutation({
    mutationFn: (donation: TDonationWriteInput & { updatedAt?: string }) =>
      apiCall(donationsApi.update, { params: { id: donationId }, body: donation }),
    onSuccess: invalidate,
  });
}

export function useSetDonationStatus(donationId: string) {
  const invalidate = useInvalidateDonations();
  return useMutation({
    mutationFn: (status: DonationStatus) => apiCall(donationsApi.setStatus, { params: { id: donationId }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (donationId: string) => apiCall(donationsApi.delete, { params: { id: donationId } }),
    // The edit page being left must not refetch into a 404: the list is refetched, details only marked stale.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: donationKeys.all, refetchType: 'none' })
        .then(() => queryClient.invalidateQueries({ queryKey: [...donationKeys.all, 'list'] })),
  });
}

export function useUploadDonationImage(donationId: string) {
  const invalidate = useInvalidateDonations();
  return useMutation({
    mutationFn: (file: File) => apiUpload(donationsApi.putImage, { params: { id: donationId } }, file),
    onSuccess: invalidate,
  });
}

export function useRemoveDonationImage(donationId: string) {
  const invalidate = useInvalidateDonations();
  return useMutation({ mutationFn: () => apiCall(donationsApi.deleteImage, { params: { id: donationId } }), onSuccess: invalidate });
}
