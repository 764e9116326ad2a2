export { getOrder } from './orders-admin.service.js';
export { ordersWorkbook } from './orders-workbook.js';
