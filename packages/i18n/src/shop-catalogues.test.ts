import { describe, expect, it } from 'vitest';
import { keysOf, LOCALES } from './index.js';
import { shopCatalogues } from './shop-catalogues.js';

const textAt = (catalogue: object, key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as string;

describe('shop catalogues', () => {
  const english = keysOf(shopCatalogues.en).sort();

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has exactly the English keys', (locale) => {
    expect(keysOf(shopCatalogues[locale]).sort()).toEqual(english);
  });

  it.each(LOCALES)('%s has no empty text and keeps every {{placeholder}}', (locale) => {
    for (const key of english) {
      const text = textAt(shopCatalogues[locale], key);
      expect(text.trim(), key).not.toBe('');
      const placeholders = (textAt(shopCatalogues.en, key).match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
      expect((text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort(), `${locale} ${key}`).toEqual(placeholders);
    }
  });
});
