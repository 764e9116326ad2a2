import { describe, expect, it } from 'vitest';
import { presetValue } from '../dates/date-presets';
import {
  filtersKey,
  isUnfiltered,
  oneOf,
  readDateRange,
  readListState,
  readPage,
  writeDateRange,
  writeListState,
  type ListAddress,
} from './url-list-state';

const COLOURS = ['red', 'blue'] as const;
type Colour = (typeof COLOURS)[number];

/** A list with a search box (q) and one filter (colour, default red). */
const address: ListAddress<{ colour: Colour }> = {
  searchParam: 'q',
  searchMaxLength: 10,
  readFilters: (search) => ({ colour: oneOf(COLOURS, search.get('colour'), 'red') }),
  writeFilters: (filters, search) => {
    if (filters.colour !== 'red') search.set('colour', filters.colour);
  },
};
const read = (query: string) => readListState(new URLSearchParams(query), address);

describe('list state in the address', () => {
  it('reads page 1 of 20 and the default filters from an empty address', () => {
    expect(read('')).toEqual({ page: 1, size: 20, search: '', filters: { colour: 'red' } });
  });

  it('ignores pages and sizes it does not offer, and unknown filter values', () => {
    expect(readPage(new URLSearchParams('page=0&size=25'))).toEqual({ page: 1, size: 20 });
    expect(readPage(new URLSearchParams('page=2.5&size=abc'))).toEqual({ page: 1, size: 20 });
    expect(read('page=-3&size=1000&colour=green')).toEqual({ page: 1, size: 20, search: '', filters: { colour: 'red' } });
    expect(readPage(new URLSearchParams('page=4&size=50'))).toEqual({ page: 4, size: 50 });
  });

  it('cuts a search longer than the box allows', () => {
    expect(read('q=abcdefghijklmnop').search).toBe('abcdefghij');
  });

  it('writes only what differs from the defaults, search and filters before the page', () => {
    const state = { page: 3, size: 40, search: ' anna ', filters: { colour: 'blue' as const } };
    expect(writeListState(state, address).toString()).toBe('q=anna&colour=blue&page=3&size=40');
    expect(read(writeListState(state, address).toString())).toEqual({ ...state, search: 'anna' });
    expect(writeListState({ page: 1, size: 20, search: '  ', filters: { colour: 'red' } }, address).toString()).toBe('');
  });

  it('has no search parameter for a list without a search box', () => {
    const noSearch = { ...address, searchParam: undefined };
    expect(readListState(new URLSearchParams('q=anna'), noSearch).search).toBe('');
    expect(writeListState({ page: 1, size: 20, search: 'anna', filters: { colour: 'red' } }, noSearch).toString()).toBe('');
  });

  it('tells a page change from a filter change', () => {
    const first = read('q=anna&page=2');
    expect(filtersKey(first, address)).toBe(filtersKey(read('q=anna&page=5&size=50'), address));
    expect(filtersKey(first, address)).not.toBe(filtersKey(read('q=anna&colour=blue&page=2'), address));
    expect(isUnfiltered(read('page=4'), address)).toBe(true);
    expect(isUnfiltered(read('colour=blue'), address)).toBe(false);
    expect(isUnfiltered(read('q=x'), address)).toBe(false);
  });
});

describe('date range in the address', () => {
  const today = '2026-03-10';
  const fallback = presetValue('NEXT_90_DAYS', today);
  const range = (query: string, limitFrom: string | null = null) => readDateRange(new URLSearchParams(query), today, limitFrom, fallback);

  it('is the fallback when missing or unknown', () => {
    expect(range('')).toBe(fallback);
    expect(range('range=SOMETIME')).toBe(fallback);
  });

  it('reads presets and custom dates, dropping invalid dates', () => {
    expect(range('range=LAST_7_DAYS')).toEqual({ dateRange: 'LAST_7_DAYS', from: '2026-03-04', to: '2026-03-10' });
    expect(range('range=CUSTOM&from=2026-01-01&to=2026-02-30')).toEqual({ dateRange: 'CUSTOM', from: '2026-01-01', to: null });
  });

  it('reads days given the wrong way round as the days between them', () => {
    expect(range('range=CUSTOM&from=2026-02-10&to=2026-01-05')).toEqual({ dateRange: 'CUSTOM', from: '2026-01-05', to: '2026-02-10' });
  });

  it('applies the data-access limit', () => {
    expect(range('range=LAST_30_DAYS', '2026-03-01')).toEqual({ dateRange: 'CUSTOM', from: '2026-03-01', to: '2026-03-10' });
  });

  it('writes nothing for the fallback, the preset or the custom dates otherwise', () => {
    const write = (value: Parameters<typeof writeDateRange>[1]) => {
      const search = new URLSearchParams();
      writeDateRange(search, value, fallback);
      return search.toString();
    };
    expect(write(fallback)).toBe('');
    expect(write(presetValue('TODAY', today))).toBe('range=TODAY');
    expect(write({ dateRange: 'CUSTOM', from: '2026-01-01', to: null })).toBe('range=CUSTOM&from=2026-01-01');
  });
});
