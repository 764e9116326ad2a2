import { describe, expect, it } from 'vitest';
import { ZEventWrite } from '@foyer/contracts';
import { endKeepingLength, eventBodyOf, nextDailyTime, noPlaces, parseVat, repeatedDailyTimes, ticketPrices } from './wizard-values';
import { completeWizardValues as complete } from './wizard-values.fixture';

describe('prices', () => {
  it('parses VAT percent into basis points', () => {
    expect(parseVat('25')).toBe(2500);
    expect(parseVat('12,5')).toBe(1250);
    expect(parseVat('0')).toBe(0);
    expect(parseVat('101')).toBeNull();
    expect(parseVat('abc')).toBeNull();
  });
  it('derives gross from net and net from gross in minor units', () => {
    expect(ticketPrices({ net: '100', gross: '', vat: '25', priceEntry: 'net' }, 'en')).toEqual({
      netMinor: 10000,
      grossMinor: 12500,
      vatBasisPoints: 2500,
    });
    expect(ticketPrices({ net: '', gross: '125,00', vat: '25', priceEntry: 'gross' }, 'en')).toEqual({
      netMinor: 10000,
      grossMinor: 12500,
      vatBasisPoints: 2500,
    });
    expect(ticketPrices({ net: 'x', gross: '', vat: '25', priceEntry: 'net' }, 'en').grossMinor).toBeNull();
    expect(ticketPrices({ net: '', gross: '1.250', vat: '25', priceEntry: 'gross' }, 'da')).toEqual({
      grossMinor: 125_000,
      netMinor: 100_000,
      vatBasisPoints: 2500,
    });
  });
  it('shows minor units with two decimals', () => {});
});

describe('the API body', () => {
  it('is a valid event write with sorted weekdays, names only where typed and prices in minor units', () => {
    const body = eventBodyOf(complete(), 'en');
    expect(ZEventWrite.safeParse(body).success).toBe(true);
    expect(body.schedule).toMatchObject({ kind: 'Recurring', daysOfWeek: [2, 6], interval: 1 });
    expect(body.tickets[0]).toMatchObject({ names: { en: 'Adult', da: 'Voksen' }, netPriceMinor: 10000, vatBasisPoints: 2500 });
    expect(body.tickets[1]).toMatchObject({ netPriceMinor: 4050, age: 'Underage' });
    expect(body.poolCapacity).toBe(15);
    expect(body.publishNow).toBe(true);
  });
  it('carries a series’ further times of the day, and none for an all-day series', () => {
    const values = { ...complete(), additionalTimes: [{ startTime: '14:00', endTime: '15:30' }] };
    const body = eventBodyOf(values, 'en');
    expect(ZEventWrite.safeParse(body).success).toBe(true);
    expect(body.schedule).toMatchObject({ startTime: '10:00', additionalTimes: [{ startTime: '14:00', endTime: '15:30' }] });
    expect(eventBodyOf({ ...values, allDay: true }, 'en').schedule).toMatchObject({ allDay: true, additionalTimes: [] });
  });
  it('drops the pool for individual sales, takes an online url and keeps a draft unpublished', () => {
    const values = {
      ...complete(),
      saleMode: 'INDIVIDUAL' as const,
      locationKind: 'Online' as const,
      url: ' https://x.test/live ',
      publishMode: 'draft' as const,
    };
    const body = eventBodyOf(values, 'en');
    expect(body.poolCapacity).toBeNull();
    expect(body.location).toEqual({ kind: 'Online', url: 'https://x.test/live' });
    expect(body.publishNow).toBe(false);
    expect(body.publishAt).toBeNull();
  });
  it('sends all-day single events from 00:00 to 23:59', () => {
    const values = { ...complete(), scheduleKind: 'Single' as const, startDate: '2027-01-02', endDate: '2027-01-02', allDay: true };
    expect(eventBodyOf(values, 'en').schedule).toEqual({
      kind: 'Single',
      start: { date: '2027-01-02', time: '00:00' },
      end: { date: '2027-01-02', time: '23:59' },
      allDay: true,
    });
  });
});

describe('the next time of the day', () => {
  it('follows the latest time, as long as the first lasts', () => {
    expect(nextDailyTime([{ startTime: '10:00', endTime: '11:00' }])).toEqual({ startTime: '11:00', endTime: '12:00' });
    expect(
      nextDailyTime([
        { startTime: '10:00', endTime: '10:30' },
        { startTime: '10:30', endTime: '11:00' },
      ]),
    ).toEqual({ startTime: '11:00', endTime: '11:30' });
  });

  it('stays within the day, and takes an hour when the first time is not filled in', () => {
    expect(nextDailyTime([{ startTime: '22:00', endTime: '23:30' }])).toEqual({ startTime: '23:00', endTime: '23:59' });
    expect(nextDailyTime([{ startTime: '', endTime: '' }])).toEqual({ startTime: '00:00', endTime: '01:00' });
    // A start the day already has is not suggested again.
    expect(
      nextDailyTime([
        { startTime: '22:00', endTime: '23:30' },
        { startTime: '23:00', endTime: '23:59' },
      ]),
    ).toEqual({ startTime: '23:01', endTime: '23:59' });
  });
});

describe('repeating a time through the day', () => {
  const slot = (startTime: string, endTime: string) => ({ startTime, endTime });

  it('adds one every so often from the latest start up to the last start, each as long as the first', () => {
    expect(repeatedDailyTimes([slot('10:00', '10:30')], 30, '12:00', 48)).toEqual([
      slot('10:30', '11:00'),
      slot('11:00', '11:30'),
      slot('11:30', '12:00'),
      slot('12:00', '12:30'),
    ]);
    // Tours of 90 minutes every two hours from the latest time the day has.
    expect(repeatedDailyTimes([slot('10:00', '11:30'), slot('12:00', '13:30')], 120, '17:00', 48)).toEqual([
      slot('14:00', '15:30'),
      slot('16:00', '17:30'),
    ]);
  });

  it('skips starts the day has, stops at midnight and at the most a day may have', () => {
    expect(repeatedDailyTimes([slot('10:00', '11:00'), slot('09:00', '10:00'), slot('11:00', '12:00')], 60, '12:00', 48)).toEqual([
      slot('12:00', '13:00'),
    ]);
    expect(repeatedDailyTimes([slot('22:00', '23:00')], 60, '23:59', 48)).toEqual([slot('23:00', '23:59')]);
    expect(repeatedDailyTimes([slot('08:00', '08:10')], 10, '23:00', 5)).toHaveLength(4);
  });

  it('adds nothing when the last start comes first or a time is not filled in', () => {
    expect(repeatedDailyTimes([slot('14:00', '15:00')], 30, '14:00', 48)).toEqual([]);
    expect(repeatedDailyTimes([slot('14:00', '15:00')], 30, '', 48)).toEqual([]);
    expect(repeatedDailyTimes([slot('', '')], 30, '16:00', 48)).toEqual([]);
    // The first time not yet ending after its start: each repeat lasts the interval.
    expect(repeatedDailyTimes([slot('10:00', '')], 45, '11:30', 48)).toEqual([slot('10:45', '11:30'), slot('11:30', '12:15')]);
  });
});

describe('a capacity of no places', () => {
  it('is 0 typed in, not an empty field or an unlimited type', () => {
    expect(noPlaces(0)).toBe(true);
    expect(noPlaces('0')).toBe(true);
    expect(noPlaces(' 0 ')).toBe(true);
    expect(noPlaces('')).toBe(false);
    expect(noPlaces(null)).toBe(false);
    expect(noPlaces(undefined)).toBe(false);
    expect(noPlaces(12)).toBe(false);
  });
});

describe('endKeepingLength', () => {
  it('moves the end with the start, so the visit keeps its length', () => {
    expect(endKeepingLength('10:00', '14:00', '11:00')).toBe('15:00');
    expect(endKeepingLength('10:00', '09:15', '11:30')).toBe('10:45');
  });
  it('leaves the end where a length cannot be kept or there was none', () => {
    expect(endKeepingLength('10:00', '23:30', '11:00')).toBeNull();
    expect(endKeepingLength('10:00', '14:00', '09:00')).toBeNull();
    expect(endKeepingLength('', '14:00', '11:00')).toBeNull();
    expect(endKeepingLength('10:00', '14:0', '11:00')).toBeNull();
  });
});
