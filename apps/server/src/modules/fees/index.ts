export { feeRules } from './fees.repository.js';
export { feesRoutes } from './fees.routes.js';
