import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ORDER_DAYS, ORDER_STATUSES } from '@foyer/contracts';
import { rangeOf } from '../../shared/dates/date-presets';
import { isUnfiltered, readListState, writeListState, type ListState } from '../../shared/hooks/url-list-state';
import {
  DEFAULT_ORDER_RANGE,
  downloadPeriod,
  toOrderDownloadQuery,
  orderListAddress,
  orderedStatuses,
  toOrderListParams,
  type OrderFilters,
} from './order-list-params';
import { orderListQuery } from './queries';

const today = '2026-03-10';
const read = (query: string, limitFrom: string | null = null) =>
  readListState(new URLSearchParams(query), orderListAddress(today, limitFrom));
const write = (state: ListState<OrderFilters>, limitFrom: string | null = null) =>
  writeListState(state, orderListAddress(today, limitFrom));
const withStatuses = (statuses: OrderFilters['statuses']) => ({ ...read(''), filters: { ...read('').filters, statuses } });

describe('order list filters', () => {
  it('default to the last 90 days, every order staff may need (issue 12: EAN orders too), page 1 of 20', () => {
    const filters = read('');
    expect(filters).toEqual({
      page: 1,
      size: 20,
      search: '',
      filters: {
        statuses: ['Pending', 'Charged', 'CheckoutCompleted', 'Refunded'],
        range: { dateRange: 'LAST_90_DAYS', from: '2025-12-11', to: '2026-03-10' },
        post: null,
      },
    });
    expect(toOrderListParams(filters, today)).toEqual({
      page: 1,
      size: 20,
      status: ['Pending', 'Charged', 'CheckoutCompleted', 'Refunded'],
      from: '2025-12-11',
      to: '2026-03-10',
    });
    expect(write(filters).toString()).toBe('');
    expect(isUnfiltered(filters, orderListAddress(today, null))).toBe(true);
  });

  it('keep the default preset as long as the contract’s default days', () => {
    const { from, to } = rangeOf(DEFAULT_ORDER_RANGE, today);
    const days = (Date.parse(to!) - Date.parse(from!)) / 86_400_000 + 1;
    expect(days).toBe(DEFAULT_ORDER_DAYS);
  });

  it('round-trip through the address', () => {
    const query = 'search=Blixen&status=Payment+pending%2CCharged&range=CUSTOM&from=2026-01-01&to=2026-01-31&page=3&size=50';
    const filters = read(query);
    expect(filters).toEqual({
      page: 3,
      size: 50,
      search: 'Blixen',
      filters: {
        statuses: ['Payment pending', 'Charged'],
        range: { dateRange: 'CUSTOM', from: '2026-01-01', to: '2026-01-31' },
        post: null,
      },
    });
    expect(write(filters).toString()).toBe(query);
    expect(toOrderListParams(filters, today)).toEqual({
      page: 3,
      size: 50,
      status: ['Payment pending', 'Charged'],
      from: '2026-01-01',
      to: '2026-01-31',
      search: 'Blixen',
    });
    expect(isUnfiltered(filters, orderListAddress(today, null))).toBe(false);
  });

  it('keep the post filter in the address and send it to the list and the download', () => {
    const filters = read('post=toSend');
    expect(filters.filters.post).toBe('toSend');
    expect(write(filters).toString()).toBe('post=toSend');
    expect(toOrderListParams(filters, today)).toMatchObject({ post: 'toSend' });
    expect(toOrderDownloadQuery(filters, today)).toMatchObject({ from: '2025-12-11', to: '2026-03-10', post: 'toSend' });
    expect(isUnfiltered(filters, orderListAddress(today, null))).toBe(false);
    expect(read('post=sent').filters.post).toBe('sent');
    // An unknown value (an old or mistyped link) is every order.
    expect(read('post=later').filters.post).toBeNull();
    expect(toOrderListParams(read('post=later'), today)).not.toHaveProperty('post');
  });

  it('write statuses in the filter’s order and leave the default set out, whatever its order', () => {
    expect(write(withStatuses(['Refunded', 'CheckoutCompleted', 'Charged', 'Pending'])).toString()).toBe('');
    expect(write(withStatuses(['Refunded', 'Created'])).get('status')).toBe('Created,Refunded');
    expect(orderedStatuses(['Refunded', 'Nonsense', 'Charged', 'Charged'])).toEqual(['Charged', 'Refunded']);
  });

  it('ask for every status when none is chosen, since the API needs one', () => {
    const filters = withStatuses([]);
    const search = write(filters);
    expect(search.toString()).toBe('status=');
    expect(read(search.toString()).filters.statuses).toEqual([]);
    expect(toOrderListParams(filters, today).status).toEqual([...ORDER_STATUSES]);
  });

  it('ignore nonsense in the address', () => {
    const filters = read('status=Paid,&page=-2&size=7&range=SOON&search=' + 'x'.repeat(300));
    expect(filters.filters.statuses).toEqual(['Pending', 'Charged', 'CheckoutCompleted', 'Refunded']);
    expect(filters).toMatchObject({ page: 1, size: 20 });
    expect(filters.filters.range.dateRange).toBe('LAST_90_DAYS');
    expect(filters.search).toHaveLength(200);
    expect(read('range=CUSTOM&from=2026-02-30&to=soon').filters.range).toEqual({ dateRange: 'CUSTOM', from: null, to: null });
  });

  it('trim the search and leave an empty one out', () => {
    expect(toOrderListParams({ ...read(''), search: '  1042 ' }, today).search).toBe('1042');
    expect(toOrderListParams({ ...read(''), search: '   ' }, today)).not.toHaveProperty('search');
    expect(write({ ...read(''), search: '   ' }).toString()).toBe('');
  });

  it('honour the data-access limit: the last 90 days reaching before it turn custom from the limit', () => {
    const filters = read('', '2026-03-01');
    expect(filters.filters.range).toEqual({ dateRange: 'CUSTOM', from: '2026-03-01', to: '2026-03-10' });
    // That is the default for this user, so it stays out of the address.
    expect(write(filters, '2026-03-01').toString()).toBe('');
    expect(read('range=CUSTOM&from=2026-01-01', '2026-03-01').filters.range.from).toBe('2026-03-01');
  });
});

describe('orderListQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks GET /api/orders with the statuses as one comma-separated value, as the API documents, and the post filter', async () => {
    const fetch = vi.fn(async () => Response.json({ items: [], page: { number: 1, size: 20 }, total: 0 }));
    vi.stubGlobal('fetch', fetch);
    const params = toOrderListParams(read('status=Charged,Payment+pending&search=+ida+&post=toSend'), today);
    const query = orderListQuery(params);
    expect(query.queryKey).toEqual(['orders', 'list', params]);
    await query.queryFn!({} as never);
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders?page=1&size=20&status=Payment+pending%2CCharged&from=2025-12-11&to=2026-03-10&search=ida&post=toSend',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});

describe('downloadPeriod', () => {
  it('downloads the period the list shows', () => {
    expect(downloadPeriod(read('').filters, today)).toEqual(rangeOf('LAST_90_DAYS', today));
    expect(downloadPeriod(read('range=CUSTOM&from=2026-01-01&to=2026-01-31').filters, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
  it('ends an open period today and refuses one without a start or over 366 days', () => {
    expect(downloadPeriod(read('range=CUSTOM&from=2026-03-01').filters, today)).toEqual({ from: '2026-03-01', to: today });
    expect(downloadPeriod(read('range=CUSTOM&to=2026-03-01').filters, today)).toEqual({ problem: 'noStart' });
    expect(downloadPeriod(read('range=CUSTOM&from=2025-03-10&to=2026-03-10').filters, today)).toEqual({ from: '2025-03-10', to: today });
    expect(downloadPeriod(read('range=CUSTOM&from=2025-03-09&to=2026-03-10').filters, today)).toEqual({ problem: 'tooLong' });
  });
});

describe('toOrderDownloadQuery', () => {
  it('asks for what the list shows: its period, statuses and search', () => {
    const state = read('status=Charged,Refunded&search=%20hansen%20&range=CUSTOM&from=2026-01-01&to=2026-01-31');
    expect(toOrderDownloadQuery(state, today)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      status: 'Charged,Refunded',
      search: 'hansen',
    });
  });
  it('leaves the statuses to the server when every one is chosen, and keeps the period’s problems', () => {
    expect(toOrderDownloadQuery(read('status='), today)).toEqual(rangeOf('LAST_90_DAYS', today));
    expect(toOrderDownloadQuery(read('range=CUSTOM&to=2026-03-01'), today)).toEqual({ problem: 'noStart' });
  });
});
