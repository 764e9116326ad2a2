/**
 * Languages (ISO 639-1 codes) as words in the reader's language, joined as that language joins a
 * list: "English, Danish, and German", "engelsk, dansk og tysk". Intl knows each language's own
 * casing (Danish writes them in lower case) and its "and". Codes Intl cannot name are left out.
 */
export function languagesInWords(languages: readonly string[], locale: string): string {
  const names = new Intl.DisplayNames(locale, { type: 'language', fallback: 'none' });
  const words = languages.flatMap((language) => {
    const word = names.of(language);
    return word ? [word] : [];
  });
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
}
