export * from './identity.js';
export * from './organizations.js';
export * from './outbox.js';
export * from './events.js';
export * from './event-drafts.js';
export * from './carts.js';
export * from './orders.js';
export * from './fees-and-analytics.js';
