export { notificationsRoutes } from './notifications.routes.js';
