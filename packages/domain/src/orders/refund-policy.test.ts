import { describe, expect, it } from 'vitest';
import { refundAllowed, refundDeadline } from './refund-policy.js';

const starts = new Date('2026-12-10T18:00:00Z');
const before = (ms: number) => new Date(starts.getTime() - ms);
const DAY = 24 * 60 * 60 * 1000;

describe('refund policies', () => {
  it('refunds up to the given days before the start, and not a moment later', () => {
    expect(refundDeadline('DAYS_7', starts)).toEqual(new Date('2026-12-03T18:00:00Z'));
    expect(refundAllowed('DAYS_7', starts, before(7 * DAY + 1))).toBe(true);
    expect(refundAllowed('DAYS_7', starts, before(7 * DAY))).toBe(false);
    expect(refundAllowed('DAYS_1', starts, before(DAY + 60_000))).toBe(true);
    expect(refundAllowed('DAYS_1', starts, before(DAY - 60_000))).toBe(false);
    expect(refundAllowed('DAYS_30', starts, before(31 * DAY))).toBe(true);
    expect(refundAllowed('DAYS_30', starts, before(29 * DAY))).toBe(false);
  });
  it('refunds an unspecified policy until the start', () => {
    expect(refundAllowed('UNSPECIFIED', starts, before(1))).toBe(true);
    expect(refundAllowed('UNSPECIFIED', starts, starts)).toBe(false);
  });
  it('never refunds under the no-refund policies', () => {
    expect(refundDeadline('NO_REFUNDS', starts)).toBeNull();
    expect(refundAllowed('NO_REFUNDS', starts, before(365 * DAY))).toBe(false);
    expect(refundAllowed('NO_REFUNDS_UNLESS_RESCHEDULED', starts, before(365 * DAY))).toBe(false);
  });
});
