import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, localeOf } from './locale';

describe('chooseLocale', () => {
  it('takes ?la= first, then the frame’s lang, then the browser, then English', () => {
    expect(chooseLocale('da', 'de', ['nl'])).toBe('da');
    expect(chooseLocale(null, 'de-DE', ['nl'])).toBe('de');
    expect(chooseLocale('', null, ['fr-FR', 'nl-BE', 'en'])).toBe('nl');
    expect(chooseLocale(null, null, ['fr', 'sv'])).toBe('en');
    // None of the visitor's languages is ours: the museum's LANGUAGE setting, if it is one of ours.
    expect(chooseLocale(null, null, ['fr', 'sv'], 'da')).toBe('da');
    expect(chooseLocale(null, null, ['fr'], 'fr')).toBe('en');
    // The visitor's own language wins over the museum's.
    expect(chooseLocale(null, null, ['de-AT'], 'da')).toBe('de');
  });

  it('skips languages it does not have', () => {
    expect(chooseLocale('fr', 'da-DK', [])).toBe('da');
  });

  it('reads regional and odd spellings', () => {
    expect(localeOf('DA_dk')).toBe('da');
    expect(localeOf(' en-GB ')).toBe('en');
    expect(localeOf('english')).toBeNull();
    expect(localeOf(undefined)).toBeNull();
  });
});

describe('acceptedLanguages', () => {
  it('lists what a browser accepts by weight, then as written, as its navigator.languages', () => {
    expect(acceptedLanguages('da-DK,da;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['da-DK', 'da', 'en-US', 'en']);
    expect(acceptedLanguages('en;q=0.5, nl , de;q=0.9')).toEqual(['nl', 'de', 'en']);
  });

  it('leaves out the refused, the wildcard and what cannot be read', () => {
    expect(acceptedLanguages('da;q=0, fr, *;q=0.1, ;q=1, sv;q=x')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });

  it('gives the server the language the shop will choose in that browser', () => {
    expect(chooseLocale(null, null, acceptedLanguages('fr-FR,nl;q=0.8,da;q=0.9'))).toBe('da');
  });
});
