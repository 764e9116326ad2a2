import { SHOP_EVENT_LIST_LIMIT, type Language, type TShopEventListItem, type TShopEventListQuery } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { inTenant } from '../../db/tenancy.js';
import { notFound } from '../../lib/app-error.js';
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
 * SPEC §7 GET /api/public/events/organizations/{orgId}: the events on show with an occurrence a
 * visitor can still book. The organisation comes from the path only; an unknown one is 404. At
 * most SHOP_EVENT_LIST_LIMIT events, the soonest; sorting by name orders those.
 */
export async function listShopEvents(ctx: AppContext, orgId: string, query: TShopEventListQuery): Promise<TShopEventListItem[]> {
  const now = ctx.now();
  const items = await inTenant(ctx.db, orgId, async (tx) => {
    const rows = await shopCatalogRepository.eventsOnShow(tx, orgId, query, now, SHOP_EVENT_LIST_LIMIT);
    // An event on show means its organisation exists (its key refers to it): only an empty list
    // asks whether the organisation does, one statement fewer on every list with events.
    if (rows.length === 0) return (await organizationExists(tx, orgId)) ? [] : null;
    const ids = rows.map((row) => row.event.eventId);
    // One after another: a transaction has one connection, which runs one query at a time anyway.
    const tickets = await shopCatalogRepository.ticketTypesOf(tx, orgId, ids);
    const currency = await organizationCurrency(tx, orgId);
    return rows.map((row) =>
      toShopListItem(
        row,
        row.first,
        tickets.filter((ticket) => ticket.eventId === row.event.eventId),
        currency,
      ),
    );
  });
  if (!items) throw notFound('Organisation');
  return query.sort === 'name' ? items.sort(byName(query.lang)) : items;
}
