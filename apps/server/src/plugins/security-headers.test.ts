import { describe, expect, it } from 'vitest';
import { originAllowed } from './security-headers.js';

describe('which page may change things', () => {
  const live = { publicUrl: 'https://tickets.museum.example' };
  const local = { publicUrl: 'http://localhost:3000' };

  it('admits our own origin and calls that are not from a browser page', () => {
    expect(originAllowed(live, 'https://tickets.museum.example', 'same-origin')).toBe(true);
    expect(originAllowed(live, undefined, undefined)).toBe(true);
    expect(originAllowed(live, undefined, 'none')).toBe(true);
  });

  it('refuses another site, by its Origin or, without one, by Sec-Fetch-Site', () => {
    expect(originAllowed(live, 'https://evil.example', 'cross-site')).toBe(false);
    expect(originAllowed(live, 'null', 'cross-site')).toBe(false);
    expect(originAllowed(live, undefined, 'cross-site')).toBe(false);
    expect(originAllowed(live, undefined, 'same-site')).toBe(false);
    // A local port is another site once we are served from a real address.
    expect(originAllowed(live, 'http://localhost:5173', 'cross-site')).toBe(false);
  });

  it('admits another local port while we run on localhost (the Vite dev server)', () => {
    expect(originAllowed(local, 'http://localhost:5173', 'same-site')).toBe(true);
    expect(originAllowed(local, 'http://127.0.0.1:5173', 'cross-site')).toBe(true);
    expect(originAllowed(local, 'https://evil.example', 'cross-site')).toBe(false);
  });
});
