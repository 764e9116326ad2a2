import { describe, expect, it } from 'vitest';
import type { TicketRow } from '../tickets/index.js';
import type { OrderLine } from './order-lines.js';
import { ticketsWorth } from './refund-core.js';

const line = (lineNo: number, unitGrossMinor: number) => ({ lineNo, unitGrossMinor }) as OrderLine;
const ticket = (ticketId: string, lineNo: number, status: TicketRow['status'] = 'NOT_ACTIVATED') =>
  ({ ticketId, lineNo, status }) as TicketRow;

/** Which tickets a refund made at the provider stands for. */
describe('ticketsWorth', () => {
  const lines = [line(1, 12_500), line(2, 5_000)];
  const valid = [ticket('a1', 1), ticket('a2', 1), ticket('c1', 2)];

  it('takes every ticket left when the amount is the rest of the order (fees included)', () => {
    expect(ticketsWorth(valid, lines, 31_000, 31_000)).toEqual(['a1', 'a2', 'c1']);
  });

  it('takes the last unused tickets whose prices make up the amount exactly', () => {
    expect(ticketsWorth(valid, lines, 12_500, 31_000)).toEqual(['a2']);
    expect(ticketsWorth(valid, lines, 17_500, 31_000)).toEqual(['a2', 'c1']);
  });

  it('prefers unused tickets over ones already let in', () => {
    const mixed = [ticket('a1', 1), ticket('a2', 1, 'ACTIVATED')];
    expect(ticketsWorth(mixed, lines, 12_500, 25_000 + 1)).toEqual(['a1']);
  });

  it('cancels nothing when no tickets add up to the amount (a goodwill refund)', () => {
    expect(ticketsWorth(valid, lines, 3_000, 31_000)).toEqual([]);
    expect(ticketsWorth(valid, lines, 13_000, 31_000)).toEqual([]);
  });
});
