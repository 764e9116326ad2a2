import { endpoint } from '../common/endpoint.js';
import { ZEventIdParams } from '../events/event-lists.js';
import { ZVoucherIdParams } from '../vouchers/vouchers.js';
import { ZOfflineBuy, ZOfflineTickets, ZOfflineVoucherBuy } from './box-office.js';
import {
  ZCanceledRefunds,
  ZOrderDetail,
  ZOrderDownloadQuery,
  ZOrderIdPath,
  ZOrderRefundPath,
  ZOrderListQuery,
  ZOrderPage,
  ZOrderTicketsQuery,
  ZRefundRequest,
  ZRefuseOrder,
} from './orders.js';

const params = ZOrderIdPath;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** SPEC §2 /orders and /orders/{orderId}: the organisation's orders for its staff. */
export const ordersApi = {
  list: endpoint({ method: 'GET', path: '/api/orders', query: ZOrderListQuery, response: ZOrderPage }),
  get: endpoint({ method: 'GET', path: '/api/orders/:orderId', params, response: ZOrderDetail }),
  refund: endpoint({ method: 'POST', path: '/api/orders/:orderId/refund', params, body: ZRefundRequest, response: ZOrderDetail }),
  /** A refund the provider refused, asked again (OrdersWrite): the tickets were canceled with it, the money not yet back. */
  retryRefund: endpoint({
    method: 'POST',
    path: '/api/orders/:orderId/refunds/:refundId/retry',
    params: ZOrderRefundPath,
    response: ZOrderDetail,
  }),
  cancel: endpoint({ method: 'POST', path: '/api/orders/:orderId/cancel', params, response: ZOrderDetail }),
  /** SPEC §7: a spreadsheet named after the organisation and the dates. */
  download: endpoint({ method: 'GET', path: '/api/orders/download', query: ZOrderDownloadQuery, produces: [XLSX] }),
  tickets: endpoint({
    method: 'GET',
    path: '/api/orders/:orderId/tickets',
    params,
    query: ZOrderTicketsQuery,
    produces: ['application/pdf'],
  }),
  /** The order's gift vouchers still valid, a page a code with its QR, as the buyer got them by mail. */
  vouchers: endpoint({
    method: 'GET',
    path: '/api/orders/:orderId/vouchers',
    params,
    query: ZOrderTicketsQuery,
    produces: ['application/pdf'],
  }),
  approve: endpoint({ method: 'POST', path: '/api/orders/:orderId/approve', params, response: ZOrderDetail }),
  /** The reason, if staff give one, goes to the buyer in the refusal mail and stays in the order's history. */
  refuse: endpoint({ method: 'POST', path: '/api/orders/:orderId/refuse', params, body: ZRefuseOrder, response: ZOrderDetail }),
  resend: endpoint({ method: 'POST', path: '/api/orders/:orderId/resend', params, response: ZOrderDetail }),
  /** A posted order's tickets went in the post; DELETE takes the mark back (marked by mistake). */
  markSentByPost: endpoint({ method: 'POST', path: '/api/orders/:orderId/sentByPost', params, response: ZOrderDetail }),
  unmarkSentByPost: endpoint({ method: 'DELETE', path: '/api/orders/:orderId/sentByPost', params, response: ZOrderDetail }),
  /** A canceled event's or date's buyers refunded, each order by the outbox worker; GET: how far it has come. */
  refundBuyers: endpoint({ method: 'POST', path: '/api/events/:id/refund-buyers', params: ZEventIdParams, response: ZCanceledRefunds }),
  canceledRefunds: endpoint({ method: 'GET', path: '/api/events/:id/refund-buyers', params: ZEventIdParams, response: ZCanceledRefunds }),
};

/** SPEC §7 offline-buy and offline tickets: selling outside the web shop. */
export const boxOfficeApi = {
  offlineBuy: endpoint({
    method: 'POST',
    path: '/api/events/:id/offline-buy',
    params: ZEventIdParams,
    body: ZOfflineBuy,
    response: ZOrderDetail,
    status: 201,
  }),
  /** The printed tickets as a PDF; the order's id in `x-order-id`. */
  offlineTickets: endpoint({
    method: 'POST',
    path: '/api/events/:id/offline-tickets',
    params: ZEventIdParams,
    body: ZOfflineTickets,
    produces: ['application/pdf'],
    status: 201,
  }),
  /** Gift vouchers sold at the desk: the order with its codes. */
  offlineVoucherBuy: endpoint({
    method: 'POST',
    path: '/api/vouchers/:id/offline-buy',
    params: ZVoucherIdParams,
    body: ZOfflineVoucherBuy,
    response: ZOrderDetail,
    status: 201,
  }),
};
