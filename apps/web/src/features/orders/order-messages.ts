import { EAN_APPROVAL_MESSAGES, ORDER_MESSAGES, ORDER_TICKETS_MESSAGES, ORDERS_DOWNLOAD_MESSAGES, REFUND_MESSAGES } from '@foyer/contracts';
import type { MessageTable } from '../../shared/forms/server-messages';

/** What the orders pages say in the spec's English (SPEC §8), each with the key of its translation. */
export const ORDER_MESSAGE_TABLE: MessageTable = {
  [ORDER_MESSAGES.loadFailed]: 'orders.messages.loadFailed',
  // Refunds, resends and cancellations (ours where the spec has no wording).
  [REFUND_MESSAGES.notRefundable]: 'orders.messages.notRefundable',
  [REFUND_MESSAGES.policy]: 'orders.messages.policy',
  [REFUND_MESSAGES.used]: 'orders.messages.used',
  [REFUND_MESSAGES.expired]: 'orders.messages.expired',
  [REFUND_MESSAGES.canceled]: 'orders.messages.canceled',
  [REFUND_MESSAGES.notInOrder]: 'orders.messages.notInOrder',
  [REFUND_MESSAGES.nothingToRefund]: 'orders.messages.nothingToRefund',
  [REFUND_MESSAGES.providerFailed]: 'orders.messages.providerFailed',
  [REFUND_MESSAGES.notCancelable]: 'orders.messages.notCancelable',
  [REFUND_MESSAGES.awaitingApproval]: 'orders.messages.awaitingApproval',
  [REFUND_MESSAGES.notResendable]: 'orders.messages.notResendable',
  [EAN_APPROVAL_MESSAGES.notAwaiting]: 'orders.messages.notAwaitingApproval',
  [EAN_APPROVAL_MESSAGES.eventEnded]: 'orders.messages.approvalEventEnded',
  [ORDERS_DOWNLOAD_MESSAGES.park]: 'orders.download.park',
  [ORDERS_DOWNLOAD_MESSAGES.tooLong]: 'orders.download.tooLongServer',
  [ORDER_TICKETS_MESSAGES.none]: 'orders.tickets.noneToPrint',
  // The server's 404 of an order that is gone (lib/app-error notFound('Order')).
  'Order not found': 'orders.detail.notFound',
};
