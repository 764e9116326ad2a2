import type { TShopEvent, TShopEventListItem, TShopSeries } from '@foyer/contracts';
import { shopApi, type EventListFilter } from '../api/shop-api';

/**
 * The event page's two reads, started with the shop itself (issue 12): otherwise the event was
 * read only once the page's code had loaded and rendered, and its dates only after the event,
 * one round trip after another. Each read is taken once; a later visit or a retry reads anew.
 */
interface EarlyReads {
  eventId: string;
  schoolClassId: string | null;
  event: Promise<TShopEvent> | null;
  series: Promise<TShopSeries> | null;
}

let early: EarlyReads | null = null;

const quiet = <T>(promise: Promise<T>) => {
  // Whoever takes it handles a failure; one never taken must not be an unhandled rejection.
  promise.catch(() => undefined);
  return promise;
};

export function startEventReads(eventId: string, schoolClassId: string | null) {
  early = {
    eventId,
    schoolClassId,
    event: quiet(shopApi.event(eventId)),
    // Without a month: the month of the next bookable date, what the page shows first for an event.
    series: quiet(shopApi.series(eventId, null, schoolClassId)),
  };
}

export function takeEarlyEvent(eventId: string): Promise<TShopEvent> | null {
  if (early?.eventId !== eventId || !early.event) return null;
  const { event } = early;
  early.event = null;
  return event;
}

/** The first month read early, when it is the one asked for (an occurrence's page asks for its own month). */
export function takeEarlySeries(seriesId: string, month: string | null, schoolClassId: string | null): Promise<TShopSeries> | null {
  if (early?.eventId !== seriesId || early.schoolClassId !== schoolClassId || month !== null || !early.series) return null;
  const { series } = early;
  early.series = null;
  return series;
}

/**
 * The event list's read, started with the shop's organisation (issue 13): the list waited for the
 * page's code to load and render first, one more round trip on a phone (about 0.6 s on a slow 4G).
 */
let earlyList: { key: string; events: Promise<TShopEventListItem[]> } | null = null;

const listKey = (orgId: string, filter: EventListFilter) =>
  JSON.stringify([orgId, filter.venue, filter.category, filter.sort, filter.lang]);

export function startEventListRead(orgId: string, filter: EventListFilter) {
  earlyList = { key: listKey(orgId, filter), events: quiet(shopApi.events(orgId, filter)) };
}

/**
 * An event's page written into shop.html (issue 13): the event and its first month as the server
 * read them. The page and its calendar start from them; each is kept until taken (a first render
 * may look twice), then a later visit reads anew.
 */
let writtenEventPage: {
  eventId: string;
  /** The series the page's calendar shows: the event's own, or its parent's for an occurrence. */
  seriesId: string;
  schoolClassId: string | null;
  event: TShopEvent | null;
  series: TShopSeries | null;
} | null = null;

export function setWrittenEventPage(eventId: string, schoolClassId: string | null, event: TShopEvent, series: TShopSeries) {
  writtenEventPage = { eventId, seriesId: event.parentId ?? event.eventId, schoolClassId, event, series };
}

export function clearWrittenEventPage() {
  writtenEventPage = null;
}

export function writtenEvent(eventId: string): TShopEvent | null {
  return writtenEventPage?.eventId === eventId ? writtenEventPage.event : null;
}

export function takeWrittenEvent(eventId: string) {
  if (writtenEventPage?.eventId === eventId) writtenEventPage.event = null;
}

/** The written first month of the series `seriesId` (the event itself, or an occurrence's parent). */
export function writtenSeries(seriesId: string, schoolClassId: string | null): TShopSeries | null {
  const written = writtenEventPage;
  return written?.seriesId === seriesId && written.schoolClassId === schoolClassId ? written.series : null;
}

export function takeWrittenSeries() {
  if (writtenEventPage) writtenEventPage.series = null;
}

/**
 * The list written into shop.html with the page (the first page rendered on the server, issue
 * 13): the list page starts from it instead of a read, and takes it once its filter is the same.
 */
let writtenList: { key: string; events: TShopEventListItem[] } | null = null;

export function setWrittenEventList(orgId: string, filter: EventListFilter, events: TShopEventListItem[] | null) {
  writtenList = events ? { key: listKey(orgId, filter), events } : null;
}

/** The written list when it is the one asked for (kept until taken, so a first render may look twice). */
export function writtenEventList(orgId: string, filter: EventListFilter): TShopEventListItem[] | null {
  return writtenList?.key === listKey(orgId, filter) ? writtenList.events : null;
}

export function takeWrittenEventList(orgId: string, filter: EventListFilter): boolean {
  const written = writtenEventList(orgId, filter) !== null;
  if (written) writtenList = null;
  return written;
}

/** The list read early, when it is the one asked for; taken once (a filter change or a retry reads anew). */
export function takeEarlyEventList(orgId: string, filter: EventListFilter): Promise<TShopEventListItem[]> | null {
  if (earlyList?.key !== listKey(orgId, filter)) return null;
  const { events } = earlyList;
  earlyList = null;
  return events;
}
