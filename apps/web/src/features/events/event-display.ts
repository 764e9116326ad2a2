import { DEFAULT_EVENT_TYPES, type EVENT_VISIBILITIES, type TEvent, type TLocalizedNames, type TTicketType } from '@foyer/contracts';
import { durationDisplay, formatMoney } from '@foyer/domain';

export type TimeLabel = 'UPCOMING' | 'PAST' | 'HAPPENING_NOW';

/**
 * SPEC §4 time labels: Upcoming before the start, Happening now from the start until the end,
 * Past from the end on. Null when the times are missing or not dates.
 */
export function timeLabel(
  startsAt: string | null | undefined,
  endsAt: string | null | undefined,
  now: Date = new Date(),
): TimeLabel | null {
  if (!startsAt || !endsAt) return null;
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  const at = now.getTime();
  if (at < start) return 'UPCOMING';
  if (at < end) return 'HAPPENING_NOW';
  return 'PAST';
}

type Visibility = (typeof EVENT_VISIBILITIES)[number];

/** SPEC §3: CustomerRequest and CustomerRequestWithPayment display as Private. */
export const displayedVisibility = (visibility: Visibility): 'Private' | 'Public' => (visibility === 'Public' ? 'Public' : 'Private');

/** An event's name in the reader's language, else its default language, else any name it has. */
export function eventName(names: TLocalizedNames, defaultLanguage: string, language: string): string {
  const byLanguage = names as Record<string, string | undefined>;
  const pick = (key: string) => byLanguage[key]?.trim() || undefined;
  return pick(language.slice(0, 2)) ?? pick(defaultLanguage) ?? Object.values(byLanguage).find((name) => name?.trim()) ?? '';
}

/** The i18n key and values of a duration (SPEC §9: above 120 minutes in hours, otherwise minutes). */
export function durationText(minutes: number): { key: string; values: Record<string, number> } {
  const display = durationDisplay(minutes);
  if (display.unit === 'hours') return { key: 'events.duration.hours', values: { count: display.value } };
  if (display.unit === 'hoursMinutes')
    return { key: 'events.duration.hoursMinutes', values: { hours: display.hours, minutes: display.minutes } };
  return { key: 'events.duration.minutes', values: { count: display.value } };
}

/** VAT in basis points as a percentage text: 2500 → '25', 1250 → '12.5'. */
export const vatPercent = (basisPoints: number): string => String(basisPoints / 100);

export interface MoneyLine {
  net: string;
  vat: string;
  gross: string;
}

/** A ticket type's net, VAT % and gross for display (amounts with 2 decimals, SPEC §9). */
export function moneyLine(
  ticket: Pick<TTicketType, 'netPriceMinor' | 'vatBasisPoints' | 'totalPriceMinor'>,
  currency: string,
  locale: string,
): MoneyLine {
  return {
    net: formatMoney(ticket.netPriceMinor, currency, locale),
    vat: `${vatPercent(ticket.vatBasisPoints)} %`,
    gross: formatMoney(ticket.totalPriceMinor, currency, locale),
  };
}

/** Capacity used of an occurrence as 'sold / capacity', or just sold when unlimited. */
export function capacityUsed(occurrence: { capacity: number | null; sold: number; soldOffline: number; held?: number }): string {
  const used = occurrence.sold + occurrence.soldOffline;
  return occurrence.capacity === null ? String(used) : `${used} / ${occurrence.capacity}`;
}

/**
 * Tickets sold for the event over all its dates, at the desk and printed ahead included. A pooled
 * event's ticket types each carry the pool's totals, so one counts; separate types add up.
 */
export function soldOverEvent(event: Pick<TEvent, 'saleMode' | 'tickets'>): number {
  const soldOf = (ticket: TEvent['tickets'][number]) => ticket.sold + ticket.soldOffline;
  if (event.saleMode === 'POOL') return event.tickets[0] ? soldOf(event.tickets[0]) : 0;
  return event.tickets.reduce((sum, ticket) => sum + soldOf(ticket), 0);
}

/**
 * An event type as people read it: a default type's code (GuidedTourMax15People) in words of the
 * page's language; an organisation's own type by the name it was given.
 */
export const eventTypeLabel = (name: string, t: (key: string) => string): string =>
  (DEFAULT_EVENT_TYPES as readonly string[]).includes(name) ? t(`events.types.${name}`) : name;

/** Event types whose visitors are shown round by a guide (SPEC §3). */
export const GUIDED_EVENT_TYPES: readonly string[] = ['Guide', 'GuidedTourMax15People', 'IntroductionMax40People', 'SchoolClass'];

/** Whether a list shows the staffing badge: a guided type, or any guide already asked. */
export const isGuided = (eventTypeName: string, staffing: { kind: string }): boolean =>
  GUIDED_EVENT_TYPES.includes(eventTypeName) || staffing.kind !== 'MISSING';

/** A venue-local { date, time } as 'HH:mm, dd-MM-yyyy' (SPEC §9); all-day occurrences show the date alone. */
export function localDateTime(value: { date: string; time: string }, allDay = false): string {
  const [year, month, day] = value.date.split('-');
  if (!year || !month || !day) return '';
  const date = `${day}-${month}-${year}`;
  return allDay ? date : `${value.time}, ${date}`;
}
