import { describe, expect, it } from 'vitest';
import { scanPageSearchOf, scanPageStateOf } from './scan-page-params';

const ID = '3f1c2b9a-5d4e-4f6a-8b7c-9d0e1f2a3b4c';
const state = (query: string) => scanPageStateOf(new URLSearchParams(query));

describe('the scanner page’s address', () => {
  it('opens on scanning', () => {
    expect(state('')).toEqual({ mode: 'scan', admissions: null });
  });
  it('reads the event search back', () => {
    expect(state(`mode=event&event=${ID}&page=3&size=50&search=%20Ann%20`)).toEqual({
      mode: 'event',
      admissions: { eventId: ID, page: 3, size: 50, search: 'Ann' },
    });
  });
  it('falls back to the defaults for what makes no sense', () => {
    expect(state(`mode=radio&event=nope`)).toEqual({ mode: 'scan', admissions: null });
    expect(state(`mode=event&event=${ID}&page=0&size=7`).admissions).toEqual({ eventId: ID, page: 1, size: 20, search: undefined });
    expect(state(`mode=event&event=${ID}&page=abc&size=-1`).admissions).toMatchObject({ page: 1, size: 20 });
  });
  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(scanPageSearchOf({ mode: 'scan', admissions: null }).toString()).toBe('');
    const written = scanPageSearchOf({ mode: 'event', admissions: { eventId: ID, page: 1, size: 20, search: ' ' } });
    expect(written.toString()).toBe(`mode=event&event=${ID}`);
    const full = { mode: 'event' as const, admissions: { eventId: ID, page: 2, size: 30, search: 'Ann Berg' } };
    expect(scanPageStateOf(scanPageSearchOf(full))).toEqual(full);
  });
});
