import { StrictMode } from 'react';
import type { TPublicOrganization } from '@foyer/contracts';
import { renderToString } from 'react-dom/server';
import { planStylesheets, type StylesheetPlan } from './app/custom-stylesheets';
import { ShopRoot } from './app/shop-root';
import { preparePage } from './app/shop-pages';
import { parseShopQuery } from './app/shop-query';
import { matchShopPath } from './app/shop-routes';
import { forgetWritten, startFromWritten, type WrittenShopPage } from './app/written-page';
import { loadTexts } from './i18n/load-texts';
import { createTranslate } from './i18n/texts';
import { acceptedLanguages, chooseLocale, type ShopLocale } from './i18n/locale';
import { createParentMessenger } from './parent/parent-messages';

/**
 * The server's side of a written first page (built with `vite build --ssr` into dist-ssr and
 * loaded by the API server's plugins/shop-first-page.ts): the same ShopRoot the browser renders,
 * given what the browser would have read, as HTML for shop.html's `#shop`, and the document's
 * title, and the museum's stylesheets as the shop will apply them once it runs (so the page is
 * first painted in the museum's style, not ours and then theirs). Null for a page that is not
 * written (the event list and an event's page are) or without that page's data.
 */
export async function writeFirstPage(
  address: string,
  page: WrittenShopPage,
): Promise<{ html: string; title: string; stylesheets: StylesheetPlan } | null> {
  const [pathname = '', search = ''] = address.split(/(?=\?)/);
  const { route } = matchShopPath(pathname);
  const query = parseShopQuery(search);
  const [texts] = await Promise.all([loadTexts(page.locale), preparePage(route, query, { reads: false })]);
  // Rendering is synchronous: the page's data is set for this one render and cleared after it.
  if (!startFromWritten(route, query, page)) return null;
  try {
    const html = renderToString(
      <StrictMode>
        <ShopRoot
          locale={page.locale}
          messenger={createParentMessenger(false, () => undefined)}
          written={{ organization: page.organization, configuration: page.configuration, texts }}
          address={address}
        />
      </StrictMode>,
    );
    // As the shop titles its document once it runs (shop-root.tsx): "Billetter – Demo Museum".
    return {
      html,
      title: `${createTranslate(texts)('shell.title')} – ${page.organization.name}`,
      stylesheets: shopStylesheets(page.organization, search),
    };
  } finally {
    forgetWritten(query);
  }
}

/**
 * The museum's stylesheets for a shop address, as shop-root.tsx plans them on its first render
 * (the organisation's, and the venue's of ?venue=): for a written page, and for one that is not
 * written, so neither is first painted in our style when the museum's replaces it.
 */
export const shopStylesheets = (organization: TPublicOrganization, search: string): StylesheetPlan =>
  planStylesheets(organization, parseShopQuery(search).venue);

/**
 * The language the browser will choose (i18n/locale.ts), as far as the server can tell: ?la=, then
 * the languages the browser accepts, then the museum's LANGUAGE setting. The frame's own lang is not known here; when the browser
 * chooses otherwise it draws the page anew.
 */
export const writtenLocale = (la: string | null, acceptLanguage: string | undefined, museumLanguage: string | null = null): ShopLocale =>
  chooseLocale(la, null, acceptedLanguages(acceptLanguage), museumLanguage);
