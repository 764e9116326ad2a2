import { describe, expect, it } from 'vitest';
import { readListState, writeListState } from '../../shared/hooks/url-list-state';
import { eventListAddress, seriesListAddress, toEventListParams, toSeriesParams } from './event-list-params';

const today = '2026-03-10';
const readEvents = (query: string, limitFrom: string | null = null) =>
  readListState(new URLSearchParams(query), eventListAddress(today, limitFrom));
const readSeries = (query: string) => readListState(new URLSearchParams(query), seriesListAddress(today, null));

describe('event list filters', () => {
  it('default to Published and the next 90 days', () => {
    const state = readEvents('');
    expect(state).toMatchObject({ page: 1, size: 20, search: '' });
    expect(state.filters).toMatchObject({ status: 'Published', scope: 'All', eventType: null, venue: null });
    expect(state.filters.range).toEqual({ dateRange: 'NEXT_90_DAYS', from: '2026-03-10', to: '2026-06-07' });
    expect(toEventListParams(state, today)).toEqual({
      page: 1,
      size: 20,
      status: 'Published',
      scope: 'All',
      from: '2026-03-10',
      to: '2026-06-07',
    });
    expect(writeListState(state, eventListAddress(today, null)).toString()).toBe('');
  });

  it('honour the data-access limit', () => {
    expect(readEvents('range=LAST_30_DAYS', '2026-03-01').filters.range).toEqual({
      dateRange: 'CUSTOM',
      from: '2026-03-01',
      to: '2026-03-10',
    });
    // The default NEXT_90_DAYS starts today, after the limit: kept as a preset.
    expect(readEvents('', '2026-03-01').filters.range.dateRange).toBe('NEXT_90_DAYS');
  });

  it('round-trip through the address and ignore nonsense', () => {
    const search = new URLSearchParams(
      'title=Tour&status=Draft&scope=Recurring&eventType=t1&venue=v1&range=CUSTOM&from=2026-01-01&page=3&size=50',
    );
    const state = readEvents(search.toString());
    expect(state).toMatchObject({ search: 'Tour', page: 3, size: 50 });
    expect(state.filters).toMatchObject({ status: 'Draft', scope: 'Recurring', eventType: 't1', venue: 'v1' });
    expect(state.filters.range).toEqual({ dateRange: 'CUSTOM', from: '2026-01-01', to: null });
    expect(writeListState(state, eventListAddress(today, null)).toString()).toBe(search.toString());
    expect(toEventListParams(state, today)).toMatchObject({ title: 'Tour' });
    expect(toEventListParams(state, today)).not.toHaveProperty('to');
    const junk = readEvents('status=Open&scope=x&page=-2&size=7&range=SOON');
    expect(junk).toMatchObject({ page: 1, size: 20 });
    expect(junk.filters).toMatchObject({ status: 'Published', scope: 'All' });
    expect(junk.filters.range.dateRange).toBe('NEXT_90_DAYS');
  });
});

describe('series filters', () => {
  it('default to every status from today on', () => {
    const state = readSeries('');
    expect(state).toEqual({
      page: 1,
      size: 20,
      search: '',
      filters: { status: null, range: { dateRange: 'CUSTOM', from: today, to: null } },
    });
    expect(toSeriesParams(state, today)).toEqual({ page: 1, size: 20, from: today });
    expect(writeListState(state, seriesListAddress(today, null)).toString()).toBe('');
  });
  it('keep a status and a preset', () => {
    const state = readSeries('status=Canceled&range=LAST_7_DAYS&page=2');
    expect(toSeriesParams(state, today)).toEqual({ page: 2, size: 20, status: 'Canceled', from: '2026-03-04', to: today });
    expect(writeListState(state, seriesListAddress(today, null)).toString()).toBe('status=Canceled&range=LAST_7_DAYS&page=2');
  });
});
