import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES } from '@foyer/contracts';
import {
  editRecurringBodyOf,
  changedSingleBodyOf,
  editSingleBodyOf,
  validateEditRecurring,
  validateEditSingle,
  type EditRecurringValues,
  type EditSingleValues,
} from './edit-values';

const single: EditSingleValues = {
  startDate: '2027-01-02',
  startTime: '10:00',
  endDate: '2027-01-02',
  endTime: '11:00',
  allDay: false,
  capacity: 20,
  ticketCapacities: [{ ticketId: '00000000-0000-4000-8000-000000000001', capacity: '' }],
};
const recurring: EditRecurringValues = {
  fromDate: '2027-02-01',
  periodicity: 'Weekly',
  interval: 1,
  daysOfWeek: ['3'],
  firstDate: '2027-01-01',
  lastDate: '2027-06-30',
  startTime: '14:00',
  endTime: '15:00',
  additionalTimes: [{ startTime: '16:00', endTime: '17:00' }],
  allDay: false,
  poolCapacity: '30',
  ticketCapacities: [{ ticketId: '00000000-0000-4000-8000-000000000001', capacity: '12' }],
};

describe('edit single', () => {
  it('sends times and the capacity of the sale mode', () => {
    expect(editSingleBodyOf(single, 'POOL')).toEqual({
      start: { date: '2027-01-02', time: '10:00' },
      end: { date: '2027-01-02', time: '11:00' },
      allDay: false,
      capacity: 20,
    });
    expect(editSingleBodyOf(single, 'INDIVIDUAL').ticketCapacities).toEqual([
      { ticketId: single.ticketCapacities[0]!.ticketId, capacity: null },
    ]);
  });
  it('sends only what changed since the form was filled', () => {
    expect(changedSingleBodyOf(single, single, 'POOL')).toEqual({});
    expect(changedSingleBodyOf({ ...single, capacity: 25 }, single, 'POOL')).toEqual({ capacity: 25 });
    expect(changedSingleBodyOf({ ...single, startTime: '10:30' }, single, 'POOL')).toEqual({
      start: { date: '2027-01-02', time: '10:30' },
      end: { date: '2027-01-02', time: '11:00' },
      allDay: false,
    });
    const other = { ticketId: '00000000-0000-4000-8000-000000000002', capacity: '5' };
    const two = { ...single, ticketCapacities: [...single.ticketCapacities, other] };
    expect(
      changedSingleBodyOf({ ...two, ticketCapacities: [two.ticketCapacities[0]!, { ...other, capacity: '6' }] }, two, 'INDIVIDUAL'),
    ).toEqual({
      ticketCapacities: [{ ticketId: other.ticketId, capacity: 6 }],
    });
  });
  it('checks end after start', () => {
    expect(validateEditSingle({ ...single, endTime: '09:00' }, 'POOL')).toEqual({ endTime: EVENT_MESSAGES.endTimeBeforeStartTime });
    expect(validateEditSingle(single, 'POOL')).toEqual({});
  });
  it('refuses an emptied or negative capacity instead of keeping the old one or making it 0', () => {
    expect(validateEditSingle({ ...single, capacity: '' }, 'POOL').capacity).toBe(EVENT_MESSAGES.poolCapacityRequired);
    expect(validateEditSingle({ ...single, capacity: -4 }, 'POOL').capacity).toBe(EVENT_MESSAGES.invalidQuantity);
    // Per ticket type an empty capacity is "no limit", as the field's placeholder says.
    expect(
      validateEditSingle({ ...single, ticketCapacities: [{ ticketId: single.ticketCapacities[0]!.ticketId, capacity: '' }] }, 'INDIVIDUAL'),
    ).toEqual({});
    expect(
      validateEditSingle({ ...single, ticketCapacities: [{ ticketId: single.ticketCapacities[0]!.ticketId, capacity: -1 }] }, 'INDIVIDUAL'),
    ).toEqual({
      'ticketCapacities.0.capacity': EVENT_MESSAGES.invalidQuantity,
    });
  });
});

describe('capacities and the minimum per order', () => {
  it('names a capacity fewer than the minimum of the ticket types it is for, as the server does', () => {
    const ticketId = single.ticketCapacities[0]!.ticketId;
    const tickets = [
      { id: ticketId, requireMinimumQuantity: 8 },
      { id: '00000000-0000-4000-8000-000000000009', requireMinimumQuantity: 12 },
    ];
    // The pool is shared by both: it must hold the larger minimum.
    expect(validateEditSingle({ ...single, capacity: 11 }, 'POOL', tickets)).toEqual({ capacity: 'Less than the minimum per order (12)' });
    expect(validateEditSingle({ ...single, capacity: 12 }, 'POOL', tickets)).toEqual({});
    // A ticket type's own places hold its own minimum; no limit is always enough.
    const own = (capacity: string) => ({ ...single, ticketCapacities: [{ ticketId, capacity }] });
    expect(validateEditSingle(own('7'), 'INDIVIDUAL', tickets)).toEqual({
      'ticketCapacities.0.capacity': 'Less than the minimum per order (8)',
    });
    expect(validateEditSingle(own('8'), 'INDIVIDUAL', tickets)).toEqual({});
    expect(validateEditSingle(own(''), 'INDIVIDUAL', tickets)).toEqual({});
    expect(validateEditRecurring({ ...recurring, poolCapacity: 5 }, 'POOL', tickets)).toEqual({
      poolCapacity: 'Less than the minimum per order (12)',
    });
  });
});

describe('edit recurring', () => {
  it('builds the body from a date on', () => {
    const body = editRecurringBodyOf(recurring, 'POOL');
    expect(body).toMatchObject({ fromDate: '2027-02-01', poolCapacity: 30, schedule: { kind: 'Recurring', daysOfWeek: [3] } });
    expect(editRecurringBodyOf(recurring, 'INDIVIDUAL').ticketCapacities?.[0]?.capacity).toBe(12);
    expect(validateEditRecurring(recurring, 'POOL')).toEqual({});
    expect(validateEditRecurring({ ...recurring, fromDate: '' }, 'POOL').fromDate).toBe(EVENT_MESSAGES.scheduleRequired);
    expect(validateEditRecurring({ ...recurring, poolCapacity: ' ' }, 'POOL').poolCapacity).toBe(EVENT_MESSAGES.poolCapacityRequired);
  });

  it('sends the further times of the day, names a time left empty or given twice, and sends none for a whole day', () => {
    expect(editRecurringBodyOf(recurring, 'POOL').schedule).toMatchObject({ additionalTimes: [{ startTime: '16:00', endTime: '17:00' }] });
    const empty = { ...recurring, additionalTimes: [{ startTime: '', endTime: '17:00' }] };
    expect(validateEditRecurring(empty, 'POOL')).toEqual({ 'additionalTimes.0.startTime': EVENT_MESSAGES.scheduleRequired });
    const twice = { ...recurring, additionalTimes: [{ startTime: '14:00', endTime: '14:30' }] };
    expect(validateEditRecurring(twice, 'POOL')).toEqual({ 'additionalTimes.0.startTime': EVENT_MESSAGES.startTimeTaken });
    const backwards = { ...recurring, additionalTimes: [{ startTime: '16:00', endTime: '15:00' }] };
    expect(validateEditRecurring(backwards, 'POOL')).toEqual({ 'additionalTimes.0.endTime': EVENT_MESSAGES.endTimeBeforeStartTime });
    expect(editRecurringBodyOf({ ...recurring, allDay: true }, 'POOL').schedule).toMatchObject({ allDay: true, additionalTimes: [] });
  });
});
