import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOf } from './locale';

describe('chooseLocale', () => {
  it('takes ?la= first, then the frame’s lang, then the browser, then English', () => {
    expect(chooseLocale('da', 'de', ['nl'])).toBe('da');
    expect(chooseLocale(null, 'de-DE', ['nl'])).toBe('de');
    expect(chooseLocale('', null, ['fr-FR', 'nl-BE', 'en'])).toBe('nl');
    expect(chooseLocale(null, null, ['fr', 'sv'])).toBe('en');
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
