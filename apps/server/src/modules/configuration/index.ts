export { configurationRoutes } from './configuration.routes.js';
export { configurationItem } from './configuration.service.js';
