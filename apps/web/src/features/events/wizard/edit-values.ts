import {
  EVENT_MESSAGES,
  ZEditRecurring,
  ZEditSingle,
  belowMinimumPerOrder,
  largestMinimumPerOrder,
  type TEditRecurring,
  type TEditSingle,
  type TEvent,
} from '@foyer/contracts';
import { validateSchedule } from './wizard-validation';
import { scheduleOf, type DailyTimeValues, type WizardValues } from './wizard-values';

/** A capacity field as typed: '' means "no limit" for a ticket type, "required" for a pool. */
export type CapacityText = number | string;

export interface EditSingleValues {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  allDay: boolean;
  capacity: CapacityText;
  ticketCapacities: { ticketId: string; capacity: CapacityText }[];
}

const toCapacity = (value: CapacityText): number | null => {
  const text = String(value).trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/** The occurrence as the edit form starts. */
export function editSingleValuesOf(event: TEvent): EditSingleValues {
  const occurrence = event.occurrence;
  return {
    startDate: occurrence?.start.date ?? '',
    startTime: occurrence?.start.time ?? '',
    endDate: occurrence?.end.date ?? '',
    endTime: occurrence?.end.time ?? '',
    allDay: occurrence?.allDay ?? false,
    capacity: occurrence?.capacity ?? '',
    ticketCapacities: event.tickets.map((ticket) => ({ ticketId: ticket.id, capacity: ticket.capacity ?? '' })),
  };
}

/** Form values as the wizard's schedule fields, to reuse its checks and messages. */
const asSingleSchedule = (values: EditSingleValues) =>
  ({
    ...values,
    scheduleKind: 'Single',
    periodicity: 'Daily',
    interval: 1,
    daysOfWeek: [],
    firstDate: '',
    lastDate: '',
  }) as unknown as WizardValues;

/** PUT /api/events/:id/edit-single: times always, capacity in the event's sale mode. */
export function editSingleBodyOf(values: EditSingleValues, saleMode: TEvent['saleMode']): TEditSingle {
  const schedule = scheduleOf(asSingleSchedule(values));
  const body: TEditSingle = schedule.kind === 'Single' ? { start: schedule.start, end: schedule.end, allDay: values.allDay } : {};
  if (saleMode === 'POOL') {
    const capacity = toCapacity(values.capacity);
    if (capacity !== null) body.capacity = capacity;
  } else {
    body.ticketCapacities = values.ticketCapacities.map((item) => ({ ticketId: item.ticketId, capacity: toCapacity(item.capacity) }));
  }
  return body;
}

/**
 * What the page changed since it was filled (`initial`), and nothing else: the times only when
 * moved, each capacity only when changed. So two staff at one date do not undo each other's change
 * to another field, and a date whose capacity alone changed keeps following its series' times.
 */
export function changedSingleBodyOf(values: EditSingleValues, initial: EditSingleValues, saleMode: TEvent['saleMode']): TEditSingle {
  const body = editSingleBodyOf(values, saleMode);
  const before = editSingleBodyOf(initial, saleMode);
  const changed: TEditSingle = {};
  if (JSON.stringify([body.start, body.end, body.allDay]) !== JSON.stringify([before.start, before.end, before.allDay])) {
    if (body.start) changed.start = body.start;
    if (body.end) changed.end = body.end;
    if (body.allDay !== undefined) changed.allDay = body.allDay;
  }
  if (body.capacity !== undefined && body.capacity !== before.capacity) changed.capacity = body.capacity;
  const capacities = (body.ticketCapacities ?? []).filter(
    (item) => before.ticketCapacities?.find((old) => old.ticketId === item.ticketId)?.capacity !== item.capacity,
  );
  if (capacities.length > 0) changed.ticketCapacities = capacities;
  return changed;
}

/** A pool's capacity left empty would be sent as "no change": the form said "saved" and kept the old one. */
const poolCapacityMissing = (value: CapacityText, saleMode: TEvent['saleMode']) => saleMode === 'POOL' && String(value).trim() === '';

type MinimumOf = Pick<TEvent['tickets'][number], 'id' | 'requireMinimumQuantity'>;

/**
 * Capacities fewer than the minimum per order of the ticket types they are for (all of them for
 * the pool), as the server refuses them: such places could never be bought. A ticket type's own
 * capacity is named `ticketCapacities.N.capacity` on both edit pages.
 */
function belowMinimumErrors(
  pool: { field: string; value: CapacityText } | null,
  own: readonly { ticketId: string; capacity: CapacityText }[],
  tickets: readonly MinimumOf[],
  errors: Record<string, string>,
) {
  if (pool) {
    const message = belowMinimumPerOrder(toCapacity(pool.value), largestMinimumPerOrder(tickets));
    if (message) errors[pool.field] ??= message;
  }
  own.forEach((item, index) => {
    const message = belowMinimumPerOrder(toCapacity(item.capacity), largestMinimumPerOrder(tickets.filter((t) => t.id === item.ticketId)));
    if (message) errors[`ticketCapacities.${index}.capacity`] ??= message;
  });
}

export function validateEditSingle(
  values: EditSingleValues,
  saleMode: TEvent['saleMode'],
  tickets: readonly MinimumOf[] = [],
): Record<string, string> {
  const errors = validateSchedule(asSingleSchedule(values));
  if (poolCapacityMissing(values.capacity, saleMode)) errors.capacity = EVENT_MESSAGES.poolCapacityRequired;
  if (Object.keys(errors).length > 0) return errors;
  const parsed = ZEditSingle.safeParse(editSingleBodyOf(values, saleMode));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  }
  belowMinimumErrors(
    saleMode === 'POOL' ? { field: 'capacity', value: values.capacity } : null,
    saleMode === 'INDIVIDUAL' ? values.ticketCapacities : [],
    tickets,
    errors,
  );
  return errors;
}

export interface EditRecurringValues {
  fromDate: string;
  periodicity: WizardValues['periodicity'];
  interval: number | string;
  daysOfWeek: string[];
  firstDate: string;
  lastDate: string;
  startTime: string;
  endTime: string;
  additionalTimes: DailyTimeValues[];
  allDay: boolean;
  poolCapacity: CapacityText;
  ticketCapacities: { ticketId: string; capacity: CapacityText }[];
}

export function editRecurringValuesOf(event: TEvent, today: string): EditRecurringValues {
  const schedule = event.schedule;
  const recurring = schedule.kind === 'Recurring' ? schedule : null;
  return {
    fromDate: recurring && recurring.firstDate > today ? recurring.firstDate : today,
    periodicity: recurring?.periodicity ?? 'Weekly',
    interval: recurring?.interval ?? 1,
    daysOfWeek: (recurring?.daysOfWeek ?? []).map(String),
    firstDate: recurring?.firstDate ?? today,
    lastDate: recurring?.lastDate ?? today,
    startTime: recurring?.startTime ?? '10:00',
    endTime: recurring?.endTime ?? '11:00',
    additionalTimes: (recurring?.additionalTimes ?? []).map(({ startTime, endTime }) => ({ startTime, endTime })),
    allDay: recurring?.allDay ?? false,
    poolCapacity: event.poolCapacity ?? '',
    ticketCapacities: event.tickets.map((ticket) => ({ ticketId: ticket.id, capacity: ticket.quantity ?? '' })),
  };
}

const asRecurringSchedule = (values: EditRecurringValues) =>
  ({ ...values, scheduleKind: 'Recurring', startDate: '', endDate: '' }) as unknown as WizardValues;

export function editRecurringBodyOf(values: EditRecurringValues, saleMode: TEvent['saleMode']): TEditRecurring {
  const body: TEditRecurring = {
    fromDate: values.fromDate,
    schedule: scheduleOf(asRecurringSchedule(values)) as TEditRecurring['schedule'],
  };
  if (saleMode === 'POOL') {
    const capacity = toCapacity(values.poolCapacity);
    if (capacity !== null) body.poolCapacity = capacity;
  } else {
    body.ticketCapacities = values.ticketCapacities.map((item) => ({ ticketId: item.ticketId, capacity: toCapacity(item.capacity) }));
  }
  return body;
}

export function validateEditRecurring(
  values: EditRecurringValues,
  saleMode: TEvent['saleMode'],
  tickets: readonly MinimumOf[] = [],
): Record<string, string> {
  const errors = validateSchedule(asRecurringSchedule(values));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.fromDate)) errors.fromDate = EVENT_MESSAGES.scheduleRequired;
  if (poolCapacityMissing(values.poolCapacity, saleMode)) errors.poolCapacity = EVENT_MESSAGES.poolCapacityRequired;
  if (Object.keys(errors).length > 0) return errors;
  const parsed = ZEditRecurring.safeParse(editRecurringBodyOf(values, saleMode));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return errors;
  }
  belowMinimumErrors(
    saleMode === 'POOL' ? { field: 'poolCapacity', value: values.poolCapacity } : null,
    saleMode === 'INDIVIDUAL' ? values.ticketCapacities : [],
    tickets,
    errors,
  );
  return errors;
}
