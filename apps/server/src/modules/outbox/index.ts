export { enqueueMail, enqueueOrderConfirmation, enqueueWebhook } from './outbox-queue.js';
export { startOutboxWorker } from './outbox.worker.js';
export type { OutboxRow } from './outbox.repository.js';
