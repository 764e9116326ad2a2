import { describe, expect, it } from 'vitest';
import type { TShopTicketType } from '@foyer/contracts';
import { checkTickets, fieldsToProblems, hasProblems, linesToAdd } from './ticket-rules';

const ticket = (id: string, age: 'Adult' | 'Underage', requireMinimumQuantity: number | null = null): TShopTicketType => ({
  id,
  names: { en: id },
  age,
  netPriceMinor: 8000,
  vatBasisPoints: 2500,
  totalPriceMinor: 10000,
  requireMinimumQuantity,
  soldOnline: true,
});
const adult = ticket('adult', 'Adult');
const child = ticket('child', 'Underage');
const group = ticket('group', 'Adult', 15);

describe('checkTickets (SPEC §5)', () => {
  it('asks for at least one ticket type', () => {
    expect(checkTickets([adult, child], {})).toEqual({ general: ['Select at least 1 ticket type to continue'], byTicket: {} });
    expect(checkTickets([adult, child], { adult: 0, child: 0 }).general).toEqual(['Select at least 1 ticket type to continue']);
  });

  it('does not sell underage tickets alone', () => {
    expect(checkTickets([adult, child], { child: 2 })).toEqual({ general: ["Tickets for underage can't be sold alone"], byTicket: {} });
    expect(hasProblems(checkTickets([adult, child], { child: 2, adult: 1 }))).toBe(false);
  });

  it('puts a minimum on its own line', () => {
    expect(checkTickets([adult, group], { group: 3 })).toEqual({
      general: [],
      byTicket: { group: 'Choose minimum (15) participants to continue' },
    });
    expect(hasProblems(checkTickets([adult, group], { group: 15 }))).toBe(false);
    // 0 of a type with a minimum is simply not chosen.
    expect(hasProblems(checkTickets([adult, group], { adult: 1, group: 0 }))).toBe(false);
  });

  it('refuses quantities outside 0..100', () => {
    expect(checkTickets([adult], { adult: 101 }).byTicket).toEqual({ adult: 'Invalid quantity' });
  });
});

describe('linesToAdd', () => {
  it('sends only lines above 0, in the event’s order', () => {
    expect(linesToAdd([adult, child, group], { group: 15, child: 0, adult: 2 })).toEqual([
      { ticketId: 'adult', quantity: 2 },
      { ticketId: 'group', quantity: 15 },
    ]);
  });
});

describe('fieldsToProblems', () => {
  it('puts the server’s line errors on the ticket types that were sent', () => {
    const sent = ['adult', 'group'];
    expect(fieldsToProblems({ 'event.items.1.quantity': 'Only 4 left', 'event.items': 'Sold out' }, sent)).toEqual({
      general: ['Sold out'],
      byTicket: { group: 'Only 4 left' },
    });
    expect(fieldsToProblems({ 'event.eventId': 'This event is no longer on sale' }, sent).general).toEqual([
      'This event is no longer on sale',
    ]);
    expect(fieldsToProblems({ 'event.items.7.quantity': 'Sold out' }, sent).general).toEqual(['Sold out']);
  });
});
