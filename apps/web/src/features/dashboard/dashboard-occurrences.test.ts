import { describe, expect, it } from 'vitest';
import type { TOccurrenceInRange } from '@foyer/contracts';
import { capacityUse, dashboardOccurrences, dashboardRange, isGuided } from './dashboard-occurrences';

const entrance: TOccurrenceInRange['event'] = {
  names: { en: 'Museum entrance', da: 'Entré til museet' },
  defaultLanguage: 'en',
  kind: 'Recurring',
  eventType: { id: '00000000-0000-4000-8000-0000000000e1', name: 'EntranceTicket' },
  venueName: 'Main Building',
};
const tour: TOccurrenceInRange['event'] = {
  ...entrance,
  names: { en: 'Tour' },
  eventType: { id: '00000000-0000-4000-8000-0000000000e2', name: 'GuidedTourMax15People' },
};

let next = 0;
const occurrence = (date: string, time: string, overrides: Partial<TOccurrenceInRange> = {}): TOccurrenceInRange => ({
  eventId: `00000000-0000-4000-9000-${String(++next).padStart(12, '0')}`,
  parentId: '00000000-0000-4000-8000-000000000001',
  status: 'Published',
  start: { date, time },
  end: { date, time: '17:00' },
  startsAt: `${date}T${time}:00+01:00`,
  endsAt: `${date}T17:00:00+01:00`,
  allDay: false,
  edited: false,
  capacity: 200,
  sold: 10,
  soldOffline: 5,
  held: 0,
  available: 185,
  staffing: { kind: 'MISSING', color: 'gray' },
  event: entrance,
  ...overrides,
});

describe('dashboard occurrences', () => {
  it('asks for today through seven days on', () => {
    expect(dashboardRange('2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-04' });
  });

  it("splits today's from the upcoming ones, by start, named in the reader's language", () => {
    const result = dashboardOccurrences(
      [
        occurrence('2026-11-23', '10:00'),
        occurrence('2026-11-22', '10:00'),
        occurrence('2026-11-30', '10:00'),
        occurrence('2026-11-22', '09:00', { event: tour }),
        occurrence('2026-11-22', '14:00', { event: tour, status: 'Canceled' }),
      ],
      '2026-11-22',
      'da',
    );
    expect(result.today.map((o) => [o.name, o.startTime])).toEqual([
      ['Tour', '09:00'],
      ['Entré til museet', '10:00'],
    ]);
    expect(result.upcoming.map((o) => o.date)).toEqual(['2026-11-23']);
    expect(result.today[1]!.used).toBe(15);
  });

  it('shows staffing for guided events only', () => {
    expect(isGuided(occurrence('2026-11-22', '10:00'))).toBe(false);
    expect(isGuided(occurrence('2026-11-22', '10:00', { event: tour }))).toBe(true);
    expect(isGuided(occurrence('2026-11-22', '10:00', { staffing: { kind: 'REQUESTED', color: 'orange' } }))).toBe(true);
  });

  it('measures capacity used, unlimited without a capacity', () => {
    expect(capacityUse(200, 50)).toEqual({ used: 50, capacity: 200, percent: 25 });
    expect(capacityUse(null, 7)).toEqual({ used: 7, capacity: null, percent: null });
    expect(capacityUse(10, 12).percent).toBe(100);
    expect(capacityUse(0, 0).percent).toBe(0);
  });
});
