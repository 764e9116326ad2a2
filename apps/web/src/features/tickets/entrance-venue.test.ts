import { describe, expect, it } from 'vitest';
import { entranceVenueFor, entranceVenueKey, rememberEntranceVenue, rememberedEntranceVenue } from './entrance-venue';

const north = { venueId: 'north' };
const harbour = { venueId: 'harbour' };

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('entranceVenueFor', () => {
  it('keeps the museum this device chose, when the ticket may be let in there', () => {
    expect(entranceVenueFor([north, harbour], 'harbour')).toBe('harbour');
  });
  it('takes the only museum there is', () => {
    expect(entranceVenueFor([north], null)).toBe('north');
    expect(entranceVenueFor([north], 'elsewhere')).toBe('north');
  });
  it('leaves the choice to staff among several', () => {
    expect(entranceVenueFor([north, harbour], null)).toBeNull();
    expect(entranceVenueFor([north, harbour], 'elsewhere')).toBeNull();
    expect(entranceVenueFor([], null)).toBeNull();
  });
});

describe('the remembered museum', () => {
  it('is kept per organisation', () => {
    const storage = memoryStorage();
    rememberEntranceVenue('park', 'harbour', storage);
    expect(rememberedEntranceVenue('park', storage)).toBe('harbour');
    expect(rememberedEntranceVenue('museum', storage)).toBeNull();
    expect(entranceVenueKey('park')).toBe('foyer.scanTicket.venue.park');
  });
  it('is none when storage fails', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberEntranceVenue('park', 'north', broken)).not.toThrow();
    expect(rememberedEntranceVenue('park', broken)).toBeNull();
    expect(rememberedEntranceVenue('park', null)).toBeNull();
  });
});
