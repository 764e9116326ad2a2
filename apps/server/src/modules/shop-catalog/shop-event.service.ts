import { SHOP_MESSAGES, type Language, type TShopEvent } from '@foyer/contracts';
import { isSoldOnline } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { inPlatformScope, inTenant } from '../../db/tenancy.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { organizationCurrency } from '../organization-settings/index.js';
import {
  bucketsOfOccurrences,
  eventImageUrlOf,
  type EventRow,
  findEvent,
  findEventType,
  findEventVenue,
  findOccurrence,
  type OccurrenceRow,
  ticketTypesOfEvent,
} from '../events/index.js';
import { toCalendarEntry, toOccurrenceTime, toShopOccurrence, toShopTicket, venueOf } from './shop-catalog.dto.js';
import { isOnShow } from './shop-catalog.policy.js';
import { shopCatalogRepository } from './shop-catalog.repository.js';

const notFoundEvent = () => notFound('Event');

/**
 * The organisation of an event or occurrence id. A public read has nothing else to go on: the
 * ids are random UUIDs, unique across organisations, so the id itself names the organisation,
 * and everything after this runs inside that organisation only.
 */
export async function organizationOfShopEvent(ctx: AppContext, id: string): Promise<string | null> {
  const found = await inPlatformScope(ctx.db, (tx) => shopCatalogRepository.locate(tx, id));
  return found?.orgId ?? null;
}

/** The event on show that `id` names (itself, or as one of its occurrences); undefined otherwise. */
export async function findShopEvent(
  tx: Tx,
  orgId: string,
  id: string,
): Promise<{ event: EventRow; occurrence: OccurrenceRow | null } | undefined> {
  let event = await findEvent(tx, orgId, id);
  let occurrence: OccurrenceRow | null = null;
  if (!event) {
    occurrence = (await findOccurrence(tx, orgId, id)) ?? null;
    if (!occurrence) return undefined;
    event = await findEvent(tx, orgId, occurrence.eventId);
  }
  if (event && isOnShow({ ...event, status: 'Published' }) && event.status === 'Canceled') throw canceledEvent();
  return event && isOnShow(event) ? { event, occurrence } : undefined;
}

/**
 * A link to an event that was on show until staff canceled it (on the museum's site, in a mail)
 * says so; it is still not there to be booked (404).
 */
const canceledEvent = () => new AppError('not_found', SHOP_MESSAGES.eventCanceled);

/** Runs `work` in the organisation of the event on show that `id` names; 404 when there is none. */
export async function inShopEventTenant<T>(
  ctx: AppContext,
  id: string,
  work: (tx: Tx, found: { event: EventRow; occurrence: OccurrenceRow | null }) => Promise<T>,
): Promise<T> {
  const orgId = await organizationOfShopEvent(ctx, id);
  if (!orgId) throw notFoundEvent();
  return inTenant(ctx.db, orgId, async (tx) => {
    const found = await findShopEvent(tx, orgId, id);
    if (!found) throw notFoundEvent();
    return work(tx, found);
  });
}

/**
 * SPEC §7 GET /api/public/events/{id}: the event as a visitor sees it, with the ticket types sold
 * online (with `all`, those sold only at the door too; never one taken off sale), and, for an occurrence id, that occurrence with what is left.
 * Private, customer-request, draft, canceled and hidden events are 404, as an unknown id is; a
 * canceled one that was on show says it was canceled.
 */
export function getShopEvent(ctx: AppContext, id: string, all: boolean): Promise<TShopEvent> {
  const now = ctx.now();
  return inShopEventTenant(ctx, id, async (tx, { event, occurrence }) => {
    const orgId = event.orgId;
    const type = await findEventType(tx, orgId, event.eventTypeId);
    const venue = event.venueId ? await findEventVenue(tx, orgId, event.venueId) : undefined;
    const tickets = await ticketTypesOfEvent(tx, orgId, event.eventId);
    const currency = await organizationCurrency(tx, orgId);
    const nextOccurrence = await shopCatalogRepository.nextBookable(tx, orgId, event.eventId, now);
    const buckets = occurrence ? await bucketsOfOccurrences(tx, orgId, [occurrence.occurrenceId]) : [];
    return {
      eventId: occurrence ? occurrence.occurrenceId : event.eventId,
      parentId: occurrence ? event.eventId : null,
      kind: event.kind,
      names: event.names,
      defaultLanguage: event.defaultLanguage as Language,
      languages: event.languages as Language[],
      category: event.category,
      eventType: { id: event.eventTypeId, name: type?.name ?? '' },
      venue: venueOf(event, venue?.name),
      timeZone: event.timeZone,
      durationMinutes: event.durationMinutes,
      experience: event.experience,
      refundPolicy: event.refundPolicy as TShopEvent['refundPolicy'],
      imageUrl: eventImageUrlOf(event),
      currency,
      saleMode: event.saleMode,
      calendar: toCalendarEntry(event),
      // A type taken off sale is not shown even with `all` (that lists the door's types too).
      tickets: (all ? tickets.filter((ticket) => ticket.onSale) : tickets.filter(isSoldOnline)).map(toShopTicket),
      nextOccurrence: nextOccurrence ? toOccurrenceTime(event, nextOccurrence) : null,
      occurrence: occurrence ? toShopOccurrence(event, occurrence, buckets, tickets, now) : null,
    };
  });
}
