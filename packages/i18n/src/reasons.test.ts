import { describe, expect, it } from 'vitest';
import { REASON_IDS, REASON_TEXTS } from '@foyer/contracts';
import { catalogues, LOCALES } from './index.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
const wordsOf = (locale: (typeof LOCALES)[number], id: string) => {
  const [group, key] = id.split('.') as [string, string];
  return (catalogues[locale].reasons as Record<string, Record<string, string>>)[group]?.[key];
};

describe('the reasons’ words', () => {
  it('are the contracts’ English texts in English, with {0} as {{0}}', () => {
    for (const id of REASON_IDS) expect(wordsOf('en', id), id).toBe(REASON_TEXTS[id].replace(/\{(\d)\}/g, '{{$1}}'));
  });

  it('exist for every reason in every language, with the same placeholders, and nothing else', () => {
    for (const locale of LOCALES) {
      for (const id of REASON_IDS) {
        const words = wordsOf(locale, id);
        expect(words, `${locale} ${id}`).toBeTruthy();
        expect(placeholders(words!), `${locale} ${id}`).toEqual(placeholders(wordsOf('en', id)!));
      }
      const groups = catalogues[locale].reasons as Record<string, Record<string, string>>;
      const ids = Object.entries(groups).flatMap(([group, keys]) => Object.keys(keys).map((key) => `${group}.${key}`));
      expect(ids.sort()).toEqual([...REASON_IDS].sort());
    }
  });
});
