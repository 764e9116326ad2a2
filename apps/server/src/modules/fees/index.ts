export { feeRules } from './fees.repository.js';
