export { configurationItem } from './configuration.service.js';
