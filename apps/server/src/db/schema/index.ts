export * from './identity.js';
export * from './organizations.js';
export * from './outbox.js';
