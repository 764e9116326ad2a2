import type { MailPayload } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import type { TestApp } from '../../test/test-app.js';
import { outboxRepository } from './outbox.repository.js';

/** Helpers for tests that look at what the outbox queued (the users and notifications API tests). */

/** Mails queued in the outbox, newest first; the outbox spans organisations, so platform scope. */
export const queuedMails = (t: TestApp) => inPlatformScope(t.ctx.db, (tx) => outboxRepository.listRecent(tx, 200));

/** Queued plain mails to `address`, their payload read as a mail. */
export const mailsTo = async (t: TestApp, address: string) =>
  (await queuedMails(t))
    .filter((row) => row.kind === 'mail' && (row.payload as MailPayload).to === address)
    .map((row) => ({ ...row, payload: row.payload as MailPayload }));
