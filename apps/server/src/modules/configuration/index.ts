export { configurationItem } from './configuration.service.js';
export { configurationRoutes } from './configuration.routes.js';
