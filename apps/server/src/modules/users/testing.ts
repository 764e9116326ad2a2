export { freshEmail, mailsTo, queuedMails, userBody } from './users.test-support.js';
