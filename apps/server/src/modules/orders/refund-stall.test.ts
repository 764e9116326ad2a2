import { describe, expect, it } from 'vitest';
import { REFUND_STALLS_AFTER_MS, isStalledRefund, stalledSince } from './refund-stall.js';

const now = new Date('2026-12-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('a refund left without the provider’s answer', () => {
  it('is stalled once Requested and untouched for ten minutes, not a moment before', () => {
    expect(isStalledRefund({ status: 'Requested', cause: null, updatedAt: ago(REFUND_STALLS_AFTER_MS) }, now)).toBe(true);
    expect(isStalledRefund({ status: 'Requested', cause: null, updatedAt: ago(REFUND_STALLS_AFTER_MS - 1) }, now)).toBe(false);
    expect(isStalledRefund({ status: 'Requested', cause: null, updatedAt: ago(60_000) }, now)).toBe(false);
  });

  it('is never one that was answered, nor a canceled date’s (its outbox row resumes it)', () => {
    const old = ago(24 * 3_600_000);
    expect(isStalledRefund({ status: 'Refunded', cause: null, updatedAt: old }, now)).toBe(false);
    expect(isStalledRefund({ status: 'Failed', cause: null, updatedAt: old }, now)).toBe(false);
    expect(isStalledRefund({ status: 'Requested', cause: 'eventCanceled', updatedAt: old }, now)).toBe(false);
  });

  it('names the last change a stalled refund may have had', () => {
    expect(stalledSince(now)).toEqual(ago(REFUND_STALLS_AFTER_MS));
  });
});
