import fs from 'node:fs';
import path from 'node:path';

/**
 * What the shop's first page will ask for, named in shop.html so the browser fetches it beside
 * the shop's own code instead of after it (issue 13: on a phone each wait is a round trip of
 * about 0.6 s). The shop reads its organisation and settings, its texts in the visitor's
 * language, then the page's code and data; all of it is known from the address alone.
 *
 * The data hints must be asked exactly as the shop asks: the same address, query in the same
 * order, and the same credentials mode (`crossorigin="anonymous"`: same-origin, as the shop's GETs
 * are since, shop/api/http.ts). A hint that does not match costs one request, nothing else.
 */

/** The part of Vite's build manifest we read: each source's file and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHOP_LANGUAGES = ['en', 'da', 'de', 'nl'];

/** The first pages worth hinting: the event list and an event's page, the shop's usual doors. */
const PAGES: readonly [RegExp, string][] = [
  [/^\/(organizations\/?)?$/, 'src/shop/events/event-list-page.tsx'],
  [/^\/(events|school-class-event)\/[^/]+\/?$/, 'src/shop/events/event-page.tsx'],
];

/** A query value as the shop reads it (shop/app/shop-query.ts): trimmed, at most 500 characters, an id lower-cased. */
const textParam = (params: URLSearchParams, name: string) => params.get(name)?.trim().slice(0, 500) || null;
const idParam = (params: URLSearchParams, name: string) => {
  const value = textParam(params, name);
  return value && UUID.test(value) ? value.toLowerCase() : null;
};

/** `path?a=1&b=2` with the empty values left out, as the shop's callEndpoint builds it. */
const withQuery = (pathname: string, values: [string, string | null][]) => {
  const search = new URLSearchParams(values.filter((pair): pair is [string, string] => Boolean(pair[1]))).toString();
  return search ? `${pathname}?${search}` : pathname;
};

const decodedSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The API reads the first page makes, in the order the shop makes them. */
export function firstReads(shopPath: string, search: string): string[] {
  const params = new URLSearchParams(search);
  const orgId = idParam(params, 'orgId');
  if (!orgId) return [];
  const reads = [`/api/public/organizations/${orgId}`, `/api/public/configuration/list/${orgId}`];
  if (/^\/(organizations\/?)?$/.test(shopPath)) {
    const sort = textParam(params, 'sort');
    reads.push(
      withQuery(`/api/public/events/organizations/${orgId}`, [
        ['venue', idParam(params, 'venue')],
        ['category', textParam(params, 'category')],
        ['sort', sort === 'date' || sort === 'name' ? sort : null],
        ['lang', textParam(params, 'laF')],
      ]),
    );
  }
  const event = /^\/(events|school-class-event)\/([^/]+)\/?$/.exec(shopPath);
  if (event) {
    const eventId = encodeURIComponent(decodedSegment(event[2]!));
    reads.push(`/api/public/events/${eventId}`);
    reads.push(withQuery(`/api/public/events/${eventId}/series`, [['schoolClassId', idParam(params, 'schoolClassId')]]));
  }
  return reads;
}

/** The chunks the first page needs beyond the shop's entry: its texts and the page's code with what it imports. */
export function firstChunks(manifest: BuildManifest, shopPath: string, search: string): string[] {
  const chunks = new Set<string>();
  const entry = manifest['shop.html'];
  const inEntry = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key.endsWith('.html') || inEntry.has(chunk.file) || chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  const la = new URLSearchParams(search).get('la')?.trim().toLowerCase();
  if (la && SHOP_LANGUAGES.includes(la)) add(`../../packages/i18n/src/locales/${la}/shop.ts`);
  const page = PAGES.find(([pattern]) => pattern.test(shopPath));
  if (page) add(page[1]);
  return [...chunks];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link>` elements for shop.html's head. */
export function shopPreloadLinks(
  manifest: BuildManifest | null,
  shopPath: string,
  search: string,
  { reads: hintReads = true } = {},
): string {
  const reads = (hintReads ? firstReads(shopPath, search) : []).map(
    (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(href)}">`,
  );
  const chunks = manifest
    ? firstChunks(manifest, shopPath, search).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    : [];
  return [...reads, ...chunks].join('');
}

/** Vite's manifest of the build in `distDir`, read again only when the build changes. */
export function buildManifestReader(distDir: string): () => BuildManifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let kept: { mtimeMs: number; manifest: BuildManifest } | null = null;
  return () => {
    try {
      const { mtimeMs } = fs.statSync(file);
      if (kept?.mtimeMs !== mtimeMs) kept = { mtimeMs, manifest: JSON.parse(fs.readFileSync(file, 'utf8')) as BuildManifest };
      return kept.manifest;
    } catch {
      return null;
    }
  };
}
