export { getOrder, orderRange } from './orders-admin.service.js';
// The list's statement, for bench:scale's bare-SQL ceiling (the same SQL the app sends).
export { searchOrders } from './order-search.repository.js';
export { ordersWorkbook } from './orders-workbook.js';
export { ordersAdminRoutes } from './orders-admin.routes.js';
