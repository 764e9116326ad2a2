export { analyticsRoutes } from './analytics.routes.js';
