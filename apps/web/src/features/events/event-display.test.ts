import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_TYPES, type TEvent } from '@foyer/contracts';
import { LOCALES, translate } from '@foyer/i18n';
import {
  capacityUsed,
  soldOverEvent,
  displayedVisibility,
  durationText,
  eventName,
  eventTypeLabel,
  isGuided,
  localDateTime,
  moneyLine,
  timeLabel,
  vatPercent,
} from './event-display';

describe('timeLabel', () => {
  const start = '2026-05-01T10:00:00.000Z';
  const end = '2026-05-01T12:00:00.000Z';
  it('is Upcoming before the start', () => expect(timeLabel(start, end, new Date('2026-05-01T09:59:59Z'))).toBe('UPCOMING'));
  it('is Happening now from the start', () => expect(timeLabel(start, end, new Date(start))).toBe('HAPPENING_NOW'));
  it('is Happening now just before the end', () => expect(timeLabel(start, end, new Date('2026-05-01T11:59:59Z'))).toBe('HAPPENING_NOW'));
  it('is Past from the end', () => expect(timeLabel(start, end, new Date(end))).toBe('PAST'));
  it('reads offsets', () =>
    expect(timeLabel('2026-05-01T12:00:00+02:00', '2026-05-01T14:00:00+02:00', new Date('2026-05-01T10:30:00Z'))).toBe('HAPPENING_NOW'));
  it('is null without times or with bad ones', () => {
    expect(timeLabel(null, end)).toBeNull();
    expect(timeLabel(start, undefined)).toBeNull();
    expect(timeLabel('soon', end)).toBeNull();
  });
});

describe('displayedVisibility', () => {
  it('shows customer requests as Private', () => {
    expect(displayedVisibility('CustomerRequest')).toBe('Private');
    expect(displayedVisibility('CustomerRequestWithPayment')).toBe('Private');
    expect(displayedVisibility('Private')).toBe('Private');
    expect(displayedVisibility('Public')).toBe('Public');
  });
});

describe('eventName', () => {
  it('prefers the reader language, then the default, then any', () => {
    expect(eventName({ en: 'Tour', da: 'Rundvisning' }, 'en', 'da')).toBe('Rundvisning');
    expect(eventName({ en: 'Tour', da: 'Rundvisning' }, 'da', 'de')).toBe('Rundvisning');
    expect(eventName({ nl: 'Rondleiding' }, 'en', 'de-DE')).toBe('Rondleiding');
    expect(eventName({ en: '  ', da: 'Koncert' }, 'en', 'en')).toBe('Koncert');
    expect(eventName({}, 'en', 'en')).toBe('');
  });
});

describe('durationText', () => {
  it('shows minutes up to 120 and hours above', () => {
    expect(durationText(45)).toEqual({ key: 'events.duration.minutes', values: { count: 45 } });
    expect(durationText(120)).toEqual({ key: 'events.duration.minutes', values: { count: 120 } });
    expect(durationText(150)).toEqual({ key: 'events.duration.hours', values: { count: 3 } });
    expect(durationText(140)).toEqual({ key: 'events.duration.hours', values: { count: 2 } });
  });
});

describe('money', () => {
  it('prints VAT percentages', () => {
    expect(vatPercent(2500)).toBe('25');
    expect(vatPercent(1250)).toBe('12.5');
    expect(vatPercent(0)).toBe('0');
  });
  it('prints net, VAT and gross with 2 decimals', () => {
    const line = moneyLine({ netPriceMinor: 10000, vatBasisPoints: 2500, totalPriceMinor: 12500 }, 'DKK', 'en');
    expect(line.vat).toBe('25 %');
    expect(line.net).toContain('100.00');
    expect(line.gross).toContain('125.00');
    expect(moneyLine({ netPriceMinor: 8000, vatBasisPoints: 2500, totalPriceMinor: 10000 }, 'EUR', 'da').gross).toContain('100,00');
  });
});

describe('capacityUsed', () => {
  it('counts online and offline sales against the capacity', () => {
    expect(capacityUsed({ capacity: 15, sold: 3, soldOffline: 2 })).toBe('5 / 15');
    expect(capacityUsed({ capacity: null, sold: 4, soldOffline: 0 })).toBe('4');
  });
});

describe('isGuided', () => {
  it('is true for guided types and for events with guides', () => {
    expect(isGuided('GuidedTourMax15People', { kind: 'MISSING' })).toBe(true);
    expect(isGuided('Concert', { kind: 'REQUESTED' })).toBe(true);
    expect(isGuided('Concert', { kind: 'MISSING' })).toBe(false);
  });
});

describe('localDateTime', () => {
  it('prints HH:mm, dd-MM-yyyy', () => {
    expect(localDateTime({ date: '2026-03-29', time: '10:00' })).toBe('10:00, 29-03-2026');
    expect(localDateTime({ date: '2026-03-29', time: '00:00' }, true)).toBe('29-03-2026');
    expect(localDateTime({ date: '', time: '10:00' })).toBe('');
  });
});

describe('eventTypeLabel', () => {
  it('shows every default type in words of each language, never its code, and an own type by its name', () => {
    for (const locale of LOCALES) {
      const t = (key: string) => translate(locale, key);
      for (const code of DEFAULT_EVENT_TYPES) {
        const label = eventTypeLabel(code, t);
        expect(label, `${locale} ${code}`).not.toContain('events.types');
        // A code of joined words (EntranceTicketKombi) must never show as it is.
        if (/[a-z][A-Z0-9]/.test(code)) expect(label, `${locale} ${code}`).not.toBe(code);
      }
      expect(eventTypeLabel('Lantern walk', t)).toBe('Lantern walk');
    }
    expect(eventTypeLabel('GuidedTourMax15People', (key) => translate('da', key))).toBe('Omvisning (maks. 15 personer)');
  });
});

describe('soldOverEvent', () => {
  const ticket = (sold: number, soldOffline = 0) => ({ sold, soldOffline }) as TEvent['tickets'][number];
  it('counts a pool once, whichever type sold it', () => {
    expect(soldOverEvent({ saleMode: 'POOL', tickets: [ticket(5, 2), ticket(5, 2)] })).toBe(7);
  });
  it('adds up separate ticket types', () => {
    expect(soldOverEvent({ saleMode: 'INDIVIDUAL', tickets: [ticket(3), ticket(1, 1)] })).toBe(5);
    expect(soldOverEvent({ saleMode: 'POOL', tickets: [] })).toBe(0);
  });
});
