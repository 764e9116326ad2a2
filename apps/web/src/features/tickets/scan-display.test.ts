import type { TOccurrenceInRange } from '@foyer/contracts';
import { describe, expect, it } from 'vitest';
import { translate } from '@foyer/i18n';
import { dayHeading, occurrenceWhen, dateButtonText } from './scan-display';

const en = (key: string, options?: Record<string, unknown>) => translate('en', key, options as Record<string, string>);
const copenhagen = { timeZone: 'Europe/Copenhagen', allDay: false };

describe('occurrenceWhen', () => {
  it('gives the times of one day where the occurrence is', () => {
    expect(occurrenceWhen({ ...copenhagen, startsAt: '2026-11-24T09:00:00Z', endsAt: '2026-11-24T10:30:00Z' }, en)).toBe(
      '10:00–11:30, 24-11-2026',
    );
    expect(
      occurrenceWhen({ startsAt: '2026-11-24T09:00:00Z', endsAt: '2026-11-24T10:30:00Z', allDay: false, timeZone: 'America/New_York' }, en),
    ).toBe('04:00–05:30, 24-11-2026');
  });
  it('names both ends when it runs over midnight', () => {
    expect(occurrenceWhen({ ...copenhagen, startsAt: '2026-11-24T21:00:00Z', endsAt: '2026-11-25T01:00:00Z' }, en)).toBe(
      '22:00, 24-11-2026 – 02:00, 25-11-2026',
    );
  });
  it('says all day without times', () => {
    const day = { timeZone: 'Europe/Copenhagen', allDay: true };
    expect(occurrenceWhen({ ...day, startsAt: '2026-11-23T23:00:00Z', endsAt: '2026-11-24T22:59:00Z' }, en)).toBe('24-11-2026, all day');
    expect(occurrenceWhen({ ...day, startsAt: '2026-11-23T23:00:00Z', endsAt: '2026-11-25T22:59:00Z' }, en)).toBe(
      '24-11-2026–25-11-2026, all day',
    );
  });
  it('is empty for what is no date', () => {
    expect(occurrenceWhen({ ...copenhagen, startsAt: 'nope', endsAt: 'nope' }, en)).toBe('');
  });
});

describe('dateButtonText', () => {
  const occurrence = {
    allDay: false,
    start: { date: '2026-11-29', time: '10:00' },
    end: { date: '2026-11-29', time: '11:30' },
    event: { names: { en: 'Guided tour', da: 'Omvisning' }, defaultLanguage: 'en', venueName: 'Main building' },
  } as unknown as TOccurrenceInRange;
  it('says the time, the event in the reader’s language and its venue', () => {
    expect(dateButtonText(occurrence, 'da', 'Hele dagen')).toEqual({ when: '10:00–11:30', what: 'Omvisning · Main building' });
  });
  it('says all day, and leaves out a venue it has none of', () => {
    const online = { ...occurrence, allDay: true, event: { ...occurrence.event, venueName: null } } as TOccurrenceInRange;
    expect(dateButtonText(online, 'de', 'All day')).toEqual({ when: 'All day', what: 'Guided tour' });
  });
});

describe('dayHeading', () => {
  it('names the weekday in the reader’s language beside the date', () => {
    expect(dayHeading('2026-12-03', 'en')).toBe('Thursday 03-12-2026');
    expect(dayHeading('2026-12-03', 'da')).toBe('Torsdag 03-12-2026');
    expect(dayHeading('2026-12-06', 'de')).toBe('Sonntag 06-12-2026');
    expect(dayHeading('2026-02-30', 'en')).toBe('');
  });
});
