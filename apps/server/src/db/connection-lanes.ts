/**
 * Who waits for a pooled connection first when all are taken (issue 13). In a rush every
 * transaction queues for one of a few connections, and first come, first served puts a visitor's
 * add to cart (one short transaction, and the click that takes their places) behind payment
 * starts, return pages and the mail worker. Lanes let it go ahead:
 * - `first`: what a person waits on with nothing else to look at, in one short transaction (a
 *   visitor's add to cart, a scan at the door);
 * - `normal`: everything not put in a lane;
 * - `background`: the workers (mail, webhooks, sweeps), which nobody is watching.
 * So that no lane waits for ever, every FAIR_TURN-th connection handed out goes to whoever has
 * waited longest, whatever their lane.
 *
 * A lane is named where the work starts (a route, a worker) by giving the work a context whose
 * database is that lane's (`inConnectionLane` in context.ts), not through async context: Node 20's
 * AsyncLocalStorage, once used, puts a hook on every promise of the process (2 % of a checkout's
 * event loop samples in bench:checkout-steps' profile, none since).
 */
export type ConnectionLane = 'first' | 'normal' | 'background';

const LANES: readonly ConnectionLane[] = ['first', 'normal', 'background'];
export const FAIR_TURN = 4;

interface Waiter {
  arrived: number;
  admit: () => void;
}

export type ConnectionGate = ReturnType<typeof connectionGate>;

/** Lets at most `size` holders in at once; the others wait in their lanes. */
export function connectionGate(size: number) {
  const waiting: Record<ConnectionLane, Waiter[]> = { first: [], normal: [], background: [] };
  let inside = 0;
  let arrivals = 0;
  let handedOut = 0;

  const next = (): Waiter | undefined => {
    handedOut++;
    if (handedOut % FAIR_TURN === 0) {
      // The fair turn: the longest waiting of all lanes (each lane is in arrival order).
      let oldest: ConnectionLane | undefined;
      for (const lane of LANES) {
        const head = waiting[lane][0];
        if (head && (!oldest || head.arrived < waiting[oldest][0]!.arrived)) oldest = lane;
      }
      return oldest && waiting[oldest].shift();
    }
    for (const lane of LANES) if (waiting[lane].length > 0) return waiting[lane].shift();
    return undefined;
  };

  const leave = () => {
    const waiter = next();
    // A waiter takes the leaver's place; nobody waiting, the place is free.
    if (waiter) waiter.admit();
    else inside--;
  };

  return {
    /** Resolves when it is `lane`'s turn; call the answered function once, when done. */
    enter(lane: ConnectionLane): Promise<() => void> {
      let left = false;
      const once = () => {
        if (left) return;
        left = true;
        leave();
      };
      if (inside < size) {
        inside++;
        return Promise.resolve(once);
      }
      return new Promise((resolve) => waiting[lane].push({ arrived: arrivals++, admit: () => resolve(once) }));
    },
    /** How many wait in each lane (tests, diagnostics). */
    waitingIn: (lane: ConnectionLane) => waiting[lane].length,
  };
}
