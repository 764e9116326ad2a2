import type { TShopSeries, TShopSeriesQuery } from '@foyer/contracts';
import { toInstant, toLocal } from '@foyer/domain';
import type { AppContext } from '../../context.js';
import { bucketsOfOccurrences, ticketTypesOfEvent } from '../events/index.js';
import { toShopOccurrence } from './shop-catalog.dto.js';
import { shopCatalogRepository } from './shop-catalog.repository.js';
import { inShopEventTenant } from './shop-event.service.js';

/** yyyy-MM of an instant in a zone. */
const monthOf = (instant: Date, zone: string) => toLocal(instant, zone).date.slice(0, 7);

/** yyyy-MM moved by whole months. */
function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Local midnight of the month's first day: the month's bounds follow the zone's clock changes. */
const startOfMonth = (month: string, zone: string) => toInstant({ date: `${month}-01`, time: '00:00' }, zone);

/**
 * SPEC §7 GET /api/public/events/{id}/series: one month of the event's bookable occurrences, in
 * the event's time zone (a 10:00 tour reads 10:00 in March and November alike), with what is
 * left of each, and the nearest months before and after that have any, so the shop's month
 * calendar can page. Without a month: the month of the next bookable occurrence (none: this
 * month). Ended and canceled occurrences are not offered, so they are left out.
 */
export function getShopSeries(ctx: AppContext, id: string, query: TShopSeriesQuery): Promise<TShopSeries> {
  const now = ctx.now();
  return inShopEventTenant(ctx, id, async (tx, { event }) => {
    const zone = event.timeZone;
    let month = query.month;
    if (!month) {
      const next = await shopCatalogRepository.nextBookable(tx, event.orgId, event.eventId, now);
      month = monthOf(next?.startsAt ?? now, zone);
    }
    const start = startOfMonth(month, zone);
    const end = startOfMonth(shiftMonth(month, 1), zone);
    const occurrences = await shopCatalogRepository.bookableBetween(tx, event, start, end, now);
    const tickets = await ticketTypesOfEvent(tx, event.orgId, event.eventId);
    const around = await shopCatalogRepository.bookableAround(tx, event, start, end, now);
    const buckets = await bucketsOfOccurrences(
      tx,
      event.orgId,
      occurrences.map((occurrence) => occurrence.occurrenceId),
    );
    return {
      eventId: event.eventId,
      month,
      timeZone: zone,
      series: occurrences.map((occurrence) => toShopOccurrence(event, occurrence, buckets, tickets, now)),
      nextMonthWithOccurrences: around.next ? monthOf(around.next, zone) : null,
      previousMonthWithOccurrences: around.previous ? monthOf(around.previous, zone) : null,
    };
  });
}
