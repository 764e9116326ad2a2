import { describe, expect, it } from 'vitest';
import { languagesInWords } from './language-names.js';

describe('languages in words', () => {
  it('names each language in the reader’s language, with its casing and its “and”', () => {
    expect(languagesInWords(['en', 'da'], 'en')).toBe('English and Danish');
    expect(languagesInWords(['en', 'da', 'de'], 'da')).toBe('engelsk, dansk og tysk');
    expect(languagesInWords(['da', 'nl'], 'de')).toBe('Dänisch und Niederländisch');
    expect(languagesInWords(['de'], 'nl')).toBe('Duits');
  });

  it('is empty without languages, and leaves out a code no one can name', () => {
    expect(languagesInWords([], 'en')).toBe('');
    expect(languagesInWords(['da', 'qq'], 'en')).toBe('Danish');
  });
});
