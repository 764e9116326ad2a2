import { describe, expect, it } from 'vitest';
import { downloadPercent } from './download-progress';

describe('download progress', () => {
  it('is a whole percent of a known size, never above 100', () => {
    expect(downloadPercent(0, 200)).toBe(0);
    expect(downloadPercent(199, 200)).toBe(99);
    expect(downloadPercent(200, 200)).toBe(100);
    // A compressed answer can count more bytes than its stated length.
    expect(downloadPercent(300, 200)).toBe(100);
  });

  it('is unknown without a size', () => {
    expect(downloadPercent(5000, null)).toBeNull();
    expect(downloadPercent(5000, 0)).toBeNull();
  });
});
