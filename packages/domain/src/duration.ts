export type DurationDisplay =
  { unit: 'hours'; value: number } | { unit: 'minutes'; value: number } | { unit: 'hoursMinutes'; hours: number; minutes: number };

/** SPEC §9: above 120 minutes a duration shows rounded to hours, otherwise in minutes. */
export function durationDisplay(minutes: number): DurationDisplay {
  if (minutes > 120) return { unit: 'hours', value: Math.round(minutes / 60) };
  return { unit: 'minutes', value: minutes };
}

/** SPEC §9: an h:mm text shows hours plus minutes, or hours alone when the minutes are 00. */
export function hoursMinutesDisplay(text: string): DurationDisplay | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return minutes === 0 ? { unit: 'hours', value: hours } : { unit: 'hoursMinutes', hours, minutes };
}
