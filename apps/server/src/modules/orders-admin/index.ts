export { getOrder } from './orders-admin.service.js';
export { ordersWorkbook } from './orders-workbook.js';
export { ordersAdminRoutes } from './orders-admin.routes.js';
export { refundCanceledDateOrder } from './canceled-date-refunds.service.js';
