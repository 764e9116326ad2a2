import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationFiles } from './migrate.js';
import { emptyDatabase, folderWith } from './migrate.test-support.js';

const REFUND_POLICY = '20261130T2100_order_line_refund_policy.sql';

describe(`${REFUND_POLICY} keeps on each admission sold before it the policy it was sold under`, () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  const org = randomUUID();
  const event = randomUUID();
  const occurrence = randomUUID();
  const gone = randomUUID();
  const order = randomUUID();

  beforeAll(async () => {
    database = await emptyDatabase();
    await applyMigrations(database.runner, folderWith(migrationFiles().filter((file) => file < REFUND_POLICY)));
    const admission = (lineNo: number, occurrenceId: string) =>
      `insert into order_lines (org_id, order_id, line_no, kind, occurrence_id, ticket_type_id, bucket, quantity, unit_net_minor,
                                vat_basis_points, unit_gross_minor, event_names, ticket_names, starts_at, ends_at, time_zone, holder_names)
       values ('${org}', '${order}', ${lineNo}, 'Event', '${occurrenceId}', '${randomUUID()}', 'pool', 1, 100, 2500, 125,
               '{"en": "Concert"}', '{"en": "Adult"}', '2027-06-01 17:00Z', '2027-06-01 19:00Z', 'Europe/Copenhagen', '[]')`;
    await database.runner.exec(`
      insert into organizations (org_id, name) values ('${org}', 'Museum');
      insert into event_types (org_id, event_type_id, name) values ('${org}', '${randomUUID()}', 'Concert');
      insert into events (org_id, event_id, kind, status, visibility, names, event_type_id, languages, display, online_url, time_zone,
                          duration_minutes, experience, refund_policy, default_language, sale_mode, pool_capacity, schedule)
        select '${org}', '${event}', 'Single', 'Published', 'Public', '{"en": "Concert"}', event_type_id, '{en}', true, 'https://museum.test',
               'Europe/Copenhagen', 120, '{}', 'DAYS_7', 'en', 'POOL', 10, '{}'
          from event_types where org_id = '${org}';
      insert into occurrences (org_id, occurrence_id, event_id, starts_at, ends_at, local_date, all_day, status, overrides)
        values ('${org}', '${occurrence}', '${event}', '2027-06-01 17:00Z', '2027-06-01 19:00Z', '2027-06-01', false, 'Published', '{}');
      insert into orders (org_id, order_id, cart_id, status, holding, hold_expires_at, currency, total_net_minor, total_tax_minor,
                          total_gross_minor, consumer, language)
        values ('${org}', '${order}', '${randomUUID()}', 'Charged', false, now(), 'DKK', 300, 75, 375, '{"email": "a@b.test"}', 'en');
      ${admission(1, occurrence)};
      ${admission(2, gone)};
      insert into order_lines (org_id, order_id, line_no, kind, quantity, unit_net_minor, vat_basis_points, unit_gross_minor,
                               sellable_id, sellable_names, holder_names)
        values ('${org}', '${order}', 3, 'Donation', 1, 100, 0, 100, '${randomUUID()}', '{"en": "Roof"}', '[]');
    `);
    expect(await applyMigrations(database.runner)).toContain(REFUND_POLICY);
  });
  afterAll(() => database.close());

  it("copies the event's policy onto its admissions; a line of a date gone and a donation get none", async () => {
    const rows = await database.runner.query(`select line_no, refund_policy from order_lines where org_id = '${org}' order by line_no`);
    expect(rows).toEqual([
      { line_no: 1, refund_policy: 'DAYS_7' },
      { line_no: 2, refund_policy: null },
      { line_no: 3, refund_policy: null },
    ]);
  });
});
