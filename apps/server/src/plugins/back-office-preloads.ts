import { acceptedLanguages } from '@foyer/i18n/accept-language';
import { pickLocale, type Locale } from '@foyer/i18n';
import type { BuildManifest } from './shop-preloads.js';

/**
 * What the back office's first page asks for once its code runs, named in index.html so it comes
 * beside the code: on a phone each such ask is a round trip after it (about 0.6 s on Slow 4G).
 * - Its texts, one language's chunk (apps/web/src/i18n/setup.ts), in the language the page will
 *   choose (backOfficeLocale). A wrong guess costs one unused chunk, and the right one is then
 *   asked as before.
 * - The sign-in page's code, where a first visit lands (a signed-out address leads there).
 */
const FIRST_PAGES: readonly [RegExp, string][] = [[/^\/login\/?$/, 'src/features/auth/pages/login-page.tsx']];

/** `key`'s chunk and the chunks it imports, leaving out what index.html loads already. */
function chunksOf(manifest: BuildManifest, key: string): string[] {
  const entry = manifest['index.html'];
  const loaded = new Set([entry?.file, ...(entry?.imports ?? []).map((imported) => manifest[imported]?.file)]);
  const chunks = new Set<string>();
  const add = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || name.endsWith('.html') || loaded.has(chunk.file) || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(key);
  return [...chunks];
}

/**
 * The language the back office's page at `?search` will show, as the page itself chooses
 * (apps/web/src/i18n/locale.ts): ?la=, then the choice the browser remembers, which the page copies
 * into a cookie for us (`remembered`, LOCALE_COOKIE), then the languages the browser accepts.
 */
export function backOfficeLocale(search: string, remembered: string | undefined, acceptLanguage: string | undefined): Locale {
  return (
    pickLocale(new URLSearchParams(search).get('la')) ?? pickLocale(remembered) ?? pickLocale(...acceptedLanguages(acceptLanguage)) ?? 'en'
  );
}

/** The `<link>` elements for index.html's head at `pathname`, for a page shown in `locale`. */
export function backOfficePreloadLinks(manifest: BuildManifest | null, pathname: string, locale: Locale): string {
  if (!manifest) return '';
  const page = FIRST_PAGES.find(([pattern]) => pattern.test(pathname))?.[1];
  const files = [...chunksOf(manifest, `../../packages/i18n/src/locales/${locale}/index.ts`), ...(page ? chunksOf(manifest, page) : [])];
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${file.replace(/[^\w./-]/g, '')}">`).join('');
}
