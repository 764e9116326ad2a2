import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-client';
import { isInvalidLink } from './auth-errors';

describe('isInvalidLink', () => {
  it('recognises a refused link', () => {
    expect(isInvalidLink(new ApiError(400, 'validation_failed', 'Invalid', { password: 'x', token: 'This link is invalid' }))).toBe(true);
    expect(isInvalidLink(new ApiError(400, 'validation_failed', 'Invalid', { password: 'x' }))).toBe(false);
    expect(isInvalidLink(new ApiError(500, 'internal', 'Server error'))).toBe(false);
    expect(isInvalidLink(new Error('x'))).toBe(false);
  });
});
