import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from './rate-limit.js';

describe('tooManyAttempts', () => {
  it('says one minute, or so many minutes, rounding the wait up, with Retry-After in seconds', () => {
    expect(tooManyAttempts(1).message).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttempts(60).message).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttempts(61).message).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttempts(900).message).toBe('Too many attempts. Try again in 15 minutes.');
    expect(tooManyAttempts(0.2)).toMatchObject({ code: 'rate_limited', headers: { 'retry-after': '1' } });
  });
});
