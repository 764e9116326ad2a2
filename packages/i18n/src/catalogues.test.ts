import { describe, expect, it } from 'vitest';
import { catalogues, keysOf, LOCALES, translate } from './index.js';

describe('catalogues', () => {
  const english = keysOf(catalogues.en).sort();

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    const keys = keysOf(catalogues[locale]).sort();
    expect(
      english.filter((key) => !keys.includes(key)),
      'missing keys',
    ).toEqual([]);
    expect(
      keys.filter((key) => !english.includes(key)),
      'extra keys',
    ).toEqual([]);
  });

  it.each(LOCALES)('%s has no empty text and keeps every {{placeholder}}', (locale) => {
    for (const key of english) {
      const text = translate(locale, key);
      expect(text.trim(), key).not.toBe('');
      const placeholders = (translate('en', key).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect((text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort(), `${locale} ${key}`).toEqual(placeholders);
    }
  });

  it('interpolates and falls back to English', () => {
    expect(translate('da', 'mail.greeting', { name: 'Ida' })).toBe('Hej Ida,');
    expect(translate('de', 'no.such.key')).toBe('no.such.key');
  });
});
