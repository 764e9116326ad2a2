import { describe, expect, it } from 'vitest';
import { ZScanAction, parseTicketNumber, ticketNumberOf } from './scanning.js';

describe('ticket numbers', () => {
  it('reads back the number it writes', () => {
    expect(ticketNumberOf('100042', 2)).toBe('100042-2');
    expect(parseTicketNumber(ticketNumberOf(100042, 2))).toEqual({ orderNumber: '100042', position: 2 });
  });

  it('forgives spaces a person types', () => {
    expect(parseTicketNumber(' 100042 - 12 ')).toEqual({ orderNumber: '100042', position: 12 });
    expect(parseTicketNumber('100042–2')).toEqual({ orderNumber: '100042', position: 2 });
    expect(parseTicketNumber('100042 \u2212 2')).toEqual({ orderNumber: '100042', position: 2 });
    expect(parseTicketNumber('100042 2')).toEqual({ orderNumber: '100042', position: 2 });
    expect(parseTicketNumber('100042_2')).toBeNull();
  });

  it('is not a code or anything else', () => {
    expect(parseTicketNumber('q0aZ-9xYwV3bT1cR_8uLnA')).toBeNull();
    expect(parseTicketNumber('100042')).toBeNull();
    expect(parseTicketNumber('100042-0')).toBeNull();
    expect(parseTicketNumber('100042-2-3')).toBeNull();
  });
});

describe('scan actions', () => {
  it('take no body as an empty one', () => {
    expect(ZScanAction.parse(undefined)).toEqual({});
    expect(ZScanAction.parse(null)).toEqual({});
    expect(ZScanAction.safeParse({ venueId: 'main' }).success).toBe(false);
  });
});
