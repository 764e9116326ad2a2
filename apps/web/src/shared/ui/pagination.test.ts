import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows from-to of a known total and disables the bounds', () => {
    expect(pageWindow(1, 20, 45, 20)).toEqual({ from: 1, to: 20, canGoBack: false, canGoForward: true });
    expect(pageWindow(3, 20, 45, 5)).toEqual({ from: 41, to: 45, canGoBack: true, canGoForward: false });
  });
  it('allows next while the total is unknown and the page is full', () => {
    expect(pageWindow(2, 20, null, 20).canGoForward).toBe(true);
    expect(pageWindow(2, 20, null, 7).canGoForward).toBe(false);
  });
  it('reads 0-0 on an empty page', () => {
    expect(pageWindow(1, 20, 0, 0)).toEqual({ from: 0, to: 0, canGoBack: false, canGoForward: false });
  });
});
