import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOLD_MINUTES,
  EMPTY_CART_EXPIRES_AT,
  cartExpiresAt,
  countdownText,
  holdExpiresAt,
  holdSecondsRemaining,
  isHoldExpired,
} from './hold-expiry.js';

const heldAt = Date.parse('2027-03-27T10:00:00Z');

describe('holdExpiresAt', () => {
  it('holds for 15 minutes by default', () => {
    expect(DEFAULT_HOLD_MINUTES).toBe(15);
    expect(holdExpiresAt(heldAt).toISOString()).toBe('2027-03-27T10:15:00.000Z');
    expect(holdExpiresAt(new Date(heldAt)).toISOString()).toBe('2027-03-27T10:15:00.000Z');
  });

  it("follows the organisation's setting", () => {
    expect(holdExpiresAt(heldAt, 30).toISOString()).toBe('2027-03-27T10:30:00.000Z');
    expect(holdExpiresAt(heldAt, 1).toISOString()).toBe('2027-03-27T10:01:00.000Z');
  });

  it('counts real minutes across a daylight-saving change', () => {
    // Copenhagen moves from 02:00 to 03:00 on 2027-03-28; a hold is still 15 minutes long.
    const before = Date.parse('2027-03-28T00:55:00Z');
    expect(holdExpiresAt(before).getTime() - before).toBe(15 * 60_000);
  });

  it.each([0, -5, 1.5, 24 * 60 + 1, Number.NaN])('refuses %s hold minutes', (minutes) => {
    expect(() => holdExpiresAt(heldAt, minutes)).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => holdExpiresAt(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('expiry and countdown', () => {
  const expiresAt = holdExpiresAt(heldAt);
  const at = (offsetMs: number) => expiresAt.getTime() + offsetMs;

  it('has expired from the expiry instant on', () => {
    expect(isHoldExpired(expiresAt, at(-1))).toBe(false);
    expect(isHoldExpired(expiresAt, at(0))).toBe(true);
    expect(isHoldExpired(expiresAt, at(1))).toBe(true);
    expect(isHoldExpired(expiresAt, heldAt)).toBe(false);
  });

  it('counts whole seconds up, and 0 exactly when expired', () => {
    expect(holdSecondsRemaining(expiresAt, heldAt)).toBe(900);
    expect(holdSecondsRemaining(expiresAt, at(-1_000))).toBe(1);
    expect(holdSecondsRemaining(expiresAt, at(-1))).toBe(1);
    expect(holdSecondsRemaining(expiresAt, at(-1_001))).toBe(2);
    expect(holdSecondsRemaining(expiresAt, at(0))).toBe(0);
  });

  it('never goes negative', () => {
    expect(holdSecondsRemaining(expiresAt, at(60_000))).toBe(0);
    expect(holdSecondsRemaining(EMPTY_CART_EXPIRES_AT, heldAt)).toBe(0);
  });

  it('agrees with isHoldExpired at every boundary', () => {
    for (const offset of [-1_001, -1_000, -999, -1, 0, 1, 999]) {
      expect(holdSecondsRemaining(expiresAt, at(offset)) === 0).toBe(isHoldExpired(expiresAt, at(offset)));
    }
  });

  it('shows the countdown as m:ss', () => {
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(69)).toBe('1:09');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-3)).toBe('0:00');
  });
});

describe('cartExpiresAt', () => {
  it('is 0 for a cart without holds', () => {
    expect(cartExpiresAt([])).toBe(0);
  });
  it('is the earliest hold', () => {
    expect(cartExpiresAt([holdExpiresAt(heldAt + 60_000), holdExpiresAt(heldAt), heldAt + 20 * 60_000])).toBe(heldAt + 15 * 60_000);
  });
});
