import { formatDate, formatDateTime, formatTime } from '../../shared/dates/format';
import type { Translate } from '../../shared/forms/server-messages';

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
