import { describe, expect, it } from 'vitest';
import {
  readEventFilters,
  readSeriesFilters,
  toEventListParams,
  toSeriesParams,
  writeEventFilters,
  writeSeriesFilters,
} from './event-list-params';

const today = '2026-03-10';

describe('event list filters', () => {
  it('default to Published and the next 90 days', () => {
    const filters = readEventFilters(new URLSearchParams(), today, null);
    expect(filters).toMatchObject({ page: 1, size: 20, status: 'Published', scope: 'All', eventType: null, venue: null, title: '' });
    expect(filters.range).toEqual({ dateRange: 'NEXT_90_DAYS', from: '2026-03-10', to: '2026-06-07' });
    expect(toEventListParams(filters, today)).toEqual({
      page: 1,
      size: 20,
      status: 'Published',
      scope: 'All',
      from: '2026-03-10',
      to: '2026-06-07',
    });
    expect(writeEventFilters(filters, today, null).toString()).toBe('');
  });

  it('honour the data-access limit', () => {
    const filters = readEventFilters(new URLSearchParams('range=LAST_30_DAYS'), today, '2026-03-01');
    expect(filters.range).toEqual({ dateRange: 'CUSTOM', from: '2026-03-01', to: '2026-03-10' });
    // The default NEXT_90_DAYS starts today, after the limit: kept as a preset.
    expect(readEventFilters(new URLSearchParams(), today, '2026-03-01').range.dateRange).toBe('NEXT_90_DAYS');
  });

  it('round-trip through the address and ignore nonsense', () => {
    const search = new URLSearchParams(
      'status=Draft&scope=Recurring&eventType=t1&venue=v1&title=Tour&range=CUSTOM&from=2026-01-01&page=3&size=50',
    );
    const filters = readEventFilters(search, today, null);
    expect(filters).toMatchObject({ status: 'Draft', scope: 'Recurring', eventType: 't1', venue: 'v1', title: 'Tour', page: 3, size: 50 });
    expect(filters.range).toEqual({ dateRange: 'CUSTOM', from: '2026-01-01', to: null });
    expect(Object.fromEntries(writeEventFilters(filters, today, null))).toEqual(Object.fromEntries(search));
    expect(toEventListParams(filters, today)).not.toHaveProperty('to');
    const junk = readEventFilters(new URLSearchParams('status=Open&scope=x&page=-2&size=7&range=SOON'), today, null);
    expect(junk).toMatchObject({ status: 'Published', scope: 'All', page: 1, size: 20 });
    expect(junk.range.dateRange).toBe('NEXT_90_DAYS');
  });
});

describe('series filters', () => {
  it('default to every status from today on', () => {
    const filters = readSeriesFilters(new URLSearchParams(), today, null);
    expect(filters).toEqual({ page: 1, size: 20, status: null, range: { dateRange: 'CUSTOM', from: today, to: null } });
    expect(toSeriesParams(filters, today)).toEqual({ page: 1, size: 20, from: today });
    expect(writeSeriesFilters(filters, today, null).toString()).toBe('');
  });
  it('keep a status and a preset', () => {
    const filters = readSeriesFilters(new URLSearchParams('status=Canceled&range=LAST_7_DAYS&page=2'), today, null);
    expect(toSeriesParams(filters, today)).toEqual({ page: 2, size: 20, status: 'Canceled', from: '2026-03-04', to: today });
    expect(writeSeriesFilters(filters, today, null).toString()).toBe('status=Canceled&range=LAST_7_DAYS&page=2');
  });
});
