import { describe, expect, it } from 'vitest';
import { localMinutes } from './local-minutes.js';

const intl = (timeZone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });

describe('local minutes as Intl writes them', () => {
  it.each(['Europe/Copenhagen', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'])(
    'agrees with Intl in %s around its daylight-saving changes and across a year',
    (zone) => {
      const ours = localMinutes(zone);
      const theirs = intl(zone);
      const instants: number[] = [];
      // Every 7 minutes through two years: each change, and both sides of it, several times.
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000 + 13_000) instants.push(ms);
      // And the minutes right around the EU's and the US's changes in 2026.
      for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)])
        for (let ms = change - 3_600_000; ms <= change + 3_600_000; ms += 59_000) instants.push(ms);
      const differing = instants.filter((ms) => ours(new Date(ms)) !== theirs.format(ms));
      expect(differing.map((ms) => new Date(ms).toISOString())).toEqual([]);
    },
  );

  it('writes the minute an instant falls in, never rounding up', () => {
    expect(localMinutes('Europe/Copenhagen')(new Date('2026-11-27T13:59:59.999Z'))).toBe('2026-11-27 14:59');
    expect(localMinutes('Europe/Copenhagen')(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02 00:00');
  });
});
