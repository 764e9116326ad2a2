import { queryOptions, useQuery } from '@tanstack/react-query';
import { donationsApi, type DonationStatus } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Query keys of the donations feature; mutations invalidate `all`. */
export const donationKeys = {
  all: ['donations'] as const,
  list: (status?: DonationStatus) => [...donationKeys.all, 'list', status ?? 'all'] as const,
  detail: (donationId: string) => [...donationKeys.all, 'detail', donationId] as const,
};

export const donationsQuery = (status?: DonationStatus) =>
  queryOptions({ queryKey: donationKeys.list(status), queryFn: () => apiCall(donationsApi.list, { query: status ? { status } : {} }) });

export const donationQuery = (donationId: string) =>
  queryOptions({ queryKey: donationKeys.detail(donationId), queryFn: () => apiCall(donationsApi.get, { params: { id: donationId } }) });

export const useDonations = (status?: DonationStatus) => useQuery(donationsQuery(status));
export const useDonation = (donationId: string) => useQuery(donationQuery(donationId));
