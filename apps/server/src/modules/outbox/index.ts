export {
  canceledDateRefundsOf,
  enqueueCanceledDateRefund,
  enqueueDateMoved,
  enqueueMail,
  enqueueNewOrderNotice,
  enqueueOrderConfirmation,
  enqueueWebhook,
  mailsOfOrder,
} from './outbox-queue.js';
export { startOutboxWorker } from './outbox.worker.js';
export type { DeliveryOutcome, OutboxRow } from './outbox.repository.js';
