import { describe, expect, it, vi } from 'vitest';
import { staffingStatus } from './staffing.js';

describe('staffingStatus', () => {
  it('is Missing without guides or when all rejected', () => {
    expect(staffingStatus([])).toEqual({ kind: 'MISSING', color: 'gray' });
    expect(staffingStatus(['REJECTED', 'REJECTED']).kind).toBe('MISSING');
  });
  it('is Requested while nobody has accepted', () => {
    expect(staffingStatus(['REQUESTED', 'REJECTED'])).toEqual({ kind: 'REQUESTED', color: 'orange' });
  });
  it('is Accepted when every remaining guide accepted, admin confirmations included', () => {
    expect(staffingStatus(['ACCEPTED', 'CONFIRMED_BY_ADMIN', 'REJECTED'])).toEqual({ kind: 'ACCEPTED', color: 'green' });
  });
  it('counts "{0} of {1} accepted"', () => {
    expect(staffingStatus(['ACCEPTED', 'REQUESTED', 'REQUESTED', 'REJECTED'])).toEqual({
      kind: 'PARTLY_ACCEPTED',
      color: 'green',
      accepted: 1,
      total: 3,
    });
  });
  it('reports an unknown status and ignores it', () => {
    const onUnknown = vi.fn();
    expect(staffingStatus(['MAYBE', 'ACCEPTED'], onUnknown).kind).toBe('ACCEPTED');
    expect(onUnknown).toHaveBeenCalledWith('MAYBE');
  });
});
