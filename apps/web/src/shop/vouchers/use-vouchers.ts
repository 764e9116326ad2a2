import { shopApi } from '../api/shop-api';
import { keptList } from '../app/use-kept-list';

/** The gift vouchers on sale, read once per museum and language; a voucher's page reads them from here. */
export const useVouchers = keptList(shopApi.vouchers);
