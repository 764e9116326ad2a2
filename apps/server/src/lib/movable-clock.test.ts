import { describe, expect, it } from 'vitest';
import { movableClock } from './movable-clock.js';

describe('the end-to-end tests’ clock', () => {
  it('runs with the wall clock and moves on by what it is told, never back', () => {
    let wall = 1_000_000;
    const clock = movableClock(() => wall);
    expect(clock.now().getTime()).toBe(1_000_000);
    expect(clock.advance(61_000).getTime()).toBe(1_061_000);
    wall += 5;
    expect(clock.now().getTime()).toBe(1_061_005);
    clock.advance(-30_000);
    expect(clock.now().getTime()).toBe(1_061_005);
  });
});
