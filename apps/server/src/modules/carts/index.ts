export { releaseIfLapsed, releaseLapsedCart, releaseLapsedCarts } from './cart-holds.js';
export { admissionOnSale, loadCartView, type CartOccurrence } from './cart-view.js';
export { reopenCartAndHoldAgain, reopenCartWithHolds } from './cart-reopen.js';
export { cartContentsOf, findCart, markCartCheckedOut } from './cart-lookups.js';
export type { CartRow } from './carts.repository.js';
export { cartsRoutes } from './carts.routes.js';
export { eventItemsOf, isEventItem, type CartItem, type CatalogueItem, type EventItem } from './cart-items.js';
