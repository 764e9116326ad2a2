export {
  cancelVoucherCodesOfOrder,
  creditVoucherPayments,
  holdVoucherPayment,
  issueVoucherCodes,
  lockVoucherForPayment,
  settleVoucherPayments,
  voucherCodesOfOrder,
  voucherCodesUsedSince,
  type SoldVoucherLine,
} from './voucher-codes.js';
export { displayVoucherCode } from './voucher-code-text.js';
export { voucherCodesRoutes } from './voucher-codes.routes.js';
