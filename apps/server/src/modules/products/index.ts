export { findSellableOffer } from './product-lookups.js';
export { productsRoutes } from './products.routes.js';
export type { ProductRow } from './products.repository.js';
