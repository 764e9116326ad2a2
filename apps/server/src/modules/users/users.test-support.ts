import type { MailPayload } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import type { TestApp } from '../../test/test-app.js';
import { recentOutboxRows } from '../outbox/testing.js';

/** Helpers shared by the users and notifications API tests. */

/** Mails queued in the outbox, newest first; the outbox spans organisations, so platform scope. */
export const queuedMails = (t: TestApp) => inPlatformScope(t.ctx.db, (tx) => recentOutboxRows(tx, 200));

/** Queued plain mails to `address`, their payload read as a mail. */
export const mailsTo = async (t: TestApp, address: string) =>
  (await queuedMails(t))
    .filter((row) => row.kind === 'mail' && (row.payload as MailPayload).to === address)
    .map((row) => ({ ...row, payload: row.payload as MailPayload }));

let counter = 0;
/** A fresh address per call, so tests never collide on the platform-wide unique email. */
export const freshEmail = (prefix = 'person') => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}@museum.test`;

/** A valid user body; override what the test is about. */
export const userBody = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail(),
  firstName: 'Nina',
  lastName: 'Newman',
  roles: ['Guide'],
  ...overrides,
});
