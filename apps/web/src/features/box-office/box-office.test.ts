import { describe, expect, it } from 'vitest';
import { MAX_DOOR_QUANTITY, type TEvent, type TTicketType } from '@foyer/contracts';
import { MAX_TICKETS_PER_LINE } from '@foyer/domain';
import { ApiError } from '../../shared/api/api-client';
import {
  DOOR_LINE_LIMIT,
  boxOfficeOver,
  boxOfficeTarget,
  deskCustomer,
  doorItems,
  doorSaleBody,
  formPathOf,
  isDoorSellable,
  maxQuantity,
  nextBuyer,
  printFormPathOf,
  quantityProblem,
  saleFieldErrors,
  saleTotal,
  ticketLanguage,
  validateDoorSale,
  poolLeftOf,
  saleBegun,
  type DoorSaleValues,
} from './box-office';

const type = (id: string, overrides: Partial<TTicketType> = {}): TTicketType => ({
  id,
  names: { en: id },
  age: 'Adult',
  netPriceMinor: 10_000,
  vatBasisPoints: 2500,
  totalPriceMinor: 12_500,
  salesChannel: 'ONLINE_AND_DOOR',
  quantity: null,
  infiniteQuantity: true,
  requireMinimumQuantity: null,
  capacity: null,
  sold: 0,
  soldOffline: 0,
  available: null,
  onSale: true,
  ...overrides,
});
const adult = type('adult');
const child = type('child', { age: 'Underage', totalPriceMinor: 0, netPriceMinor: 0 });
const web = type('web', { salesChannel: 'ONLINE', totalPriceMinor: 9_000 });
const group = type('group', { requireMinimumQuantity: 3, totalPriceMinor: 8_000, available: 10 });
const tickets = [adult, child, web, group];

const values = (quantities: Record<string, number>, more: Partial<DoorSaleValues> = {}): DoorSaleValues => ({
  quantities,
  paymentMethod: 'CashPayment',
  firstName: '',
  lastName: '',
  email: '',
  language: 'en',
  voucherCode: '',
  ...more,
});

describe('door ticket types and the total', () => {
  it('sells only "Online and at the door" types', () => {
    expect(tickets.filter(isDoorSellable).map((t) => t.id)).toEqual(['adult', 'child', 'group']);
  });
  it('does not sell a type taken off sale, whatever its channel', () => {
    expect(isDoorSellable(type('early', { onSale: false }))).toBe(false);
    expect(doorItems([adult, type('early', { onSale: false })], { adult: 1, early: 2 })).toEqual([{ ticketId: 'adult', quantity: 1 }]);
  });
  it('adds up the door types chosen at their gross price, ignoring online-only and odd quantities', () => {
    const quantities = { adult: 2, child: 1, web: 4, group: 0, nope: 3 };
    expect(doorItems(tickets, quantities)).toEqual([
      { ticketId: 'adult', quantity: 2 },
      { ticketId: 'child', quantity: 1 },
    ]);
    expect(saleTotal(tickets, quantities)).toEqual({ count: 3, grossMinor: 25_000 });
    expect(saleTotal(tickets, { adult: -1, group: 1.5 })).toEqual({ count: 0, grossMinor: 0 });
  });
  it('caps a line at what is left and at what the server takes in one line', () => {
    expect(DOOR_LINE_LIMIT).toBe(Math.min(MAX_DOOR_QUANTITY, MAX_TICKETS_PER_LINE));
    expect(maxQuantity(adult)).toBe(DOOR_LINE_LIMIT);
    expect(maxQuantity(group)).toBe(10);
    expect(maxQuantity(type('x', { available: 0 }))).toBe(0);
    expect(maxQuantity(type('x', { available: -2 }))).toBe(0);
  });
});

describe('doorSaleBody', () => {
  it('sends the buyer only when something about them was given, and an empty email as none', () => {
    expect(doorSaleBody(tickets, values({ adult: 1 }))).toEqual({
      items: [{ ticketId: 'adult', quantity: 1 }],
      paymentMethod: 'CashPayment',
      language: 'en',
    });
    expect(
      doorSaleBody(
        tickets,
        values({ adult: 1 }, { firstName: ' Ada ', lastName: 'Lovelace', paymentMethod: 'PayedOtherwise', language: 'da' }),
      ),
    ).toMatchObject({ customer: { firstName: 'Ada', lastName: 'Lovelace', email: null }, paymentMethod: 'PayedOtherwise', language: 'da' });
  });
});

describe('validateDoorSale', () => {
  it('passes a good sale', () => {
    expect(validateDoorSale(tickets, values({ adult: 2, child: 1 }, { email: 'ada@example.test' }))).toEqual({});
  });
  it('asks for a ticket, refuses a child alone, and holds a type to its minimum', () => {
    expect(validateDoorSale(tickets, values({}))).toEqual({ items: 'Select at least 1 ticket type to continue' });
    expect(validateDoorSale(tickets, values({ child: 2 }))).toEqual({ items: "Tickets for underage can't be sold alone" });
    expect(validateDoorSale(tickets, values({ adult: 1, group: 2 }))).toEqual({
      'quantities.group': 'Choose minimum (3) participants to continue',
    });
  });
  it('holds a type to what the page knows is left', () => {
    const few = [adult, type('few', { available: 2 }), type('none', { available: 0 })];
    expect(validateDoorSale(few, values({ adult: 1, few: 3 }))).toEqual({ 'quantities.few': 'Only 2 left' });
    expect(validateDoorSale(few, values({ adult: 1, none: 1 }))).toEqual({ 'quantities.none': 'Sold out' });
    expect(validateDoorSale(few, values({ adult: 1, few: 2 }))).toEqual({});
    // 120 typed with 2 left is named by what is left, not by the line limit it also passes.
    expect(validateDoorSale(few, values({ adult: 1, few: 120 }))).toEqual({ 'quantities.few': 'Only 2 left' });
  });

  it('keeps the types together within a shared pool', () => {
    const pool = tickets.map((ticket) => ({ ...ticket, available: 3 }));
    expect(poolLeftOf('POOL', pool)).toBe(3);
    expect(poolLeftOf('INDIVIDUAL', pool)).toBeNull();
    expect(poolLeftOf('POOL', [{ available: null }])).toBeNull();
    expect(validateDoorSale(pool, values({ adult: 3, child: 1 }), 3)).toEqual({ items: 'Only 3 left' });
    expect(validateDoorSale(pool, values({ adult: 2, child: 1 }), 3)).toEqual({});
    // A type already over on its own is named at its field, not again for the sale.
    const gone = tickets.map((ticket) => ({ ...ticket, available: 0 }));
    expect(validateDoorSale(gone, values({ adult: 1 }), 0)).toEqual({ 'quantities.adult': 'Sold out' });
  });
  it('names a typed quantity past what is left or past the line limit', () => {
    expect(quantityProblem({ available: 10 }, 10)).toBeNull();
    expect(quantityProblem({ available: 10 }, 11)).toBe('Only 10 left');
    expect(quantityProblem({ available: 0 }, 1)).toBe('Sold out');
    expect(quantityProblem({ available: null }, DOOR_LINE_LIMIT)).toBeNull();
    expect(quantityProblem({ available: null }, DOOR_LINE_LIMIT + 1)).toBe('Invalid quantity');
  });
  it('checks the email as the contract does', () => {
    expect(validateDoorSale(tickets, values({ adult: 1 }, { email: 'not-an-address' }))).toEqual({ email: 'Email must be valid' });
  });
});

describe('server fields on the sale form', () => {
  const sent = [{ ticketId: 'adult' }, { ticketId: 'group' }];
  it('finds the type of items.N and the buyer fields', () => {
    expect(formPathOf('items.1.ticketId', sent)).toBe('quantities.group');
    expect(formPathOf('items.0.quantity', sent)).toBe('quantities.adult');
    expect(formPathOf('items.5.quantity', sent)).toBe('items');
    expect(formPathOf('items', sent)).toBe('items');
    expect(formPathOf('customer.email', sent)).toBe('email');
    expect(formPathOf('paymentMethod', sent)).toBe('paymentMethod');
  });
  it('reads an ApiError into form paths', () => {
    const error = new ApiError(400, 'validation_failed', 'Some fields are invalid', {
      'items.1.ticketId': 'This ticket is sold online only',
      items: 'Sold out',
    });
    expect(saleFieldErrors(error, sent)).toEqual({ 'quantities.group': 'This ticket is sold online only', items: 'Sold out' });
    expect(saleFieldErrors(new Error('x'), sent)).toEqual({});
  });
  it('puts a print run’s one line on its own fields', () => {
    expect(printFormPathOf('items.0.quantity')).toBe('quantity');
    expect(printFormPathOf('quantity')).toBe('quantity');
    expect(printFormPathOf('items.0.ticketId')).toBe('ticketId');
    expect(printFormPathOf('items')).toBeNull();
  });
});

describe('boxOfficeTarget', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const occurrence = {
    eventId: 'occ-1',
    status: 'Published',
    endsAt: '2030-06-01T15:00:00Z',
  } as TEvent['occurrence'];
  const base = {
    eventId: 'event-1',
    kind: 'Recurring' as const,
    status: 'Published' as const,
    occurrence,
    occurrenceCount: 30,
    lastEndsAt: '2030-09-01T15:00:00Z',
  };
  it('sells for a published occurrence until it ends', () => {
    expect(boxOfficeTarget(base, now)).toBe('occ-1');
    expect(boxOfficeTarget(base, new Date('2030-06-01T15:00:00Z'))).toBeNull();
    expect(boxOfficeTarget({ ...base, status: 'Canceled' }, now)).toBeNull();
    expect(boxOfficeTarget({ ...base, occurrence: { ...occurrence!, status: 'Canceled' } }, now)).toBeNull();
  });
  it('is closed as over only for a published date that has ended', () => {
    expect(boxOfficeOver(base, now)).toBe(false);
    expect(boxOfficeOver(base, new Date('2030-06-01T15:00:00Z'))).toBe(true);
    // Canceled, or a whole series: closed for another reason, or no desk at all.
    expect(boxOfficeOver({ ...base, occurrence: { ...occurrence!, status: 'Canceled' } }, new Date('2030-07-01T00:00:00Z'))).toBe(false);
    expect(boxOfficeOver({ ...base, occurrence: null }, new Date('2031-01-01T00:00:00Z'))).toBe(false);
  });
  it('sells for a single event by its own id, never for a whole series', () => {
    expect(boxOfficeTarget({ ...base, kind: 'Single', occurrence: null, occurrenceCount: 1 }, now)).toBe('event-1');
    expect(boxOfficeTarget({ ...base, kind: 'Single', occurrence: null, occurrenceCount: 1, status: 'Draft' }, now)).toBeNull();
    expect(boxOfficeTarget({ ...base, occurrence: null }, now)).toBeNull();
  });
});

describe('the buyer part of a desk sale', () => {
  it('starts the next visitor with nobody named, keeping the way of paying and the language of the last sale', () => {
    expect(nextBuyer('da-DK')).toEqual({ paymentMethod: 'CashPayment', firstName: '', lastName: '', email: '', language: 'da' });
    expect(nextBuyer('sv', { paymentMethod: 'PayedOtherwise', language: 'nl' })).toEqual({
      paymentMethod: 'PayedOtherwise',
      firstName: '',
      lastName: '',
      email: '',
      language: 'nl',
    });
  });

  it('names the buyer only when something about them was given, trimmed, with an empty email as none', () => {
    expect(deskCustomer({ firstName: ' ', lastName: '', email: '  ' })).toEqual({});
    expect(deskCustomer({ firstName: '', lastName: '', email: ' ada@example.com ' })).toEqual({
      customer: { firstName: '', lastName: '', email: 'ada@example.com' },
    });
    expect(deskCustomer({ firstName: ' Ada', lastName: 'Lovelace ', email: '' })).toEqual({
      customer: { firstName: 'Ada', lastName: 'Lovelace', email: null },
    });
  });
});

describe('ticketLanguage', () => {
  it('is the reader’s language when tickets come in it, else English', () => {
    expect(ticketLanguage('da')).toBe('da');
    expect(ticketLanguage('de-DE')).toBe('de');
    expect(ticketLanguage('sv')).toBe('en');
  });
});

describe('a gift voucher at the desk', () => {
  it('sends the code as typed when one is given, and none when the field is blank', () => {
    expect(doorSaleBody(tickets, values({ adult: 1 }, { voucherCode: ' acde-fghj-kmnp ' })).voucherCode).toBe('acde-fghj-kmnp');
    expect(doorSaleBody(tickets, values({ adult: 1 }, { voucherCode: '  ' }))).not.toHaveProperty('voucherCode');
  });
  it('shows a refusal naming voucherCode at the code field', () => {
    expect(formPathOf('voucherCode', [])).toBe('voucherCode');
  });
});

describe('saleBegun', () => {
  const none = { quantities: {}, firstName: '', lastName: '', email: '', voucherCode: '' };
  it('is a ticket counted or anything typed about the buyer or a voucher, not the method kept from the last sale', () => {
    expect(saleBegun(none)).toBe(false);
    expect(saleBegun({ ...none, quantities: { a: 0 } })).toBe(false);
    expect(saleBegun({ ...none, quantities: { a: 2 } })).toBe(true);
    expect(saleBegun({ ...none, email: ' karen@example.org ' })).toBe(true);
    expect(saleBegun({ ...none, firstName: '  ' })).toBe(false);
    expect(saleBegun({ ...none, voucherCode: 'GAVE-1234' })).toBe(true);
  });
});
