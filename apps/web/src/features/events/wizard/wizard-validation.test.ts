import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, MESSAGES } from '@foyer/contracts';
import { firstInvalidStep, validateGeneral, validatePublish, validateSales, validateSchedule, validateTickets } from './wizard-validation';
import { initialWizardValues } from './wizard-values';
import { completeWizardValues as complete } from './wizard-values.fixture';

describe('step validation', () => {
  it('a complete event passes every step', () => {
    expect(firstInvalidStep(complete(), 'en')).toBeNull();
  });
  it('general info needs the default language name, type and venue', () => {
    const values = initialWizardValues('da');
    expect(validateGeneral(values)).toMatchObject({
      'names.da': EVENT_MESSAGES.defaultLanguageName,
      eventTypeId: 'Required',
      venueId: 'Required',
    });
    expect(validateGeneral({ ...complete(), locationKind: 'Online', url: 'http://x.test' }).url).toBe('Must be an https URL');
    // A duration typed wrong is named, not made 0 or 100,000 as the field used to do silently.
    for (const duration of [-5, 99_999_999, '1.5'])
      expect(validateGeneral({ ...complete(), durationMinutes: duration }).durationMinutes, String(duration)).toBe(
        EVENT_MESSAGES.invalidDuration,
      );
    expect(validateGeneral({ ...complete(), durationMinutes: '' }).durationMinutes).toBe('Required');
  });
  it('schedule: required dates and times, end after start', () => {
    const single = { ...complete(), scheduleKind: 'Single' as const, startDate: '', endDate: '' };
    expect(validateSchedule(single)).toMatchObject({
      startDate: EVENT_MESSAGES.scheduleRequired,
      endDate: EVENT_MESSAGES.scheduleRequired,
    });
    const backwards = { ...single, startDate: '2027-01-02', endDate: '2027-01-01' };
    expect(validateSchedule(backwards).endDate).toBe(EVENT_MESSAGES.endBeforeStart);
    expect(validateSchedule({ ...complete(), endTime: '09:00' }).endTime).toBe(EVENT_MESSAGES.endTimeBeforeStartTime);
    expect(validateSchedule({ ...complete(), lastDate: '2027-02-01' }).lastDate).toBe(EVENT_MESSAGES.lastDateBeforeFirst);
    // One day, the end's time before the start's: said under the end time, not the end date.
    const sameDay = { ...single, startDate: '2027-01-02', endDate: '2027-01-02', startTime: '14:00', endTime: '13:00' };
    expect(validateSchedule(sameDay)).toEqual({ endTime: EVENT_MESSAGES.endTimeBeforeStartTime });
    expect(validateSchedule({ ...complete(), daysOfWeek: [] }).daysOfWeek).toBe('Choose at least one day of the week');
  });
  it('tickets: at least one, not only underage, valid prices', () => {
    expect(validateTickets({ ...complete(), tickets: [] }, 'en').tickets).toBe(EVENT_MESSAGES.atLeastOneTicket);
    const underage = complete();
    underage.tickets = [underage.tickets[1]!];
    expect(validateTickets(underage, 'en').tickets).toBe(EVENT_MESSAGES.underageAlone);
    // Every adult's type taken off sale while a child's stays: named on the adult's switch.
    const childrenOnSale = complete();
    childrenOnSale.tickets[0] = { ...childrenOnSale.tickets[0]!, onSale: false };
    expect(validateTickets(childrenOnSale, 'en')).toEqual({ 'tickets.0.onSale': EVENT_MESSAGES.underageAloneOnSale });
    childrenOnSale.tickets[1] = { ...childrenOnSale.tickets[1]!, onSale: false };
    expect(validateTickets(childrenOnSale, 'en')).toEqual({});
    // A ticket type added beside others has no age until staff choose one: required, and only that.
    const noAge = complete();
    noAge.tickets[1] = { ...noAge.tickets[1]!, age: '' };
    expect(validateTickets(noAge, 'en')).toEqual({ 'tickets.1.age': MESSAGES.required });
    const badPrice = complete();
    badPrice.tickets[0] = { ...badPrice.tickets[0]!, gross: 'abc' };
    // The field may be the price with VAT: its message names no "net price".
    expect(validateTickets(badPrice, 'en')['tickets.0.price']).toBe(EVENT_MESSAGES.invalidPrice);
    for (const gross of ['-50', '99999999999']) {
      const wrong = complete();
      wrong.tickets[0] = { ...wrong.tickets[0]!, gross, priceEntry: 'gross' };
      expect(validateTickets(wrong, 'en')['tickets.0.price'], gross).toBe(EVENT_MESSAGES.invalidPrice);
    }
    const noPrice = complete();
    noPrice.tickets[0] = { ...noPrice.tickets[0]!, gross: ' ', priceEntry: 'gross' };
    expect(validateTickets(noPrice, 'en')['tickets.0.price']).toBe(MESSAGES.required);
    const badVat = complete();
    badVat.tickets[0] = { ...badVat.tickets[0]!, vat: '120' };
    expect(validateTickets(badVat, 'en')['tickets.0.vat']).toBe(EVENT_MESSAGES.invalidVat);
    // A good price with a wrong VAT: the problem is said once, under the VAT.
    for (const vat of ['-5', '150', '']) {
      const wrongVat = complete();
      wrongVat.tickets[0] = { ...wrongVat.tickets[0]!, gross: '120', priceEntry: 'gross', vat };
      const errors = validateTickets(wrongVat, 'en');
      expect(errors['tickets.0.vat'], vat).toBeTruthy();
      expect(errors['tickets.0.price'], vat).toBeUndefined();
    }
    // A price wrong on its own is said beside a wrong VAT (it showed only once the VAT was right),
    // and a third decimal is named as such, not as out of range.
    const bothWrong = complete();
    bothWrong.tickets[0] = { ...bothWrong.tickets[0]!, gross: '-50', priceEntry: 'gross', vat: '150' };
    expect(validateTickets(bothWrong, 'en')).toMatchObject({
      'tickets.0.price': EVENT_MESSAGES.invalidPrice,
      'tickets.0.vat': EVENT_MESSAGES.invalidVat,
    });
    for (const vat of ['25', '150']) {
      const fine = complete();
      fine.tickets[0] = { ...fine.tickets[0]!, gross: '99.995', priceEntry: 'gross', vat };
      expect(validateTickets(fine, 'en')['tickets.0.price'], vat).toBe('Enter a price with at most two decimals');
    }
    // "1.000" is a thousand to a Dane, three decimals to an English reader.
    const grouped = complete();
    grouped.tickets[0] = { ...grouped.tickets[0]!, gross: '1.000', priceEntry: 'gross', vat: '25' };
    expect(validateTickets(grouped, 'da')['tickets.0.price']).toBeUndefined();
    expect(validateTickets(grouped, 'en')['tickets.0.price']).toBe('Enter a price with at most two decimals');
  });
  it('sales: pool capacity required in pool mode, quantities in individual mode', () => {
    expect(validateSales({ ...complete(), poolCapacity: '' }).poolCapacity).toBe(EVENT_MESSAGES.poolCapacityRequired);
    expect(validateSales({ ...complete(), saleMode: 'INDIVIDUAL' })['tickets.0.quantity']).toBe(EVENT_MESSAGES.invalidQuantity);
  });
  it('sales: places fewer than a ticket type’s minimum per order are named, as the server does', () => {
    const values = complete();
    const withMinimum = {
      ...values,
      tickets: values.tickets.map((ticket, index) => ({ ...ticket, minimumQuantity: index === 0 ? 5 : '' })),
    };
    const own = {
      ...withMinimum,
      saleMode: 'INDIVIDUAL' as const,
      tickets: withMinimum.tickets.map((ticket) => ({ ...ticket, infinite: false, quantity: 3 })),
    };
    expect(validateSales(own)['tickets.0.quantity']).toBe('Less than the minimum per order (5)');
    expect(validateSales({ ...own, tickets: own.tickets.map((ticket) => ({ ...ticket, quantity: 5 })) })).toEqual({});
    expect(validateSales({ ...withMinimum, saleMode: 'POOL', poolCapacity: 4 }).poolCapacity).toBe('Less than the minimum per order (5)');
    expect(validateSales({ ...withMinimum, saleMode: 'POOL', poolCapacity: 5 })).toEqual({});
  });
  it('publish at a time lies ahead', () => {
    const now = new Date(2027, 0, 1, 12, 0);
    expect(validatePublish({ ...complete(), publishMode: 'at', publishAt: '2027-01-01 11:00:00' }, now).publishAt).toBeDefined();
    expect(validatePublish({ ...complete(), publishMode: 'at', publishAt: '2027-01-02 11:00:00' }, now)).toEqual({});
  });
});
