import { describe, expect, it } from 'vitest';
import { countdownText, minuteMarkPassed, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('counts whole seconds to the expiry, never below 0', () => {
    expect(secondsLeft(now + 15 * 60_000, now)).toBe(900);
    expect(secondsLeft(now + 1_500, now)).toBe(2);
    expect(secondsLeft(now - 5_000, now)).toBe(0);
  });

  it('is 0 for an empty cart (expiresAt 0)', () => {
    expect(secondsLeft(0, now)).toBe(0);
  });

  it('never shows more than the hold time', () => {
    expect(secondsLeft(now + 15 * 60_000 + 2_000, now, 15)).toBe(900);
    expect(secondsLeft(now + 60_000, now, 15)).toBe(60);
  });
});

describe('countdownText', () => {
  it('reads mm:ss', () => {
    expect(countdownText(900)).toBe('15:00');
    expect(countdownText(61)).toBe('01:01');
    expect(countdownText(9)).toBe('00:09');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(90 * 60)).toBe('90:00');
    expect(countdownText(-3)).toBe('00:00');
  });
});

describe('minuteMarkPassed', () => {
  it('announces at 5 and 1 minutes only', () => {
    expect(minuteMarkPassed(301, 300)).toBe(5);
    expect(minuteMarkPassed(302, 299)).toBe(5);
    expect(minuteMarkPassed(61, 60)).toBe(1);
    expect(minuteMarkPassed(300, 299)).toBeNull();
    expect(minuteMarkPassed(600, 599)).toBeNull();
    expect(minuteMarkPassed(2, 0)).toBeNull();
  });
});
