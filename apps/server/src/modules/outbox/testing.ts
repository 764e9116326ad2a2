/** What other modules' tests read of the outbox: the mails it queued. */
export { mailsTo, queuedMails } from './outbox.test-support.js';
