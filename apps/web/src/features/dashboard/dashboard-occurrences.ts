import type { TOccurrenceInRange } from '@foyer/contracts';
import { addDays } from '../../shared/dates/date-presets';
import { eventName } from '../events/event-display';

/** How many days after today the dashboard's "upcoming" list reaches. */
export const UPCOMING_DAYS = 7;

/** One occurrence as the dashboard shows it: its event's name and type, its own times and capacity. */
export interface DashboardOccurrence {
  occurrenceId: string;
  parentId: string;
  name: string;
  venueName: string | null;
  /** yyyy-MM-dd and HH:mm in the event's time zone, as the API gives them. */
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  allDay: boolean;
  capacity: number | null;
  used: number;
  staffing: TOccurrenceInRange['staffing'] | null;
}

/** The date range the dashboard asks for: today through the next seven days, as calendar dates. */
export const dashboardRange = (today: string) => ({ from: today, to: addDays(today, UPCOMING_DAYS) });

/** Guided events show a staffing badge; the others do not (a guide-less entrance is not "missing guides"). */
export const isGuided = (occurrence: Pick<TOccurrenceInRange, 'event' | 'staffing'>) =>
  occurrence.staffing.kind !== 'MISSING' || /guide|tour|introduction/i.test(occurrence.event.eventType.name);

/** Sold online and at the door of the capacity; the percentage is null without a capacity (unlimited). */
export function capacityUse(capacity: number | null, used: number): { used: number; capacity: number | null; percent: number | null } {
  if (capacity === null) return { used, capacity, percent: null };
  if (capacity <= 0) return { used, capacity, percent: used > 0 ? 100 : 0 };
  return { used, capacity, percent: Math.min(100, Math.round((used / capacity) * 100)) };
}

/** The occurrences in the range, named in `language`, split into today's and the upcoming ones, each by start. */
export function dashboardOccurrences(
  occurrences: readonly TOccurrenceInRange[],
  today: string,
  language: string,
): { today: DashboardOccurrence[]; upcoming: DashboardOccurrence[] } {
  const { to } = dashboardRange(today);
  const all = occurrences
    .filter((o) => o.status === 'Published' && o.start.date >= today && o.start.date <= to)
    .map((o): DashboardOccurrence => ({
      occurrenceId: o.eventId,
      parentId: o.parentId,
      name: eventName(o.event.names, o.event.defaultLanguage, language),
      venueName: o.event.venueName,
      date: o.start.date,
      startTime: o.start.time,
      endTime: o.end.time,
      startsAt: o.startsAt,
      allDay: o.allDay,
      capacity: o.capacity,
      used: o.sold + o.soldOffline,
      staffing: isGuided(o) ? o.staffing : null,
    }));
  all.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.name.localeCompare(b.name));
  return { today: all.filter((o) => o.date === today), upcoming: all.filter((o) => o.date > today) };
}
