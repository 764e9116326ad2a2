import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationFiles } from './migrate.js';
import { emptyDatabase, folderWith } from './migrate.test-support.js';

const ORDER_MAILS = '20261130T1800_order_mails.sql';

describe(`${ORDER_MAILS} names the order of the refund and refusal mails queued before it`, () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const org = randomUUID();
  const refunded = randomUUID();
  const refused = randomUUID();
  const posted = randomUUID();

  beforeAll(async () => {
    database = await emptyDatabase();
    const before = migrationFiles().filter((file) => file < ORDER_MAILS);
    await applyMigrations(database.runner, folderWith(before));
    const order = (orderId: string, status: string, email: string, extra = '') =>
      `insert into orders (org_id, order_id, cart_id, status, holding, hold_expires_at, currency, total_net_minor, total_tax_minor,
                           total_gross_minor, consumer, language${extra ? ', approval_decided_at, sent_by_post_at' : ''})
       values ('${org}', '${orderId}', '${randomUUID()}', '${status}', false, now(), 'DKK', 100, 25, 125,
               '{"email": "${email}", "firstName": "A"}', 'da'${extra})`;
    const mail = (to: string, at: string) =>
      `insert into outbox (org_id, kind, payload, status, attempts, available_at, created_at, sent_at)
       values ('${org}', 'mail', '{"to": "${to}", "subject": "s", "text": "t"}', 'sent', 1, ${at}, ${at}, ${at})`;
    await database.runner.exec(`
      insert into organizations (org_id, name) values ('${org}', 'Museum');
      ${order(refunded, 'Refunded', 'ada@lovelace.test')};
      insert into refunds (org_id, refund_id, order_id, amount_minor, ticket_ids, status, created_at, updated_at)
        values ('${org}', '${randomUUID()}', '${refunded}', 125, '{}', 'Refunded', '2026-11-02 10:00Z', '2026-11-02 10:00Z');
      ${mail('Ada@Lovelace.test', "'2026-11-02 10:00Z'")};
      -- A sign-in mail to someone else at the same moment is about no order.
      ${mail('staff@museum.test', "'2026-11-02 10:00Z'")};
      ${order(refused, 'Canceled', 'school@skole.test', ", '2026-11-03 09:00Z', null")};
      ${mail('school@skole.test', "'2026-11-03 09:00Z'")};
      -- Marked sent by post after 20261130T1600 ran, as if its copy had found nothing.
      ${order(posted, 'Charged', 'post@museum.test', ", null, '2026-11-04 08:00Z'")};
    `);
    expect(await applyMigrations(database.runner)).toContain(ORDER_MAILS);
  });
  afterAll(() => database.close());

  it('links each to its order by the transaction it was written in, and nothing else', async () => {
    const rows = await database.runner.query(
      `select payload->>'to' as "to", payload->>'orderId' as "orderId", payload->>'orderMail' as "orderMail"
         from outbox order by payload->>'to'`,
    );
    expect(rows).toEqual([
      { to: 'Ada@Lovelace.test', orderId: refunded, orderMail: 'order-refund' },
      { to: 'school@skole.test', orderId: refused, orderMail: 'order-refused' },
      { to: 'staff@museum.test', orderId: null, orderMail: null },
    ]);
  });

  it('copies a posted mark that has no change yet, once', async () => {
    const changes = await database.runner.query(`select order_id, change from order_post_changes where org_id = '${org}'`);
    expect(changes).toEqual([{ order_id: posted, change: 'sent' }]);
  });
});
