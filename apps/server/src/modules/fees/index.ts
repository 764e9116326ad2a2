export { feesRoutes } from './fees.routes.js';
export { feeRules } from './fees.repository.js';
