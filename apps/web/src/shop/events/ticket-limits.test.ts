import { describe, expect, it } from 'vitest';
import { maxFor, withinWhatIsLeft } from './ticket-limits';

const ADULT = { id: 'adult' };
const CHILD = { id: 'child' };
const pool = (available: number | null) => ({ available, tickets: [] });

describe('how many tickets a visitor can choose', () => {
  it('caps a line at what is left, and at 100 (SPEC §9) when nothing limits it', () => {
    expect(maxFor(ADULT, pool(7))).toBe(7);
    expect(maxFor(ADULT, pool(null))).toBe(100);
    expect(maxFor(ADULT, { available: 9, tickets: [{ id: 'adult', available: 3, soldOut: false }] })).toBe(3);
    expect(maxFor(ADULT, { available: 9, tickets: [{ id: 'adult', available: 3, soldOut: true }] })).toBe(0);
  });

  it('brings a choice down to what is left after the dates were read again', () => {
    const { chosen, most } = withinWhatIsLeft([ADULT, CHILD], { adult: 4 }, pool(2));
    expect(chosen).toEqual({ adult: 2, child: 0 });
    expect(most).toEqual({ adult: 2, child: 0 });
  });

  it('shares a pool between types in the page’s order, and lets no stepper go past what the others leave', () => {
    expect(withinWhatIsLeft([ADULT, CHILD], { adult: 2, child: 3 }, pool(3))).toEqual({
      chosen: { adult: 2, child: 1 },
      most: { adult: 2, child: 1 },
    });
    expect(withinWhatIsLeft([ADULT, CHILD], { adult: 1 }, pool(5)).most).toEqual({ adult: 5, child: 4 });
    expect(withinWhatIsLeft([ADULT, CHILD], { adult: 150, child: 1 }, pool(null))).toEqual({
      chosen: { adult: 100, child: 1 },
      most: { adult: 100, child: 100 },
    });
  });

  it('keeps counts of a type’s own apart from the pool', () => {
    const occurrence = {
      available: 5,
      tickets: [
        { id: 'adult', available: 4, soldOut: false },
        { id: 'child', available: 1, soldOut: false },
      ],
    };
    expect(withinWhatIsLeft([ADULT, CHILD], { adult: 4, child: 3 }, occurrence)).toEqual({
      chosen: { adult: 4, child: 1 },
      most: { adult: 4, child: 1 },
    });
  });
});
