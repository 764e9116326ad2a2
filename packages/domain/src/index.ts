export * from './money.js';
export * from './zoned-time.js';
export * from './recurrence.js';
export * from './staffing.js';
export * from './duration.js';
export * from './availability.js';
export * from './publishing.js';
export * from './cart/index.js';
