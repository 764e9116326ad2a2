export {
  configurationItem,
  PUBLIC_CONFIGURATION_TTL_MS,
  seedDefaultConfiguration,
  type PublicConfigurationCache,
} from './configuration.service.js';
export { configurationRoutes } from './configuration.routes.js';
