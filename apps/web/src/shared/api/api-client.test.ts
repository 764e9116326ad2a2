import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './api-client';

describe('filenameFromDisposition', () => {
  it('takes the name the server gives, the encoded one first', () => {
    expect(filenameFromDisposition('attachment; filename="offline-tickets-1042.pdf"', 'x.pdf')).toBe('offline-tickets-1042.pdf');
    expect(filenameFromDisposition('attachment; filename="a.pdf"; filename*=UTF-8\'\'M%C3%B8ns%20Klint.pdf', 'x.pdf')).toBe(
      'Møns Klint.pdf',
    );
    expect(filenameFromDisposition('attachment; filename=plain.pdf', 'x.pdf')).toBe('plain.pdf');
  });
  it('falls back without a usable name, and keeps no folders', () => {
    expect(filenameFromDisposition(null, 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment', 'x.pdf')).toBe('x.pdf');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'x.pdf')).toBe('passwd');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.pdf')).toBe('x.pdf');
  });
});
