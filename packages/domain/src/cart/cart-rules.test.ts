import { describe, expect, it } from 'vitest';
import {
  CART_RULE_MESSAGES,
  MAX_TICKETS_PER_LINE,
  adultCount,
  cartProblemFields,
  chosenLines,
  isSoldOnline,
  ticketCount,
  validateTicketLines,
  type CartTicketType,
} from './cart-rules.js';

const adult: CartTicketType = { id: 'adult', age: 'Adult', salesChannel: 'ONLINE', requireMinimumQuantity: null };
const child: CartTicketType = { id: 'child', age: 'Underage', salesChannel: 'ONLINE_AND_DOOR', requireMinimumQuantity: null };
const group: CartTicketType = { id: 'group', age: 'Adult', salesChannel: 'ONLINE', requireMinimumQuantity: 15 };
const door: CartTicketType = { id: 'door', age: 'Adult', salesChannel: 'DOOR', requireMinimumQuantity: null };
const types = [adult, child, group, door];

const codes = (problems: ReturnType<typeof validateTicketLines>) => problems.map((problem) => [problem.code, problem.field]);

describe('validateTicketLines', () => {
  it('accepts adults, or adults with children', () => {
    expect(validateTicketLines([{ ticketId: 'adult', quantity: 2 }], types)).toEqual([]);
    expect(
      validateTicketLines(
        [
          { ticketId: 'adult', quantity: 1 },
          { ticketId: 'child', quantity: 3 },
        ],
        types,
      ),
    ).toEqual([]);
  });

  it('asks for at least one ticket when every line is 0 or there are none', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'adult', quantity: 0 },
        { ticketId: 'child', quantity: 0 },
      ],
      types,
    );
    expect(problems).toEqual([{ code: 'atLeastOneTicket', field: 'event.items', message: 'Select at least 1 ticket type to continue' }]);
    expect(codes(validateTicketLines([], types))).toEqual([['atLeastOneTicket', 'event.items']]);
  });

  it('ignores lines at 0, even of an unknown ticket type', () => {
    expect(
      validateTicketLines(
        [
          { ticketId: 'gone', quantity: 0 },
          { ticketId: 'group', quantity: 0 },
          { ticketId: 'adult', quantity: 1 },
        ],
        types,
      ),
    ).toEqual([]);
  });

  it("refuses underage tickets alone with the spec's text", () => {
    const problems = validateTicketLines([{ ticketId: 'child', quantity: 2 }], types);
    expect(problems).toEqual([{ code: 'underageAlone', field: 'event.items', message: "Tickets for underage can't be sold alone" }]);
  });

  it('lets staff print underage tickets on their own, still refusing an empty batch', () => {
    expect(validateTicketLines([{ ticketId: 'child', quantity: 30 }], types, { underageAloneAllowed: true })).toEqual([]);
    expect(codes(validateTicketLines([{ ticketId: 'child', quantity: 0 }], types, { underageAloneAllowed: true }))).toEqual([
      ['atLeastOneTicket', 'event.items'],
    ]);
  });

  it('lets a child ticket join an adult the cart already holds for the occurrence', () => {
    const held = [{ ticketId: 'adult', quantity: 1 }];
    expect(validateTicketLines([{ ticketId: 'child', quantity: 1 }], types, { held })).toEqual([]);
    expect(codes(validateTicketLines([{ ticketId: 'child', quantity: 1 }], types, { held: [{ ticketId: 'child', quantity: 2 }] }))).toEqual(
      [['underageAlone', 'event.items']],
    );
  });

  it('requires the minimum of a ticket type once it is chosen, with the minimum in the text', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'adult', quantity: 1 },
        { ticketId: 'group', quantity: 14 },
      ],
      types,
    );
    expect(problems).toEqual([
      {
        code: 'belowMinimum',
        field: 'event.items.1.quantity',
        message: 'Choose minimum (15) participants to continue',
        params: { minimum: 15 },
      },
    ]);
    expect(validateTicketLines([{ ticketId: 'group', quantity: 15 }], types)).toEqual([]);
    expect(validateTicketLines([{ ticketId: 'group', quantity: 5 }], types, { held: [{ ticketId: 'group', quantity: 10 }] })).toEqual([]);
  });

  it('still counts an adult line below its minimum as an adult', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'group', quantity: 2 },
        { ticketId: 'child', quantity: 1 },
      ],
      types,
    );
    expect(codes(problems)).toEqual([['belowMinimum', 'event.items.0.quantity']]);
  });

  it('refuses a ticket type not sold online', () => {
    expect(isSoldOnline(adult) && isSoldOnline(child)).toBe(true);
    const problems = validateTicketLines(
      [
        { ticketId: 'door', quantity: 1 },
        { ticketId: 'adult', quantity: 1 },
      ],
      types,
    );
    expect(problems).toEqual([{ code: 'notSoldOnline', field: 'event.items.0.ticketId', message: CART_RULE_MESSAGES.notSoldOnline }]);
  });

  it('refuses a ticket type taken off sale, whatever its channel', () => {
    const early = { id: 'early', age: 'Adult' as const, salesChannel: 'ONLINE_AND_DOOR', requireMinimumQuantity: null, onSale: false };
    expect(isSoldOnline(early)).toBe(false);
    const problems = validateTicketLines([{ ticketId: 'early', quantity: 1 }], [...types, early]);
    expect(problems).toEqual([{ code: 'ticketOffSale', field: 'event.items.0.ticketId', message: CART_RULE_MESSAGES.ticketOffSale }]);
  });

  it('does not count a refused adult towards the children', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'door', quantity: 1 },
        { ticketId: 'child', quantity: 1 },
      ],
      types,
    );
    expect(codes(problems)).toEqual([
      ['notSoldOnline', 'event.items.0.ticketId'],
      ['underageAlone', 'event.items'],
    ]);
  });

  it('refuses a ticket type of another event, with the spec text', () => {
    expect(validateTicketLines([{ ticketId: 'other', quantity: 1 }], types)).toEqual([
      { code: 'ticketNotFound', field: 'event.items.0.ticketId', message: 'Ticket not found' },
    ]);
  });

  it('refuses the same ticket type twice', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'adult', quantity: 1 },
        { ticketId: 'adult', quantity: 2 },
      ],
      types,
    );
    expect(codes(problems)).toEqual([['duplicateTicket', 'event.items.1.ticketId']]);
  });

  it.each([-1, 1.5, MAX_TICKETS_PER_LINE + 1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the quantity %s', (quantity) => {
    const problems = validateTicketLines(
      [
        { ticketId: 'adult', quantity: 1 },
        { ticketId: 'adult', quantity },
      ],
      types,
    );
    expect(problems).toEqual([{ code: 'invalidQuantity', field: 'event.items.1.quantity', message: 'Invalid quantity' }]);
  });

  it('does not ask for "at least one" when the only line has a quantity too high', () => {
    expect(codes(validateTicketLines([{ ticketId: 'adult', quantity: 101 }], types))).toEqual([
      ['invalidQuantity', 'event.items.0.quantity'],
    ]);
    expect(validateTicketLines([{ ticketId: 'adult', quantity: MAX_TICKETS_PER_LINE }], types)).toEqual([]);
  });

  it('names fields under another prefix and gathers them for an error body', () => {
    const problems = validateTicketLines(
      [
        { ticketId: 'group', quantity: 1 },
        { ticketId: 'x', quantity: 1 },
      ],
      types,
      { fieldPrefix: 'tickets' },
    );
    expect(cartProblemFields(problems)).toEqual({
      'tickets.0.quantity': 'Choose minimum (15) participants to continue',
      'tickets.1.ticketId': 'Ticket not found',
    });
  });
});

describe('ticket counts', () => {
  const lines = [
    { ticketId: 'adult', quantity: 2 },
    { ticketId: 'child', quantity: 3 },
    { ticketId: 'group', quantity: 0 },
    { ticketId: 'unknown', quantity: 4 },
  ];
  it('keeps only lines above 0', () => {
    expect(chosenLines(lines).map((line) => line.ticketId)).toEqual(['adult', 'child', 'unknown']);
  });
  it('sums quantities; the adult count excludes Underage', () => {
    expect(ticketCount(lines)).toBe(9);
    expect(adultCount(lines, types)).toBe(2);
  });
});
