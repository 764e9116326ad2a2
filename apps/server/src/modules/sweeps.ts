import type { AppContext } from '../context.js';
import { publishDueEvents } from './events/event-publishing.sweep.js';
import { releaseLapsedCarts } from './carts/cart-holds.js';
import { releaseLapsedOrders } from './orders/order-settlement.js';

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
];
