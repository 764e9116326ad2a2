import type { TPublicOrganization, TShopEvent, TShopEventListItem, TShopSeries } from '@foyer/contracts';
import type { ShopLocale } from '../i18n/locale';
import type { ShopTexts } from '../i18n/texts';
import type { EventListFilter } from '../api/shop-api';
import { clearWrittenEventPage, setWrittenEventList, setWrittenEventPage } from '../events/early-reads';
import type { ShopQuery } from './shop-query';
import type { ShopRoute } from './shop-routes';

/**
 * The shop's first page written on the server into shop.html (issue 13: on a phone each request
 * before the first paint costs a round trip of about 0.6 s, so the content comes with the page).
 * The server writes the page's HTML and, beside it, what the browser needs to take it over
 * (hydrate) without reading it again. The shop's two front doors are written: the event list and
 * an event's page.
 */
export interface WrittenShopPage {
  /** The language it is written in: the browser takes it over only when it would choose the same. */
  locale: ShopLocale;
  organization: TPublicOrganization;
  configuration: Record<string, string>;
  /** The event list's page: the list. */
  events?: TShopEventListItem[];
  /** An event's page: the event and its first month. */
  event?: TShopEvent;
  series?: TShopSeries;
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

/**
 * Hands the written page's data to the page that shows it (events/early-reads.ts); false when the
 * address is not a page the server writes, or the data is not that page's.
 */
export function startFromWritten(route: ShopRoute, query: ShopQuery, page: WrittenShopPage): boolean {
  if (!query.orgId) return false;
  if (route.page === 'eventList' && page.events) {
    setWrittenEventList(query.orgId, eventListFilterOf(query), page.events);
    return true;
  }
  if ((route.page === 'event' || route.page === 'schoolClassEvent') && page.event && page.series) {
    setWrittenEventPage(route.eventId, query.schoolClassId, page.event, page.series);
    return true;
  }
  return false;
}

/** Forgets what `startFromWritten` handed over and was not taken (the server's render is done). */
export function forgetWritten(query: ShopQuery) {
  if (query.orgId) setWrittenEventList(query.orgId, eventListFilterOf(query), null);
  clearWrittenEventPage();
}
