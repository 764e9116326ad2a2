import { ordersWorkbook } from './orders-admin/index.js';
import { ticketsPdf, vouchersPdf } from './orders/index.js';

/**
 * The files built in worker threads (`file-builder.ts`), by name. Only the worker threads load
 * this list and the libraries behind it (pdfkit, qrcode, exceljs).
 */
export const FILE_TASKS = {
  ticketsPdf,
  vouchersPdf,
  ordersWorkbook,
};
