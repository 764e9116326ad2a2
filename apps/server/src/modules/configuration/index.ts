export { configurationItem, seedDefaultConfiguration } from './configuration.service.js';
export { configurationRoutes } from './configuration.routes.js';
