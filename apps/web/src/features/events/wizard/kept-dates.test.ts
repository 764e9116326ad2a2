import { describe, expect, it } from 'vitest';
import { withKept } from './kept-dates';

const at = (iso: string) => new Date(iso);

describe('a series’ dates after an edit that kept some for their sales', () => {
  const scheduled = [
    { startsAt: at('2026-12-12T09:00:00Z'), endsAt: at('2026-12-12T10:00:00Z') },
    { startsAt: at('2026-12-12T11:00:00Z'), endsAt: at('2026-12-12T12:00:00Z') },
    { startsAt: at('2026-12-19T11:00:00Z'), endsAt: at('2026-12-19T12:00:00Z') },
  ];

  it('shows a kept date in place of the schedule’s of the same start, at its own times', () => {
    const shown = withKept(scheduled, [{ startsAt: '2026-12-12T11:00:00.000Z', endsAt: '2026-12-12T22:59:00.000Z' }]);
    expect(shown.map((date) => [date.startsAt.toISOString(), date.endsAt.toISOString(), date.kept ?? false])).toEqual([
      ['2026-12-12T09:00:00.000Z', '2026-12-12T10:00:00.000Z', false],
      ['2026-12-12T11:00:00.000Z', '2026-12-12T22:59:00.000Z', true],
      ['2026-12-19T11:00:00.000Z', '2026-12-19T12:00:00.000Z', false],
    ]);
  });

  it('puts a kept date the schedule no longer has among the others, by its start', () => {
    const shown = withKept(scheduled, [{ startsAt: '2026-12-13T14:00:00.000Z', endsAt: '2026-12-13T15:00:00.000Z' }]);
    expect(shown.map((date) => date.startsAt.toISOString())).toEqual([
      '2026-12-12T09:00:00.000Z',
      '2026-12-12T11:00:00.000Z',
      '2026-12-13T14:00:00.000Z',
      '2026-12-19T11:00:00.000Z',
    ]);
    expect(shown[2]!.kept).toBe(true);
  });

  it('is the schedule alone when nothing was kept', () => {
    expect(withKept(scheduled, [])).toEqual(scheduled);
  });
});
