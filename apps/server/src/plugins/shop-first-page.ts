import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstReads } from './shop-preloads.js';

/**
 * The shop's first page written into shop.html (issue 13): on a phone each request before the
 * first paint is a round trip of about 0.6 s, and the shop's code alone is two of them, so the
 * event list, or an event's page with its first month, comes with the page and the shop's code
 * then takes it over (hydrates) where it stands.
 *
 * The page is the web build's own ShopRoot rendered here (apps/web/dist-ssr, from
 * `vite build --ssr`: src/shop/write-first-page.tsx), given the answers of the same public reads
 * the shop would make (asked of this app in-process, so each is exactly what the API answers, from
 * its kept copies). Without that build, or for any other page, shop.html goes out as it is.
 */

/** What the written build exports (apps/web/src/shop/write-first-page.tsx; the server has no DOM types to import it). */
interface FirstPageModule {
  writeFirstPage(address: string, page: WrittenPage): Promise<{ html: string; title: string; stylesheets: StylesheetPlan } | null>;
  writtenLocale(la: string | null, acceptLanguage: string | undefined, museumLanguage: string | null): string;
  shopStylesheets(organization: unknown, search: string): StylesheetPlan;
}

/** apps/web/src/shop/app/written-page.ts, as JSON: the answers of the shop's own reads. */
interface WrittenPage {
  locale: string;
  organization: unknown;
  configuration: Record<string, string>;
  events?: unknown;
  event?: unknown;
  series?: unknown;
}

/** The museum's stylesheets as the shop applies them (apps/web/src/shop/app/custom-stylesheets.ts): only https addresses. */
interface StylesheetPlan {
  /** False when the museum's stylesheet replaces ours. */
  keepDefault: boolean;
  hrefs: string[];
}

/** The museum's stylesheets in the shop page's head, written or not. */
export interface ShopPageStylesheets {
  /** Links for the document's head: the museum's stylesheets, after ours (attributes escaped). */
  stylesheetLinks: string;
  /** Whether ours applies too; when not, it is sent disabled (and not inlined), so nothing paints in our style first. */
  keepDefaultStylesheet: boolean;
}

/** The page's markup for `#shop` and what the shop's code needs to take it over. */
export interface WrittenFirstPage extends ShopPageStylesheets {
  html: string;
  /** The document's title, as the shop sets it once it runs (the text is escaped for HTML). */
  title: string;
  /** For a `<script type="application/json">`: `<` is escaped, so no text in it can close the element. */
  json: string;
  locale: string;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** The pages written, with the names of their reads after the organisation and its settings (shop-preloads.ts' firstReads). */
const WRITTEN_PAGES: readonly [RegExp, readonly ('events' | 'event' | 'series')[]][] = [
  [/^\/(organizations\/?)?$/, ['events']],
  [/^\/(events|school-class-event)\/[^/]+\/?$/, ['event', 'series']],
];

/** Loads dist-ssr's module, again after a rebuild (its file's time changes); null without a build. */
function firstPageModule(distDir: string): () => Promise<FirstPageModule> | null {
  const file = path.join(distDir, '..', 'dist-ssr', 'write-first-page.js');
  let kept: { mtimeMs: number; module: Promise<FirstPageModule> } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (kept?.mtimeMs !== mtimeMs) {
      kept = { mtimeMs, module: import(`${pathToFileURL(file).href}?build=${mtimeMs}`) as Promise<FirstPageModule> };
      kept.module.catch(() => (kept = null));
    }
    return kept.module;
  };
}

/** Marked as the shop marks its own (data-shop-custom), so once it runs it keeps them. */
const stylesheetsOf = (plan: StylesheetPlan): ShopPageStylesheets => ({
  stylesheetLinks: plan.hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" data-shop-custom>`).join(''),
  keepDefaultStylesheet: plan.keepDefault,
});

/**
 * The museum's stylesheets for a shop address whose page is not written (a checkout step, a
 * donation, the return from the payment…), from the organisation's public read (kept, asked
 * in-process): null without a build, an organisation or a stylesheet, so shop.html goes as it is.
 */
export function shopStylesheetsWriter(app: FastifyInstance, distDir: string) {
  const load = firstPageModule(distDir);
  /** `orgId`: the address's, already checked to be an id. */
  return async (orgId: string, search: string): Promise<ShopPageStylesheets | null> => {
    const module = load();
    if (!module) return null;
    const [written, answer] = await Promise.all([module, app.inject({ method: 'GET', url: `/api/public/organizations/${orgId}` })]);
    if (answer.statusCode !== 200) return null;
    const plan = written.shopStylesheets(answer.json<unknown>(), search);
    return plan.hrefs.length > 0 ? stylesheetsOf(plan) : null;
  };
}

/** Writes the first page for a shop address (`shopPath` below the family, its query), or null. */
export function shopFirstPageWriter(app: FastifyInstance, distDir: string) {
  const load = firstPageModule(distDir);
  return async (request: FastifyRequest, shopPath: string, search: string): Promise<WrittenFirstPage | null> => {
    const names = WRITTEN_PAGES.find(([pattern]) => pattern.test(shopPath))?.[1];
    const reads = firstReads(shopPath, search);
    if (!names || reads.length !== 2 + names.length) return null;
    const module = load();
    if (!module) return null;
    const [written, ...answers] = await Promise.all([module, ...reads.map((url) => app.inject({ method: 'GET', url }))]);
    // An event that is not there (404) and the like: the shop's own page says so, as without this.
    if (answers.some((answer) => answer.statusCode !== 200)) return null;
    const [organization, configurationItems, ...pageReads] = answers.map((answer) => answer.json<unknown>());
    const configuration = Object.fromEntries(
      (configurationItems as { name: string; value: string }[]).map((item) => [item.name, item.value]),
    );
    const page: WrittenPage = {
      locale: written.writtenLocale(
        new URLSearchParams(search).get('la'),
        request.headers['accept-language'],
        configuration.LANGUAGE ?? null,
      ),
      organization,
      configuration,
      ...Object.fromEntries(names.map((name, index) => [name, pageReads[index]])),
    };
    const pathname = request.url.split('?')[0]!;
    const first = await written.writeFirstPage(`${pathname}${search ? `?${search}` : ''}`, page);
    if (!first) return null;
    return {
      html: first.html,
      title: escapeText(first.title),
      json: JSON.stringify(page).replace(/</g, '\\u003c'),
      locale: page.locale,
      ...stylesheetsOf(first.stylesheets),
    };
  };
}

/**
 * shop.html with the first page's hints (`links`) and, when written, the page itself, its
 * language, title and stylesheets. Each part goes in through a function, never as a replacement
 * string, where `$&` or `$'` in an event's or a museum's name would be read as a pattern.
 */
export function fillShopPage(
  template: string,
  links: string,
  written: (WrittenFirstPage & { inlineStylesheets: (page: string, keepDefault: boolean) => string }) | null,
  /** A page not written: the museum's stylesheets alone (ours stays a link, disabled when theirs replaces it). */
  stylesheets: ShopPageStylesheets | null = null,
): string {
  const page = template.replace('</head>', () => `${links}</head>`);
  if (!written) {
    if (!stylesheets) return page;
    return (stylesheets.keepDefaultStylesheet ? page : disableOurStylesheets(page)).replace(
      '</head>',
      () => `${stylesheets.stylesheetLinks}</head>`,
    );
  }
  return written
    .inlineStylesheets(page, written.keepDefaultStylesheet)
    .replace('</head>', () => `${written.stylesheetLinks}</head>`)
    .replace('<html lang="en">', () => `<html lang="${written.locale}">`)
    .replace('<title>Tickets</title>', () => `<title>${written.title}</title>`)
    .replace(
      '<div id="shop"></div>',
      () => `<div id="shop">${written.html}</div><script type="application/json" id="shop-written">${written.json}</script>`,
    );
}

/**
 * shop.html's own stylesheets written into a written page as `<style>` (the shop's page policy
 * allows inline styles): the page's first paint then waits for nothing but the page itself, not
 * one more round trip for a 3 kB stylesheet. Read from the build once per file version. When the
 * museum's stylesheet replaces ours (`keepDefault` false) they stay links, disabled as the shop
 * disables them once it runs, and unread until something enables them.
 */
export function stylesheetInliner(distDir: string): (page: string, keepDefault: boolean) => string {
  const kept = new Map<string, { mtimeMs: number; css: string }>();
  const cssOf = (href: string): string | null => {
    const file = path.join(distDir, href);
    if (!file.startsWith(path.join(distDir, 'assets') + path.sep)) return null;
    try {
      const { mtimeMs } = fs.statSync(file);
      let entry = kept.get(file);
      if (entry?.mtimeMs !== mtimeMs) {
        entry = { mtimeMs, css: fs.readFileSync(file, 'utf8') };
        kept.set(file, entry);
      }
      // Nothing in it may end the element early.
      return entry.css.includes('</') ? null : entry.css;
    } catch {
      return null;
    }
  };
  return (page, keepDefault) =>
    keepDefault
      ? page.replace(OUR_STYLESHEET, (link, href: string) => {
          const css = cssOf(href);
          return css === null ? link : `<style>${css}</style>`;
        })
      : disableOurStylesheets(page);
}

/** shop.html's links to its own stylesheets (the build's). */
const OUR_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/** Ours sent disabled, as the shop disables them once it runs: unread until something enables them. */
const disableOurStylesheets = (page: string) => page.replace(OUR_STYLESHEET, (link) => link.replace(/>$/, ' disabled>'));
