import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './user-list-params';

describe('user list address', () => {
  it('reads defaults and ignores what is not allowed', () => {
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, size: 20, search: '', role: null });
    expect(readListParams(new URLSearchParams('page=-2&size=1000&role=King'))).toEqual({ page: 1, size: 20, search: '', role: null });
  });

  it('round-trips the state it writes', () => {
    const params = { page: 3, size: 40, search: 'anna', role: 'Guide' as const };
    expect(writeListParams(params).toString()).toBe('q=anna&role=Guide&page=3&size=40');
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(writeListParams({ page: 1, size: 20, search: '', role: null }).toString()).toBe('');
  });
});
