export { releaseLapsedOrders, releaseOrderHolds } from './order-settlement.js';
export { approveEanOrder, refuseEanOrder } from './ean-orders.js';
export { composeOrderConfirmation } from './order-confirmation.js';
export { buildTicketsPdf, orderTicketsPdfInput } from './order-tickets-pdf.js';
export { ticketsPdf } from './ticket-pdf.js';
export { applyRefund, queueRefundMail } from './refund-core.js';
export {
  disputeChangesOf,
  findOrder,
  insertOrder,
  insertOrderLines,
  orderLinesOf,
  orderPaymentBook,
  paymentsOfOrder,
  refundsOfOrder,
  setOrderStatus,
  settleRefund,
} from './order-records.js';
export type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository.js';
export type { RefundRow } from './refunds.repository.js';
export { ordersPublicRoutes } from './orders-public.routes.js';
