import { SHOP_EVENT_LIST_LIMIT, ZShopEventList, type Language, type TShopEventListItem, type TShopEventListQuery } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { notFound } from '../../lib/app-error.js';
import type { NotifiedCache } from '../../lib/notified-cache.js';
import type { CompressedForms } from '../../lib/kept-answer.js';
import { organizationCurrency } from '../organization-settings/index.js';
import { organizationExists } from '../organizations/index.js';
import { toShopListItem } from './shop-catalog.dto.js';
import { shopCatalogRepository } from './shop-catalog.repository.js';

/** The name a visitor reads: in the filtered language when the event has one, else its default. */
const displayName = (item: TShopEventListItem, lang?: Language) =>
  (lang && item.names[lang]) || item.names[item.defaultLanguage] || Object.values(item.names).find(Boolean) || '';

// Sorted here rather than by the database: PGlite and a PostgreSQL server collate differently.
const byName = (lang?: Language) => (a: TShopEventListItem, b: TShopEventListItem) =>
  displayName(a, lang).localeCompare(displayName(b, lang), 'en', { sensitivity: 'base' }) ||
  a.nextOccurrence.startsAt.localeCompare(b.nextOccurrence.startsAt) ||
  a.eventId.localeCompare(b.eventId);

/**
 * An organisation's event list as answered, kept per process (issue 13: the shop's first call on
 * every page): the JSON as sent and its compressed forms, made once. It is kept right by the
 * database announcing on SHOP_CATALOGUE_CHANNEL (migration 20261127T0830) any change of the
 * catalogue and any bucket whose "tickets left" turns, and by the organisation's settings channel
 * (its currency); it lapses by itself when the first listed occurrence ends, and after
 * EVENT_LIST_TTL_MS at most (a later occurrence ending, or a date's places falling below a ticket
 * type's minimum per order without reaching none, can only turn "available" off that late).
 */
export interface KeptEventList {
  orgId: string;
  json: string;
  /** The instant (ms) the list stops being right by itself: its earliest listed occurrence's end. */
  lapsesAt: number | null;
  compressed: CompressedForms;
}
export type EventListCache = NotifiedCache<KeptEventList>;
export const SHOP_CATALOGUE_CHANNEL = 'foyer_shop_catalogue';
export const EVENT_LIST_TTL_MS = 10_000;

/** An organisation's catalogue changed: every kept list of it goes. */
export const forgetEventListsOf = (lists: EventListCache, orgId: string) => lists.forgetWhere((_, kept) => kept.orgId === orgId);

/** The same list for the same query, whatever the order of its parameters. */
const listKey = (orgId: string, query: TShopEventListQuery) =>
  [orgId, query.sort, query.venue ?? '', query.category ?? '', query.lang ?? '', query.from ?? ''].join('|');

/**
 * SPEC §7 GET /api/public/events/organizations/{orgId}, as its kept answer: the events on show
 * with an occurrence a visitor can still book. The organisation comes from the path only; an
 * unknown one is 404. At most SHOP_EVENT_LIST_LIMIT events, the soonest; sorting by name orders those.
 */
export async function keptShopEventList(ctx: AppContext, orgId: string, query: TShopEventListQuery): Promise<KeptEventList> {
  const kept = await ctx.shopEventLists.get(listKey(orgId, query), async () => {
    const read = await readShopEvents(ctx, orgId, query);
    if (!read) return null;
    // Checked against the contract here, once per list read, as the route's serializer would.
    const json = JSON.stringify(ZShopEventList.parse(read.items));
    return { orgId, json, lapsesAt: read.lapsesAt, compressed: new Map() };
  });
  if (!kept) throw notFound('Organization');
  return kept;
}

async function readShopEvents(ctx: AppContext, orgId: string, query: TShopEventListQuery) {
  const now = ctx.now();
  const read = await inTenant(ctx.db, orgId, async (tx) => {
    const rows = await shopCatalogRepository.eventsOnShow(tx, orgId, query, now, SHOP_EVENT_LIST_LIMIT);
    // An event on show means its organisation exists (its key refers to it): only an empty list
    // asks whether the organisation does, one statement fewer on every list with events.
    if (rows.length === 0) return (await organizationExists(tx, orgId)) ? { items: [], lapsesAt: null } : null;
    const ids = rows.map((row) => row.event.eventId);
    // One after another: a transaction has one connection, which runs one query at a time anyway.
    const tickets = await shopCatalogRepository.ticketTypesOf(tx, orgId, ids);
    const currency = await organizationCurrency(tx, orgId);
    return {
      items: rows.map((row) =>
        toShopListItem(
          row,
          row.first,
          tickets.filter((ticket) => ticket.eventId === row.event.eventId),
          currency,
        ),
      ),
      lapsesAt: Math.min(...rows.map((row) => row.first.endsAt.getTime())),
    };
  });
  if (read && query.sort === 'name') read.items.sort(byName(query.lang));
  return read;
}
