import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { MailPayload } from '../../db/schema/index.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { createMailTransport } from '../../lib/mail/mail-transport.js';
import { startSmtpCapture } from '../../test/smtp-capture.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../../test/factories.js';
import { outboxRepository } from './outbox.repository.js';
import { startOutboxWorker } from './outbox.worker.js';

describe('mail outbox', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const enqueue = (to: string) =>
    inPlatformScope(t.ctx.db, (tx) => outboxRepository.enqueueMail(tx, null, { to, subject: `For ${to}`, text: 'Hello' }));
  const rowsFor = (to: string) =>
    inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ status: string; attempts: number; last_error: string | null }>(
        tx,
        sql`select status, attempts, last_error from outbox where payload->>'to' = ${to}`,
      ),
    );

  it('keeps a mail whose delivery failed, with the error, and delivers it on a later attempt', async () => {
    const log = t.app.log;
    const unreachable = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', from: 'Foyer <no-reply@foyer.test>', log });
    await enqueue('retry@museum.test');
    const failing = startOutboxWorker({ ...t.ctx, mail: unreachable }, log, (row) => unreachable.deliver(row.payload as MailPayload));
    await failing.flush();
    await failing.stop();
    const [failed] = await rowsFor('retry@museum.test');
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.last_error).toMatch(/ECONNREFUSED/);
    expect(smtp.mailsTo('retry@museum.test')).toHaveLength(0);

    // Due again at once, as if the back-off had passed.
    await inPlatformScope(t.ctx.db, (tx) =>
      tx.execute(sql`update outbox set available_at = now() where payload->>'to' = 'retry@museum.test'`),
    );
    await t.flushOutbox();
    expect(await rowsFor('retry@museum.test')).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
    expect(smtp.mailsTo('retry@museum.test')).toHaveLength(1);
  });

  it('delivers each mail exactly once when two workers drain the queue together', async () => {
    const recipients = Array.from({ length: 24 }, (_, i) => `crowd-${i}@museum.test`);
    for (const to of recipients) await enqueue(to);
    const first = startOutboxWorker(t.ctx, t.app.log, (row) => t.ctx.mail.deliver(row.payload as MailPayload));
    const second = startOutboxWorker(t.ctx, t.app.log, (row) => t.ctx.mail.deliver(row.payload as MailPayload));
    await Promise.all([first.flush(), second.flush()]);
    await Promise.all([first.stop(), second.stop()]);
    for (const to of recipients) {
      expect(smtp.mailsTo(to), to).toHaveLength(1);
      expect((await rowsFor(to))[0]?.status).toBe('sent');
    }
  });

  it('hands a buyer’s mail over before a canceled date’s refunds queued earlier, and takes those a few at a time', async () => {
    const { orgId } = await signedInUser(t, ['Admin']);
    const refund = (n: number) =>
      inPlatformScope(t.ctx.db, (tx) =>
        outboxRepository.enqueueCanceledDateRefund(tx, orgId, {
          orderId: `00000000-0000-4000-a000-00000000000${n}`,
          orderNumber: String(100 + n),
          atDesk: false,
          occurrenceIds: [],
          scopeId: '00000000-0000-4000-a000-0000000000aa',
          requestedBy: '00000000-0000-4000-a000-0000000000bb',
        }),
      );
    for (let n = 1; n <= 6; n++) await refund(n);
    await enqueue('first-buyer@museum.test');
    const handed: string[] = [];
    // Each refund is a provider call; a second buyer pays while the first of them is under way.
    const worker = startOutboxWorker(t.ctx, t.app.log, async (row) => {
      if (row.kind === 'mail') {
        handed.push((row.payload as MailPayload).to);
        return t.ctx.mail.deliver(row.payload as MailPayload);
      }
      const { orderNumber } = row.payload as { orderNumber: string };
      handed.push(`refund ${orderNumber}`);
      if (orderNumber === '101') await enqueue('second-buyer@museum.test');
      return 'logged';
    });
    await worker.flush();
    await worker.stop();
    expect(handed).toEqual([
      'first-buyer@museum.test',
      'refund 101',
      'refund 102',
      'second-buyer@museum.test',
      'refund 103',
      'refund 104',
      'refund 105',
      'refund 106',
    ]);
    expect(smtp.mailsTo('second-buyer@museum.test')).toHaveLength(1);
  });

  it('keeps mails as "logged" when no SMTP server is configured', async () => {
    const logged = await createTestApp();
    try {
      await inPlatformScope(logged.ctx.db, (tx) =>
        outboxRepository.enqueueMail(tx, null, { to: 'kept@museum.test', subject: 'Kept', text: 'Hi' }),
      );
      await logged.flushOutbox();
      const rows = await inPlatformScope(logged.ctx.db, (tx) => queryRows<{ status: string }>(tx, sql`select status from outbox`));
      expect(rows).toEqual([{ status: 'logged' }]);
    } finally {
      await logged.close();
    }
  });
});
