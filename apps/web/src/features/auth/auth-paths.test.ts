import { describe, expect, it } from 'vitest';
import { checkEmailPath } from './auth-paths';

describe('checkEmailPath', () => {
  it('carries the address as one percent-encoded segment that decodes back to it', () => {
    expect(checkEmailPath('ida+test@museum.dk')).toBe('/check-email/ida%2Btest%40museum.dk');
    const segment = checkEmailPath('a/b?c#d@x.y').slice('/check-email/'.length);
    expect(segment).not.toMatch(/[/?#]/);
    expect(decodeURIComponent(segment)).toBe('a/b?c#d@x.y');
  });
});
