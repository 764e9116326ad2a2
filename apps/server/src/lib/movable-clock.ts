/**
 * The clock of a server started for the end-to-end tests (FOYER_TEST_CLOCK=1): the wall clock,
 * moved on by what the tests ask, so a hold's minutes pass without a test waiting for them.
 * It only moves forward: time running backwards is nothing a real server sees.
 */
export interface MovableClock {
  now(): Date;
  advance(ms: number): Date;
}

export function movableClock(wall: () => number = Date.now): MovableClock {
  let ahead = 0;
  return {
    now: () => new Date(wall() + ahead),
    advance(ms) {
      ahead += Math.max(0, ms);
      return new Date(wall() + ahead);
    },
  };
}
