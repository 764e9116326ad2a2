export * from './shop-messages.js';
export * from './parent-messages.js';
export * from './consumer.js';
export * from './cart.js';
export * from './payments.js';
export * from './catalog.js';
export * from './fees.js';
export * from './analytics.js';
