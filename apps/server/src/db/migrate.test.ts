import { describe, expect, it } from 'vitest';
import { migrationFiles, migrationOrder, orderingKey } from './migrate.js';

describe('migration names', () => {
  it('every migration in the repository is well named and has an ordering key of its own', () => {
    const files = migrationFiles();
    expect(files[0]).toBe('0001_foundation.sql');
    expect(new Set(files.map(orderingKey)).size).toBe(files.length);
  });

  it('orders the old numbers first, then UTC timestamps, whatever the listing order', () => {
    expect(
      migrationOrder([
        '20261125T0900_guide_requests.sql',
        '0017_email_unique_per_organization.sql',
        '20261124T1830_vouchers.sql',
        '0002_events.sql',
      ]),
    ).toEqual([
      '0002_events.sql',
      '0017_email_unique_per_organization.sql',
      '20261124T1830_vouchers.sql',
      '20261125T0900_guide_requests.sql',
    ]);
  });

  it('refuses two migrations with one ordering key, as two branches adding one each would make', () => {
    expect(() => migrationOrder(['20261124T1830_vouchers.sql', '20261124T1830_memberships.sql'])).toThrow(
      'Migrations "20261124T1830_vouchers.sql" and "20261124T1830_memberships.sql" share the ordering key 20261124T1830',
    );
    expect(() => migrationOrder(['0018_vouchers.sql', '0018_memberships.sql'])).toThrow('share the ordering key 0018');
  });

  it('refuses a name that is neither an old number nor a real UTC time', () => {
    for (const name of [
      'vouchers.sql',
      '18_vouchers.sql',
      '2026-11-24_vouchers.sql',
      '20261124_vouchers.sql',
      '20261124T18_vouchers.sql',
      '20261324T1830_vouchers.sql',
      '20261131T1830_vouchers.sql',
      '20261124T2460_vouchers.sql',
      '20261124T1830_Vouchers.sql',
      '20261124T1830-vouchers.sql',
    ])
      expect(() => orderingKey(name), name).toThrow('is not named YYYYMMDDTHHMM_what.sql');
  });
});
