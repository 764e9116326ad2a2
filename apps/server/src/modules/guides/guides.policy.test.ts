import { describe, expect, it } from 'vitest';
import { canGuide } from './guides.policy.js';

describe('guide policy', () => {
  it('assigns only Guides', () => {
    expect(canGuide(['Guide'])).toBe(true);
    expect(canGuide(['Admin'])).toBe(false);
  });
});
