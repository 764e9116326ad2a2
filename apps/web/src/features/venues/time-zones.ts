/** The offset of a zone at an instant, as "UTC+01:00" (SPEC: venues keep an IANA zone). */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const part = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    const text = part?.value ?? 'GMT';
    return text === 'GMT' ? 'UTC+00:00' : text.replace('GMT', 'UTC');
  } catch {
    return '';
  }
}

/** Every IANA zone the browser knows, plus `keep` (a stored zone the list may lack), sorted. */
export function ianaTimeZones(keep?: string | null): string[] {
  const zones = new Set<string>(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  if (keep) zones.add(keep);
  if (zones.size === 0) zones.add('Europe/Copenhagen');
  return [...zones].sort((a, b) => a.localeCompare(b));
}

export interface TimeZoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * Zones the browsers still list by an older name, with the name people search for today: a
 * museum in Nuuk or Tórshavn typed "Nuuk" or "Faroe" and found nothing. The stored value stays
 * the listed one, which every part of the system knows.
 */
const TODAYS_NAMES: Readonly<Record<string, string>> = {
  'America/Godthab': 'Nuuk',
  'Atlantic/Faeroe': 'Faroe',
  'Europe/Kiev': 'Kyiv',
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Rangoon': 'Yangon',
  'Asia/Saigon': 'Ho Chi Minh',
};

/** Zones grouped by region ("Europe", "America"…) with their offset now, for a searchable select. */
export function timeZoneOptions(zones: readonly string[], at: Date = new Date()): TimeZoneGroup[] {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const zone of zones) {
    const region = zone.includes('/') ? zone.slice(0, zone.indexOf('/')) : 'UTC';
    const offset = utcOffset(zone, at);
    const today = TODAYS_NAMES[zone];
    const label = `${zone.replace(/_/g, ' ')}${today ? ` – ${today}` : ''}${offset ? ` (${offset})` : ''}`;
    groups.set(region, [...(groups.get(region) ?? []), { value: zone, label }]);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
