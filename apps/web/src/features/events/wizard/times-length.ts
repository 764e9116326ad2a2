import { expandSchedule } from '@foyer/domain';
import { validateSchedule } from './wizard-validation';
import { scheduleOf, type WizardValues } from './wizard-values';

/**
 * How long a date of the schedule lasts by its times, in minutes (its first date's, in the
 * venue's zone, so a change of clock is counted as the server will). Null for all-day dates and
 * for a schedule not yet complete or too long to expand.
 */
export function timesLength(values: WizardValues, zone: string): number | null {
  if (values.allDay || Object.keys(validateSchedule(values)).length > 0) return null;
  try {
    const [first] = expandSchedule(scheduleOf(values), zone);
    return first ? Math.round((first.endsAt.getTime() - first.startsAt.getTime()) / 60_000) : null;
  } catch {
    return null;
  }
}
