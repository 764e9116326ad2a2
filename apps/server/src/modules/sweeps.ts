import type { AppContext } from '../context.js';
import { publishDueEvents } from './events/index.js';
import { releaseLapsedCarts } from './carts/index.js';
import { addUpOrderDayCounts, releaseLapsedOrders } from './orders/index.js';
import { expireEndedTickets } from './tickets/index.js';
import { forgetLapsedAttempts } from './auth/index.js';

export interface ModuleSweep {
  name: string;
  everyMs: number;
  sweep(ctx: AppContext): Promise<unknown>;
}

/** Periodic work each server process runs (see lib/sweeper.ts); a module adds one line here. */
export const MODULE_SWEEPS: ModuleSweep[] = [
  { name: 'scheduled-publishing', everyMs: 15_000, sweep: publishDueEvents },
  // Lapsed holds are also released lazily when a take fails; the sweep keeps counts honest for staff.
  { name: 'hold-expiry', everyMs: 30_000, sweep: releaseLapsedCarts },
  { name: 'unpaid-orders', everyMs: 30_000, sweep: releaseLapsedOrders },
  // The orders list's tally: what checkouts appended is added into the days' counts, so a count
  // reads a few hundred rows of changes at most rather than all since the start.
  { name: 'order-day-counts', everyMs: 30_000, sweep: addUpOrderDayCounts },
  // The scanner reads a ticket's expiry as of now; the sweep stores it for orders and reports.
  { name: 'ticket-expiry', everyMs: 5 * 60_000, sweep: expireEndedTickets },
  // Sign-in failures and rate-limit windows that have lapsed, which would otherwise pile up.
  { name: 'login-throttle-expiry', everyMs: 5 * 60_000, sweep: forgetLapsedAttempts },
];
