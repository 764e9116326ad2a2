import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './typed-day';

describe('parseTypedDay', () => {
  it('reads a typed date day first, as the fields show it', () => {
    expect(parseTypedDay('01-12-2026')).toBe('2026-12-01');
    expect(parseTypedDay('25-12-2027')).toBe('2027-12-25');
    expect(parseTypedDay(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseTypedDay('24/12/2026')).toBe('2026-12-24');
  });
  it('reads an ISO date as one', () => {
    expect(parseTypedDay('2027-12-25')).toBe('2027-12-25');
  });
  it('names no day while the text is none, or half typed', () => {
    expect(parseTypedDay('31-11-2026')).toBeNull();
    expect(parseTypedDay('29-02-2027')).toBeNull();
    expect(parseTypedDay('29-02-2028')).toBe('2028-02-29');
    expect(parseTypedDay('12-13-2026')).toBeNull();
    expect(parseTypedDay('25-12-20')).toBeNull();
    expect(parseTypedDay('25-12')).toBeNull();
    expect(parseTypedDay('December 25')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
