import { describe, expect, it } from 'vitest';
import { localWallClock, spreadsheetDateTime } from './local-time.js';

const intl = (timeZone: string) => new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' });
/** A wall clock as "yyyy-MM-dd HH:mm", as sv-SE writes it. */
const written = (wallClock: number) => new Date(wallClock).toISOString().slice(0, 16).replace('T', ' ');

describe('the local wall clock as Intl reads it', () => {
  it.each(['Europe/Copenhagen', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'])(
    'agrees with Intl in %s around its daylight-saving changes and across a year',
    (zone) => {
      const ours = localWallClock(zone);
      const theirs = intl(zone);
      const instants: number[] = [];
      // Every 7 minutes through two years: each change, and both sides of it, several times.
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000 + 13_000) instants.push(ms);
      // And the minutes right around the EU's and the US's changes in 2026.
      for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2026, 2, 8, 7), Date.UTC(2026, 10, 1, 6)])
        for (let ms = change - 3_600_000; ms <= change + 3_600_000; ms += 59_000) instants.push(ms);
      const differing = instants.filter((ms) => written(ours(new Date(ms))) !== theirs.format(ms));
      expect(differing.map((ms) => new Date(ms).toISOString())).toEqual([]);
    },
  );

  it('is the minute an instant falls in, never rounded up', () => {
    expect(written(localWallClock('Europe/Copenhagen')(new Date('2026-11-27T13:59:59.999Z')))).toBe('2026-11-27 14:59');
    expect(written(localWallClock('Europe/Copenhagen')(new Date('2026-07-01T22:00:00Z')))).toBe('2026-07-02 00:00');
  });
});

describe('a wall clock as a spreadsheet’s date and time', () => {
  it('counts days from Excel’s day 0, the time of day as the fraction', () => {
    // Excel's own serials: 1 is 1900-01-01 (its day 0 is 1899-12-30, past its leap-year quirk), 25569 is 1970-01-01.
    expect(spreadsheetDateTime(Date.UTC(1970, 0, 1))).toBe(25_569);
    expect(spreadsheetDateTime(Date.UTC(1900, 2, 1))).toBe(61);
    expect(spreadsheetDateTime(Date.UTC(2026, 10, 27, 18, 0))).toBe(46_353.75);
  });
});
