import { describe, expect, it } from 'vitest';
import type { TVenue } from '@foyer/contracts';
import { addressLine, validateVenue, venueFromForm, venueToForm } from './venue-form';

const venue: TVenue = {
  venueId: '00000000-0000-4000-a000-000000000001',
  orgId: '00000000-0000-4000-a000-000000000002',
  name: 'Main Building',
  address: 'Museumsgade 1',
  postCode: '1000',
  city: 'København K',
  country: null,
  timeZone: 'Europe/Berlin',
  css: { mode: 'APPEND', href: 'https://cdn.example/venue.css' },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-02T00:00:00Z',
};

describe('venue form', () => {
  it('starts a new venue in Copenhagen time without a stylesheet', () => {
    const values = venueToForm();
    expect(values.timeZone).toBe('Europe/Copenhagen');
    expect(values.css.enabled).toBe(false);
  });
  it('round-trips a venue, blanks as null', () => {
    expect(venueFromForm(venueToForm(venue))).toEqual({
      name: 'Main Building',
      address: 'Museumsgade 1',
      postCode: '1000',
      city: 'København K',
      country: null,
      timeZone: 'Europe/Berlin',
      css: { mode: 'APPEND', href: 'https://cdn.example/venue.css' },
    });
    expect(venueFromForm({ ...venueToForm(venue), address: '  ' }).address).toBeNull();
  });
  it('needs a name and an https stylesheet', () => {
    const values = venueToForm();
    expect(validateVenue(values)).toEqual({ name: 'common.validation.required' });
    expect(validateVenue({ ...values, name: 'X', css: { enabled: true, mode: 'APPEND', href: 'http://a.example/x.css' } })).toEqual({
      'css.href': 'common.validation.httpsUrl',
    });
  });
  it('writes one address line', () => {
    expect(addressLine(venue)).toBe('Museumsgade 1, 1000 København K');
    expect(addressLine({ address: null, postCode: null, city: null, country: null })).toBe('');
  });
});
