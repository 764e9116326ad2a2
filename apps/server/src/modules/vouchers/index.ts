export { findSellableVoucher, findVoucher, insertVoucher } from './voucher-lookups.js';
export { vouchersRoutes } from './vouchers.routes.js';
export type { VoucherRow } from './vouchers.repository.js';
