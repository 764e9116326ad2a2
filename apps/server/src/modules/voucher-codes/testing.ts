export { museumWithVoucher } from './voucher-sale.test-support.js';
