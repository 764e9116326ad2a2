import type { TPublicOrganization, TShopEventListItem } from '@foyer/contracts';
import type { ShopLocale } from '../i18n/locale';
import type { ShopTexts } from '../i18n/texts';
import type { ShopQuery } from './shop-query';
import type { EventListFilter } from '../api/shop-api';

/**
 * The shop's first page written on the server into shop.html (issue 13: on a phone each request
 * before the first paint costs a round trip of about 0.6 s, so the content comes with the page).
 * The server writes the page's HTML and, beside it, what the browser needs to take it over
 * (hydrate) without reading it again. Only the event list, the shop's front door, is written.
 */
export interface WrittenShopPage {
  /** The language it is written in: the browser takes it over only when it would choose the same. */
  locale: ShopLocale;
  organization: TPublicOrganization;
  configuration: Record<string, string>;
  events: TShopEventListItem[];
}

/** The id of the `<script type="application/json">` that carries it in shop.html. */
export const WRITTEN_PAGE_ID = 'shop-written';

/** What a written page starts the shop with, beside its address. */
export interface WrittenStart {
  organization: TPublicOrganization;
  configuration: Record<string, string>;
  texts: ShopTexts;
}

/** The event list's filter as the list page reads it from the query. */
export const eventListFilterOf = (query: ShopQuery): EventListFilter => ({
  venue: query.venue,
  category: query.category,
  sort: query.sort,
  lang: query.laF,
});
