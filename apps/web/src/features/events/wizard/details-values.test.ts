import { describe, expect, it } from 'vitest';
import { ZEventDetailsWrite, type TEvent } from '@foyer/contracts';
import { validateGeneral } from './wizard-validation';
import { detailsBodyOf, detailsFormField, detailsValuesOf } from './wizard-values';

const TYPE = '00000000-0000-4000-8000-0000000000a1';
const VENUE = '00000000-0000-4000-8000-0000000000b1';

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

  it('puts the server’s field paths on the form’s fields', () => {
    expect(detailsFormField('generalInfo.names.da')).toBe('names.da');
    expect(detailsFormField('generalInfo.eventTypeId')).toBe('eventTypeId');
    expect(detailsFormField('location.venueId')).toBe('venueId');
    expect(detailsFormField('location.url')).toBe('url');
    expect(detailsFormField('location.kind')).toBe('locationKind');
    expect(detailsFormField('experience.features')).toBe('features');
    expect(detailsFormField('durationMinutes')).toBe('durationMinutes');
  });
});
