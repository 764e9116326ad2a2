import type { TLocalizedNames } from '@foyer/contracts';

/** A name in the visitor's language, else the event's default language, else any given one. */
export function localName(names: TLocalizedNames, locale: string, defaultLanguage: string): string {
  const byLanguage = names as Record<string, string | undefined>;
  return byLanguage[locale]?.trim() || byLanguage[defaultLanguage]?.trim() || Object.values(byLanguage).find((name) => name?.trim()) || '';
}
