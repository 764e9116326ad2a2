import { describe, expect, it } from 'vitest';
import { ianaTimeZones, timeZoneOptions, utcOffset } from './time-zones';

describe('time zones', () => {
  it('reads the offset at an instant, across daylight saving', () => {
    expect(utcOffset('Europe/Copenhagen', new Date('2025-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffset('Europe/Copenhagen', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffset('UTC', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+00:00');
    expect(utcOffset('Not/AZone')).toBe('');
  });
  it('lists IANA zones and keeps a stored one the list lacks', () => {
    const zones = ianaTimeZones('Etc/Unknown');
    expect(zones).toContain('Europe/Copenhagen');
    expect(zones).toContain('Etc/Unknown');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
  });
  it('groups by region with readable labels', () => {
    const groups = timeZoneOptions(['America/New_York', 'Europe/Copenhagen', 'Europe/Berlin'], new Date('2025-01-15T12:00:00Z'));
    expect(groups.map((g) => g.group)).toEqual(['America', 'Europe']);
    expect(groups[0]?.items[0]).toEqual({ value: 'America/New_York', label: 'America/New York (UTC-05:00)' });
  });
  it('names a zone listed by its older name as people search for it today, keeping the listed value', () => {
    const [america, atlantic, europe] = timeZoneOptions(
      ['America/Godthab', 'Atlantic/Faeroe', 'Europe/Kiev'],
      new Date('2025-01-15T12:00:00Z'),
    );
    expect(america?.items[0]).toEqual({ value: 'America/Godthab', label: 'America/Godthab – Nuuk (UTC-02:00)' });
    expect(atlantic?.items[0]?.label).toBe('Atlantic/Faeroe – Faroe (UTC+00:00)');
    expect(europe?.items[0]).toMatchObject({ value: 'Europe/Kiev', label: 'Europe/Kiev – Kyiv (UTC+02:00)' });
  });
});
