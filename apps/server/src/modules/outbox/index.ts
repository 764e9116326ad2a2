export { enqueueMail, enqueueOrderConfirmation, enqueueWebhook, mailsOfOrder } from './outbox-queue.js';
export { startOutboxWorker } from './outbox.worker.js';
export type { OutboxRow } from './outbox.repository.js';
