import { describe, expect, it } from 'vitest';
import { byDay, monthGrid, monthOf, moveInGrid } from './calendar-grid';

describe('monthGrid', () => {
  it('lays a month out in weeks from Monday', () => {
    const november = monthGrid('2026-11');
    // 1 November 2026 is a Sunday.
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november[4]![6]).toBe('2026-11-29');
    expect(november[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows leap years and months starting on a Monday', () => {
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid('2027-02')[0]![0]).toBe('2027-02-01');
    expect(monthGrid('2027-02')).toHaveLength(4);
  });
});

describe('byDay', () => {
  it('groups occurrences by their local day, in time order', () => {
    const at = (date: string, time: string) => ({ id: `${date} ${time}`, start: { date, time } });
    const days = byDay([at('2026-11-29', '14:00'), at('2026-11-28', '16:00'), at('2026-11-28', '10:00')]);
    expect([...days.keys()]).toEqual(['2026-11-28', '2026-11-29']);
    expect(days.get('2026-11-28')!.map((o) => o.start.time)).toEqual(['10:00', '16:00']);
    expect(monthOf('2026-11-28')).toBe('2026-11');
  });
});

describe('moveInGrid (arrow keys in the month calendar)', () => {
  const november = monthGrid('2026-11');
  // Open: Tuesdays to Sundays, closed on Mondays (2, 9, 16, 23, 30 November).
  const open = new Set(
    november
      .flat()
      .filter((date): date is string => !!date)
      .filter((date) => new Date(`${date}T12:00:00Z`).getUTCDay() !== 1),
  );

  it('moves a day, skipping closed days', () => {
    expect(moveInGrid(november, open, '2026-11-10', 'ArrowRight')).toBe('2026-11-11');
    expect(moveInGrid(november, open, '2026-11-10', 'ArrowLeft')).toBe('2026-11-08');
    expect(moveInGrid(november, open, '2026-11-01', 'ArrowLeft')).toBeNull();
    expect(moveInGrid(november, open, '2026-11-29', 'ArrowRight')).toBeNull();
  });

  it('moves a week, to the same weekday', () => {
    expect(moveInGrid(november, open, '2026-11-10', 'ArrowDown')).toBe('2026-11-17');
    expect(moveInGrid(november, open, '2026-11-10', 'ArrowUp')).toBe('2026-11-03');
    expect(moveInGrid(november, open, '2026-11-03', 'ArrowUp')).toBeNull();
    expect(moveInGrid(november, open, '2026-11-24', 'ArrowDown')).toBeNull();
  });

  it('goes to the first and last open day of the week with Home and End', () => {
    expect(moveInGrid(november, open, '2026-11-12', 'Home')).toBe('2026-11-10');
    expect(moveInGrid(november, open, '2026-11-12', 'End')).toBe('2026-11-15');
    expect(moveInGrid(november, open, '2026-11-15', 'End')).toBeNull();
  });
});
