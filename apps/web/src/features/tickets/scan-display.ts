import { formatDate, formatDateTime, formatTime } from '../../shared/dates/format';
import type { TOccurrenceInRange } from '@foyer/contracts';
import type { Translate } from '../../shared/forms/server-messages';
import { eventName } from '../events/event-display';

interface Occurrence {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
}

/**
 * When the ticket is for, where the occurrence is: "10:00–11:30, 24-11-2026" on one day,
 * "24-11-2026, all day", or both ends in full when it runs over midnight (SPEC §9 formats).
 */
export function occurrenceWhen({ startsAt, endsAt, allDay, timeZone }: Occurrence, t: Translate): string {
  const firstDay = formatDate(startsAt, timeZone);
  if (!firstDay) return '';
  const lastDay = formatDate(endsAt, timeZone);
  if (allDay) return t('tickets.card.allDay', { date: lastDay && lastDay !== firstDay ? `${firstDay}–${lastDay}` : firstDay });
  if (!lastDay) return formatDateTime(startsAt, timeZone);
  if (lastDay === firstDay) return `${formatTime(startsAt, timeZone)}–${formatTime(endsAt, timeZone)}, ${firstDay}`;
  return `${formatDateTime(startsAt, timeZone)} – ${formatDateTime(endsAt, timeZone)}`;
}

/** What a date's button says: its time (or all day), the event and its venue. */
export function dateButtonText(occurrence: TOccurrenceInRange, language: string, allDay: string): { when: string; what: string } {
  const when = occurrence.allDay ? allDay : `${occurrence.start.time}–${occurrence.end.time}`;
  const name = eventName(occurrence.event.names, occurrence.event.defaultLanguage, language);
  return { when, what: occurrence.event.venueName ? `${name} · ${occurrence.event.venueName}` : name };
}

/** A day the door's list shows, as a heading: its weekday in the reader's language and the date, "Thursday 03-12-2026". */
export function dayHeading(day: string, language: string): string {
  const date = formatDate(day);
  if (!date) return '';
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  return `${weekday.charAt(0).toLocaleUpperCase(language)}${weekday.slice(1)} ${date}`;
}
