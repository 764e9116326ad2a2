export { findProduct, findSellableOffer, insertProduct, offerNameFor, offerNamesOf } from './product-lookups.js';
export { productsRoutes } from './products.routes.js';
export type { ProductFields, ProductRow } from './products.repository.js';
export { cancelProductAccessesOfOrder, issueProductAccesses, productAccessesOfOrder, type SoldProductLine } from './product-access.js';
