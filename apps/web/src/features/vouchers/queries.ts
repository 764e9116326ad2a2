import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vouchersApi, type VoucherStatus } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

export interface VoucherListParams {
  page: number;
  size: number;
  status?: VoucherStatus;
  from?: string;
  to?: string;
}

/** Query keys of the vouchers feature; mutations invalidate `all`. */
export const voucherKeys = {
  all: ['vouchers'] as const,
  list: (params: VoucherListParams) => [...voucherKeys.all, 'list', params] as const,
  detail: (voucherId: string) => [...voucherKeys.all, 'detail', voucherId] as const,
  codes: (voucherId: string) => [...voucherKeys.all, 'codes', voucherId] as const,
};

export const voucherListQuery = (params: VoucherListParams) =>
  queryOptions({
    queryKey: voucherKeys.list(params),
    queryFn: () => apiCall(vouchersApi.list, { query: params }),
    placeholderData: keepPreviousData,
  });

export const voucherQuery = (voucherId: string) =>
  queryOptions({ queryKey: voucherKeys.detail(voucherId), queryFn: () => apiCall(vouchersApi.get, { params: { id: voucherId } }) });

export const useVoucherList = (params: VoucherListParams) => useQuery(voucherListQuery(params));
export const useVoucher = (voucherId: string) => useQuery(voucherQuery(voucherId));

/** The codes sold of a voucher, with what each has paid for. */
export const useVoucherCodes = (voucherId: string) =>
  useQuery({ queryKey: voucherKeys.codes(voucherId), queryFn: () => apiCall(vouchersApi.codes, { params: { id: voucherId } }) });
