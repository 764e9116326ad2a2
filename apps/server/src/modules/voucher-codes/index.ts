export {
  cancelVoucherCodesOfOrder,
  codePayingOrder,
  creditVoucherPayments,
  holdVoucherPayment,
  issueVoucherCodes,
  lockVoucherForPayment,
  settleVoucherPayments,
  voucherCodesOfOrder,
  voucherPayingOrder,
  voucherLastDay,
  takeBackVoucherCodesOfOrder,
  type SoldVoucherLine,
} from './voucher-codes.js';
export { limitingCodeGuesses } from './code-guessing.js';
export { displayVoucherCode } from './voucher-code-text.js';
export { voucherCodesRoutes } from './voucher-codes.routes.js';
