import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-client';
import { localizedError, localizedFields, localizeMessage, translateKeys } from './server-messages';

const t = (key: string) => `«${key}»`;
const table = { 'Name taken': 'x.nameTaken' };

describe('server messages', () => {
  it('translates known messages and keeps others', () => {
    expect(localizeMessage('Name taken', t, table)).toBe('«x.nameTaken»');
    expect(localizeMessage('Something else', t, table)).toBe('Something else');
  });
  it('translates field messages', () => {
    const error = new ApiError(409, 'conflict', 'Conflict', { name: 'Name taken', other: 'As is' });
    expect(localizedFields(error, t, table)).toEqual({ name: '«x.nameTaken»', other: 'As is' });
    expect(localizedFields(new Error('x'), t, table)).toEqual({});
  });
  it('gives the snackbar a translated text for a known 4xx, else the error', () => {
    expect(localizedError(new ApiError(409, 'conflict', 'Name taken'), t, table)).toBe('«x.nameTaken»');
    const unknown = new ApiError(409, 'conflict', 'Other');
    expect(localizedError(unknown, t, table)).toBe(unknown);
    const server = new ApiError(500, 'internal', 'Name taken');
    expect(localizedError(server, t, table)).toBe(server);
  });
  it('translates validator keys', () => {
    expect(translateKeys({ a: 'k.a' }, t)).toEqual({ a: '«k.a»' });
  });
});
