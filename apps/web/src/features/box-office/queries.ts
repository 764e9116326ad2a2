import { useQuery } from '@tanstack/react-query';
import { vouchersApi } from '@foyer/contracts';
import { normalizeVoucherCode, VOUCHER_CODE_LENGTH } from '@foyer/domain';
import { apiCall } from '../../shared/api/api-client';

/**
 * A gift voucher code's balance as the desk types it: looked up once the whole code is there, so
 * the desk sees what it pays before the sale (the sale itself checks it again, locked).
 */
export function useVoucherCodeBalance(typed: string) {
  const code = normalizeVoucherCode(typed);
  return useQuery({
    queryKey: ['voucher-code', code],
    queryFn: () => apiCall(vouchersApi.balance, { params: { code } }),
    enabled: code.length === VOUCHER_CODE_LENGTH,
    retry: false,
  });
}
