import en from './locales/en/index.js';
import da from './locales/da/index.js';
import de from './locales/de/index.js';
import nl from './locales/nl/index.js';

export const LOCALES = ['en', 'da', 'de', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

/** Every language has exactly the keys of English: the compiler refuses a missing one. */
export type Catalogue = typeof en;
export const catalogues: Record<Locale, Catalogue> = { en, da, de, nl };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Picks the first supported locale from candidates such as `da-DK`, `de`, `en-GB`. */
export function pickLocale(...candidates: (string | null | undefined)[]): Locale | null {
  for (const candidate of candidates) {
    const base = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return null;
}

const lookup = (catalogue: unknown, key: string): string | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Server-side translation with i18next's {{name}} interpolation; falls back to English. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues[FALLBACK_LOCALE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Flattened keys of a catalogue, for the missing-key test. */
export function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
