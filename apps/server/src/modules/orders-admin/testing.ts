// For tests and benchmarks only (docs/architecture.md, "Module boundaries"): the orders list's own
// statement and its period, so bench:scale's bare-SQL ceiling is the SQL the app sends.
export { orderRange } from './orders-admin.service.js';
export { searchOrders, type OrderSearch } from './order-search.repository.js';
