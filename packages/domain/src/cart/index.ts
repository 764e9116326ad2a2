export * from './cart-rules.js';
export * from './cart-totals.js';
export * from './hold-expiry.js';
export * from './bucket-demand.js';
