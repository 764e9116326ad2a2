import { describe, expect, it } from 'vitest';
import {
  DATE_PRESETS,
  PAST_DATE_PRESETS,
  addDays,
  addMonths,
  applyLimitFrom,
  customValue,
  effectiveRange,
  isIsoDate,
  presetValue,
  rangeOf,
  startOfMonth,
  todayIn,
} from './date-presets';

describe('DATE_PRESETS', () => {
  it('lists Custom, Today, Yesterday, Last and Next 7/30/90 days in order (SPEC §9)', () => {
    expect(DATE_PRESETS).toEqual([
      'CUSTOM',
      'TODAY',
      'YESTERDAY',
      'LAST_7_DAYS',
      'LAST_30_DAYS',
      'LAST_90_DAYS',
      'NEXT_7_DAYS',
      'NEXT_30_DAYS',
      'NEXT_90_DAYS',
    ]);
  });
});

describe('rangeOf', () => {
  const today = '2025-06-15';

  it('covers single days for today and yesterday', () => {
    expect(rangeOf('TODAY', today)).toEqual({ from: '2025-06-15', to: '2025-06-15' });
    expect(rangeOf('YESTERDAY', today)).toEqual({ from: '2025-06-14', to: '2025-06-14' });
  });

  it('counts the last N days back from today, today included', () => {
    expect(rangeOf('LAST_7_DAYS', today)).toEqual({ from: '2025-06-09', to: '2025-06-15' });
    expect(rangeOf('LAST_30_DAYS', today)).toEqual({ from: '2025-05-17', to: '2025-06-15' });
    expect(rangeOf('LAST_90_DAYS', today)).toEqual({ from: '2025-03-18', to: '2025-06-15' });
  });

  it('counts the next N days on from today, today included', () => {
    expect(rangeOf('NEXT_7_DAYS', today)).toEqual({ from: '2025-06-15', to: '2025-06-21' });
    expect(rangeOf('NEXT_30_DAYS', today)).toEqual({ from: '2025-06-15', to: '2025-07-14' });
    expect(rangeOf('NEXT_90_DAYS', today)).toEqual({ from: '2025-06-15', to: '2025-09-12' });
  });

  it('crosses month and year boundaries', () => {
    expect(rangeOf('YESTERDAY', '2025-03-01')).toEqual({ from: '2025-02-28', to: '2025-02-28' });
    expect(rangeOf('YESTERDAY', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
    expect(rangeOf('YESTERDAY', '2026-01-01')).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(rangeOf('LAST_7_DAYS', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(rangeOf('LAST_90_DAYS', '2025-01-15')).toEqual({ from: '2024-10-18', to: '2025-01-15' });
    expect(rangeOf('NEXT_7_DAYS', '2025-12-29')).toEqual({ from: '2025-12-29', to: '2026-01-04' });
    expect(rangeOf('NEXT_30_DAYS', '2024-02-15')).toEqual({ from: '2024-02-15', to: '2024-03-15' });
    expect(rangeOf('NEXT_90_DAYS', '2025-11-30')).toEqual({ from: '2025-11-30', to: '2026-02-27' });
  });

  it('does not shift across daylight-saving changes', () => {
    expect(rangeOf('LAST_7_DAYS', '2025-03-31')).toEqual({ from: '2025-03-25', to: '2025-03-31' });
    expect(rangeOf('NEXT_7_DAYS', '2025-10-25')).toEqual({ from: '2025-10-25', to: '2025-10-31' });
  });

  it('gives CUSTOM no dates of its own', () => {
    expect(rangeOf('CUSTOM', today)).toEqual({ from: null, to: null });
  });

  it('refuses a today that is not a yyyy-MM-dd date', () => {
    expect(() => rangeOf('TODAY', '15-06-2025')).toThrow(RangeError);
  });
});

describe('applyLimitFrom (a lower data-access limit forces custom)', () => {
  const today = '2025-06-15';

  it('leaves the value alone without a limit', () => {
    const value = presetValue('LAST_90_DAYS', today);
    expect(applyLimitFrom(value, null, today)).toBe(value);
    expect(applyLimitFrom(value, undefined, today)).toBe(value);
  });

  it('keeps a preset that starts on or after the limit', () => {
    const value = presetValue('LAST_7_DAYS', today);
    expect(applyLimitFrom(value, '2025-06-09', today)).toBe(value);
    expect(applyLimitFrom(value, '2025-01-01', today)).toBe(value);
  });

  it('turns a preset starting before the limit into a custom range from the limit', () => {
    expect(applyLimitFrom(presetValue('LAST_90_DAYS', today), '2025-06-01', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-06-01',
      to: '2025-06-15',
    });
    expect(applyLimitFrom({ dateRange: 'LAST_30_DAYS', from: null, to: null }, '2025-06-10', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-06-10',
      to: '2025-06-15',
    });
  });

  it('keeps the range forwards when the whole preset lies before the limit', () => {
    expect(applyLimitFrom(presetValue('YESTERDAY', today), '2025-06-15', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-06-15',
      to: '2025-06-15',
    });
  });

  it('moves a custom start up to the limit, and fills an open start', () => {
    expect(applyLimitFrom({ dateRange: 'CUSTOM', from: '2025-01-01', to: '2025-12-31' }, '2025-03-01', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-03-01',
      to: '2025-12-31',
    });
    expect(applyLimitFrom({ dateRange: 'CUSTOM', from: null, to: null }, '2025-03-01', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-03-01',
      to: null,
    });
    expect(applyLimitFrom({ dateRange: 'CUSTOM', from: '2024-01-01', to: '2024-02-01' }, '2025-03-01', today)).toEqual({
      dateRange: 'CUSTOM',
      from: '2025-03-01',
      to: '2025-03-01',
    });
  });

  it('keeps a custom range inside the limit', () => {
    const value = { dateRange: 'CUSTOM' as const, from: '2025-04-01', to: '2025-04-30' };
    expect(applyLimitFrom(value, '2025-03-01', today)).toBe(value);
  });

  it('applies to initial values too', () => {
    expect(presetValue('LAST_90_DAYS', today, '2025-05-01')).toEqual({ dateRange: 'CUSTOM', from: '2025-05-01', to: '2025-06-15' });
    expect(presetValue('NEXT_90_DAYS', today, '2025-05-01')).toEqual({ dateRange: 'NEXT_90_DAYS', from: '2025-06-15', to: '2025-09-12' });
    expect(customValue('2025-01-01', today, today, '2025-05-01')).toEqual({ dateRange: 'CUSTOM', from: '2025-05-01', to: today });
  });
});

describe('effectiveRange', () => {
  it('follows the day for presets and keeps custom dates', () => {
    const kept = presetValue('TODAY', '2025-06-15');
    expect(effectiveRange(kept, '2025-06-16')).toEqual({ from: '2025-06-16', to: '2025-06-16' });
    expect(effectiveRange({ dateRange: 'CUSTOM', from: '2025-01-01', to: null }, '2025-06-16')).toEqual({ from: '2025-01-01', to: null });
  });
});

describe('calendar helpers', () => {
  it('checks yyyy-MM-dd dates strictly', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-13-01')).toBe(false);
    expect(isIsoDate('2025-6-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });

  it('adds days and months, clamping to the month end', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(startOfMonth('2025-06-15')).toBe('2025-06-01');
    // Payouts default (SPEC §9): start of last month to start of next month.
    expect(startOfMonth(addMonths('2025-01-20', -1))).toBe('2024-12-01');
    expect(startOfMonth(addMonths('2025-12-20', 1))).toBe('2026-01-01');
  });

  it("reads today's date in a time zone", () => {
    const lateEvening = new Date('2025-12-31T23:30:00Z');
    expect(todayIn('Europe/Copenhagen', lateEvening)).toBe('2026-01-01');
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-12-31');
    expect(todayIn(undefined, new Date('2025-06-14T22:30:00Z'))).toBe('2025-06-15');
  });
});

describe('PAST_DATE_PRESETS', () => {
  it('offers no days ahead, for what has already happened', () => {
    expect(PAST_DATE_PRESETS).toEqual(['CUSTOM', 'TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'LAST_90_DAYS']);
  });
});
