export { releaseLapsedOrders, releaseOrderHolds } from './order-settlement.js';
export { addUpOrderDayCounts } from './order-day-counts.js';
export { approveEanOrder, refuseEanOrder } from './ean-orders.js';
export { composeOrderConfirmation } from './order-confirmation.js';
export { queueNewOrderNotices } from './new-order-notice.js';
export { queueDateMovedMails } from './date-moved-mails.js';
export { queueCanceledOnInvoiceMail } from './buyer-mails.js';
export { buildTicketsPdf, orderTicketsPdfInput } from './order-tickets-pdf.js';
export { ticketsPdf } from './ticket-pdf.js';
export { buildVouchersPdf, orderVouchersPdfInput } from './order-vouchers-pdf.js';
export { vouchersPdf } from './vouchers-pdf.js';
export { applyRefund, queueRefundMail } from './refund-core.js';
export {
  awaitingApprovalOn,
  disputeChangesOf,
  findOrder,
  hasAnyOrder,
  orderOfCartId,
  orderLinesOf,
  listedLinesOf,
  orderPaymentBook,
  paymentsOfOrder,
  refundsOfOrder,
  reopenRefund,
  setOrderStatus,
  setSentByPost,
  postChangesOf,
  settleRefund,
} from './order-records.js';
export type { ListedOrderLine, OrderRow } from './orders.repository.js';
export type { PaymentRow } from './payments.repository.js';
export {
  eventLinesOf,
  isEventLine,
  offerNameIn,
  type CatalogueLine,
  type EventLine,
  type NewOrderLine,
  type OrderLine,
} from './order-lines.js';
export { issueWhatWasSold, placeOrder, totalsOfLines, type NewOrder } from './order-placement.js';
export type { RefundRow } from './refunds.repository.js';
export { isStalledRefund } from './refund-stall.js';
export { ordersPublicRoutes } from './orders-public.routes.js';
