import { describe, expect, it } from 'vitest';
import { ZEventDetailsWrite, type TEvent } from '@foyer/contracts';
import { validateGeneral } from './wizard-validation';
import { detailsFormField, detailsValuesOf, editDetailsBodyOf, mayRemoveSaved, withTicketsRestored } from './details-values';
import { detailsBodyOf, emptyNames, newTicket } from './wizard-values';

const TYPE = '00000000-0000-4000-8000-0000000000a1';
const VENUE = '00000000-0000-4000-8000-0000000000b1';
const ADULT = '00000000-0000-4000-8000-0000000000c1';
const CHILD = '00000000-0000-4000-8000-0000000000c2';

/** The fields of an event that its details form reads; the rest is not its business. */
const event = {
  visibility: 'Public',
  generalInfo: {
    names: { en: 'Evening concert', da: 'Aftenkoncert' },
    eventType: { id: TYPE, name: 'Concert' },
    category: null,
    languages: ['da', 'en'],
    display: true,
  },
  defaultLanguage: 'da',
  location: { kind: 'Venue', venueId: VENUE },
  durationMinutes: 90,
  experience: { bringAlong: ['idCard'], restrictions: ['pets'], features: [] },
  refundPolicy: 'DAYS_7',
  saleMode: 'POOL',
  poolCapacity: 40,
  tickets: [
    {
      id: ADULT,
      names: { en: 'Adult', da: 'Voksen' },
      age: 'Adult',
      netPriceMinor: 9999,
      vatBasisPoints: 2500,
      totalPriceMinor: 12499,
      salesChannel: 'ONLINE',
      quantity: null,
      requireMinimumQuantity: null,
      onSale: true,
    },
    {
      id: CHILD,
      names: { en: 'Child' },
      age: 'Underage',
      netPriceMinor: 4000,
      vatBasisPoints: 1250,
      totalPriceMinor: 4500,
      salesChannel: 'ONLINE_AND_DOOR',
      quantity: 12,
      requireMinimumQuantity: 2,
      onSale: false,
    },
  ],
} as unknown as TEvent;

describe('an event’s details in the wizard’s form', () => {
  it('reads back as the same details, which the server’s contract accepts', () => {
    const values = detailsValuesOf(event);
    expect(values.names).toEqual({ en: 'Evening concert', da: 'Aftenkoncert', de: '', nl: '' });
    expect(validateGeneral(values)).toEqual({});
    const body = detailsBodyOf(values);
    expect(body).toEqual({
      visibility: 'Public',
      generalInfo: {
        names: { en: 'Evening concert', da: 'Aftenkoncert' },
        eventTypeId: TYPE,
        category: null,
        languages: ['da', 'en'],
        display: true,
      },
      defaultLanguage: 'da',
      location: { kind: 'Venue', venueId: VENUE },
      durationMinutes: 90,
      experience: { bringAlong: ['idCard'], restrictions: ['pets'], features: [] },
      refundPolicy: 'DAYS_7',
    });
    expect(ZEventDetailsWrite.safeParse(body).success).toBe(true);
  });

  it('sends an online event’s address trimmed, and no venue', () => {
    const values = { ...detailsValuesOf(event), locationKind: 'Online' as const, url: ' https://museum.test/live ' };
    expect(detailsBodyOf(values).location).toEqual({ kind: 'Online', url: 'https://museum.test/live' });
  });

  it('holds the ticket types as typed prices, and sends a changed one as typed and the others as stored', () => {
    const values = detailsValuesOf(event);
    expect(
      values.tickets.map((ticket) => [ticket.key, ticket.gross, ticket.vat, ticket.infinite, ticket.quantity, ticket.minimumQuantity]),
    ).toEqual([
      [ADULT, '124.99', '25', true, '', ''],
      [CHILD, '45.00', '12.5', false, 12, 2],
    ]);
    values.tickets[0] = { ...values.tickets[0]!, gross: '150', names: { ...values.tickets[0]!.names, en: 'Grown-up ' } };
    const body = editDetailsBodyOf(values, event, 'en');
    expect(body.tickets).toEqual([
      {
        id: ADULT,
        names: { en: 'Grown-up', da: 'Voksen' },
        age: 'Adult',
        netPriceMinor: 12000,
        vatBasisPoints: 2500,
        salesChannel: 'ONLINE',
        quantity: null,
        requireMinimumQuantity: null,
        onSale: true,
      },
      {
        id: CHILD,
        names: { en: 'Child' },
        age: 'Underage',
        netPriceMinor: 4000,
        vatBasisPoints: 1250,
        salesChannel: 'ONLINE_AND_DOOR',
        quantity: 12,
        requireMinimumQuantity: 2,
        onSale: false,
      },
    ]);
    expect(ZEventDetailsWrite.safeParse(body).success).toBe(true);
  });

  it('sends a ticket type added on the page without an id, after the stored ones', () => {
    const values = detailsValuesOf(event);
    values.tickets.push({ ...newTicket('Adult'), names: { ...emptyNames(), en: 'Student' }, gross: '75', vat: '25' });
    const body = editDetailsBodyOf(values, event, 'en');
    expect(body.tickets!.map((ticket) => ticket.id)).toEqual([ADULT, CHILD, undefined]);
    expect(body.tickets![2]).toMatchObject({ names: { en: 'Student' }, age: 'Adult', netPriceMinor: 6000, vatBasisPoints: 2500 });
    expect(ZEventDetailsWrite.safeParse(body).success).toBe(true);
  });

  it('sends whether each saved ticket type is on sale as switched, and a new one without it', () => {
    const values = detailsValuesOf(event);
    expect(values.tickets.map((ticket) => ticket.onSale)).toEqual([true, false]);
    values.tickets[1] = { ...values.tickets[1]!, onSale: true };
    values.tickets.push({ ...newTicket('Adult'), names: { ...emptyNames(), en: 'Student' }, gross: '75', vat: '25' });
    const body = editDetailsBodyOf(values, event, 'en');
    expect(body.tickets!.map((ticket) => ticket.onSale)).toEqual([true, true, undefined]);
    // Only the switch changed: the rest of the type is sent as stored.
    expect(body.tickets![1]).toMatchObject({ netPriceMinor: 4000, vatBasisPoints: 1250, quantity: 12 });
    expect(ZEventDetailsWrite.safeParse(body).success).toBe(true);
  });

  it('sends a saved ticket type left out of the form as one to remove, and none when all are kept', () => {
    const values = detailsValuesOf(event);
    expect(editDetailsBodyOf(values, event, 'en')).not.toHaveProperty('removeTicketIds');
    values.tickets = values.tickets.filter((ticket) => ticket.key !== CHILD);
    const body = editDetailsBodyOf(values, event, 'en');
    expect(body.tickets!.map((ticket) => ticket.id)).toEqual([ADULT]);
    expect(body.removeTicketIds).toEqual([CHILD]);
    expect(ZEventDetailsWrite.safeParse(body).success).toBe(true);
  });

  it('puts a saved ticket type whose removal was refused back where it was, before those added on the page', () => {
    const values = detailsValuesOf(event);
    const student = { ...newTicket('Adult'), names: { ...emptyNames(), en: 'Student' } };
    values.tickets = [values.tickets[1]!, student];
    const restored = withTicketsRestored(values, event, [ADULT]);
    expect(restored.map((ticket) => ticket.key)).toEqual([ADULT, CHILD, student.key]);
    expect(restored[0]).toMatchObject({ names: { en: 'Adult', da: 'Voksen' }, onSale: true });
    // One still in the form is not doubled.
    expect(withTicketsRestored(values, event, [CHILD]).map((ticket) => ticket.key)).toEqual([CHILD, student.key]);
  });

  it('offers removing a saved ticket type only while nothing of it, or of the pool it shares, is sold', () => {
    const sold = (counts: [number, number][]) =>
      ({
        ...event,
        tickets: event.tickets.map((ticket, index) => ({ ...ticket, sold: counts[index]![0], soldOffline: counts[index]![1] })),
      }) as TEvent;
    const unsold = sold([
      [0, 0],
      [0, 0],
    ]);
    expect(unsold.tickets.map((ticket) => mayRemoveSaved(unsold, ticket))).toEqual([true, true]);
    // A pool's count is the pool's: it does not say whose places were sold.
    const pool = sold([
      [0, 1],
      [0, 1],
    ]);
    expect(pool.tickets.map((ticket) => mayRemoveSaved(pool, ticket))).toEqual([false, false]);
    const own = {
      ...sold([
        [3, 0],
        [0, 0],
      ]),
      saleMode: 'INDIVIDUAL',
    } as TEvent;
    expect(own.tickets.map((ticket) => mayRemoveSaved(own, ticket))).toEqual([false, true]);
  });

  it('shows prices and VAT as the reader types them, and reads them back to the same ticket', () => {
    const values = detailsValuesOf(event, 'da');
    expect(values.tickets.map((ticket) => [ticket.gross, ticket.vat])).toEqual([
      ['124,99', '25'],
      ['45,00', '12,5'],
    ]);
    // Left as they were, both go as stored; read back from the Danish text, the same.
    expect(editDetailsBodyOf(values, event, 'da').tickets!.map((ticket) => [ticket.netPriceMinor, ticket.vatBasisPoints])).toEqual([
      [9999, 2500],
      [4000, 1250],
    ]);
    values.tickets[1] = { ...values.tickets[1]!, minimumQuantity: 3 };
    expect(editDetailsBodyOf(values, event, 'da').tickets![1]).toMatchObject({
      netPriceMinor: 4000,
      vatBasisPoints: 1250,
      requireMinimumQuantity: 3,
    });
  });

  it('puts the server’s field paths on the form’s fields', () => {
    expect(detailsFormField('tickets.1.netPriceMinor')).toBe('tickets.1.price');
    expect(detailsFormField('tickets.0.requireMinimumQuantity')).toBe('tickets.0.minimumQuantity');
    expect(detailsFormField('tickets.0.quantity')).toBe('tickets.0.quantity');
    expect(detailsFormField('tickets.0.names.da')).toBe('tickets.0.names.da');
    expect(detailsFormField('generalInfo.names.da')).toBe('names.da');
    expect(detailsFormField('generalInfo.eventTypeId')).toBe('eventTypeId');
    expect(detailsFormField('location.venueId')).toBe('venueId');
    expect(detailsFormField('location.url')).toBe('url');
    expect(detailsFormField('location.kind')).toBe('locationKind');
    expect(detailsFormField('experience.features')).toBe('features');
    expect(detailsFormField('durationMinutes')).toBe('durationMinutes');
  });
});
