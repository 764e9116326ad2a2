/**
 * What an order line (and a cart item) sells. SPEC §3 names the cart item types Event, Product
 * and Donation; a gift voucher, a membership and a request with payment are sold the same way
 * (issue 14). Only Event holds places.
 */
export const SALE_KINDS = ['Event', 'Donation', 'Voucher', 'Product', 'Membership', 'RequestWithPayment'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];
