import { describe, expect, it } from 'vitest';
import { publicationOf } from './publishing.js';

describe('publicationOf', () => {
  const now = new Date('2027-01-01T12:00:00Z');
  it('publishes now, or when the publish time has passed', () => {
    expect(publicationOf(true, '2030-01-01T00:00:00Z', now)).toEqual({ status: 'Published', publishAt: null });
    expect(publicationOf(false, '2027-01-01T12:00:00Z', now)).toEqual({ status: 'Published', publishAt: null });
  });
  it('keeps a draft, waiting for a future publish time', () => {
    expect(publicationOf(false, '2027-01-02T08:00:00+01:00', now)).toEqual({
      status: 'Draft',
      publishAt: new Date('2027-01-02T07:00:00Z'),
    });
    expect(publicationOf(false, null, now)).toEqual({ status: 'Draft', publishAt: null });
  });
});
