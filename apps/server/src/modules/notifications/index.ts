export { notificationsRoutes } from './notifications.routes.js';
export { newOrderRecipients, type NewOrderRecipients } from './new-order-recipients.js';
