// Step validation: form path → English message (the contract's texts), localized by the page.
import { EVENT_MESSAGES, MESSAGES, ZEventLocation, ZEventSchedule, ZTicketTypeWrite, belowMinimumPerOrder } from '@foyer/contracts';
import { parseAmount } from '@foyer/domain';
import type { z } from 'zod';
import { WIZARD_STEPS, localToIso, scheduleOf, ticketOf, toInt, type WizardStep, type WizardValues } from './wizard-values';

type Errors = Record<string, string>;

function issuesOf(result: z.ZodSafeParseResult<unknown>, prefix: string, errors: Errors, pathFor: (path: string) => string = (p) => p) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = pathFor(issue.path.join('.'));
    const key = prefix && path ? `${prefix}.${path}` : prefix || path;
    errors[key] ??= issue.message;
  }
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export function validateGeneral(values: WizardValues): Errors {
  const errors: Errors = {};
  if (!values.names[values.defaultLanguage].trim()) errors[`names.${values.defaultLanguage}`] = EVENT_MESSAGES.defaultLanguageName;
  if (!values.eventTypeId) errors.eventTypeId = MESSAGES.required;
  if (values.languages.length === 0) errors.languages = MESSAGES.required;
  if (values.locationKind === 'Venue') {
    if (!values.venueId) errors.venueId = MESSAGES.required;
  } else {
    issuesOf(ZEventLocation.safeParse({ kind: 'Online', url: values.url.trim() }), '', errors, () => 'url');
  }
  const duration = toInt(values.durationMinutes);
  if (String(values.durationMinutes).trim() === '') errors.durationMinutes = MESSAGES.required;
  else if (duration === null || duration < 0 || duration > 100_000) errors.durationMinutes = EVENT_MESSAGES.invalidDuration;
  return errors;
}

const SCHEDULE_PATHS: Record<string, string> = {
  end: 'endDate',
  'end.date': 'endDate',
  'end.time': 'endTime',
  lastDate: 'lastDate',
  endTime: 'endTime',
};

export function validateSchedule(values: WizardValues): Errors {
  const errors: Errors = {};
  const required = EVENT_MESSAGES.scheduleRequired;
  const timesNeeded = !values.allDay;
  if (values.scheduleKind === 'Single') {
    if (!isDate(values.startDate)) errors.startDate = required;
    if (!isDate(values.endDate)) errors.endDate = required;
    if (timesNeeded && !isTime(values.startTime)) errors.startTime = required;
    if (timesNeeded && !isTime(values.endTime)) errors.endTime = required;
  } else {
    if (!isDate(values.firstDate)) errors.firstDate = required;
    if (!isDate(values.lastDate)) errors.lastDate = required;
    if (timesNeeded && !isTime(values.startTime)) errors.startTime = required;
    if (timesNeeded && !isTime(values.endTime)) errors.endTime = required;
    if (timesNeeded) {
      values.additionalTimes.forEach((time, index) => {
        if (!isTime(time.startTime)) errors[`additionalTimes.${index}.startTime`] = required;
        if (!isTime(time.endTime)) errors[`additionalTimes.${index}.endTime`] = required;
      });
    }
    const interval = toInt(values.interval);
    if (interval === null || interval < 1 || interval > 365)
      errors.interval = String(values.interval).trim() === '' ? MESSAGES.required : EVENT_MESSAGES.invalidInterval;
    if (values.periodicity === 'Weekly' && values.daysOfWeek.length === 0) errors.daysOfWeek = EVENT_MESSAGES.chooseWeekday;
  }
  if (Object.keys(errors).length > 0) return errors;
  issuesOf(ZEventSchedule.safeParse(scheduleOf(values)), '', errors, (path) => SCHEDULE_PATHS[path] ?? path);
  // Said where it is wrong, in the field's own words (a review walk read "End date & time" under
  // an end date that was right, and under "Last date", which has no time).
  if (errors.endDate === EVENT_MESSAGES.endBeforeStart && timesNeeded && values.startDate === values.endDate) {
    delete errors.endDate;
    errors.endTime = EVENT_MESSAGES.endTimeBeforeStartTime;
  }
  if (errors.lastDate === EVENT_MESSAGES.endBeforeStart) errors.lastDate = EVENT_MESSAGES.lastDateBeforeFirst;
  return errors;
}

/** A ticket type's fields in the API → the form's. */
export const TICKET_PATHS: Record<string, string> = {
  netPriceMinor: 'price',
  vatBasisPoints: 'vat',
  quantity: 'quantity',
  requireMinimumQuantity: 'minimumQuantity',
};

export function validateTickets(values: WizardValues, locale: string): Errors {
  const errors: Errors = {};
  if (values.tickets.length === 0) {
    errors.tickets = EVENT_MESSAGES.atLeastOneTicket;
    return errors;
  }
  values.tickets.forEach((ticket, index) => {
    const defaultName = ticket.names[values.defaultLanguage].trim();
    if (!defaultName) errors[`tickets.${index}.names.${values.defaultLanguage}`] = MESSAGES.required;
    if (ticket.age === '') errors[`tickets.${index}.age`] = MESSAGES.required;
    issuesOf(ZTicketTypeWrite.safeParse(ticketOf(ticket, locale)), `tickets.${index}`, errors, (path) =>
      path.startsWith('names') ? `names.${values.defaultLanguage}` : (TICKET_PATHS[path] ?? path),
    );
    // The price field may hold the price with VAT: "Invalid net price" would name a field that is
    // not there. A price worked out from a wrong VAT is the VAT's problem, said under the VAT.
    // A price typed wrong on its own (negative, a third decimal) is said whatever the VAT.
    const price = `tickets.${index}.price`;
    const typed = String(ticket.priceEntry === 'net' ? ticket.net : ticket.gross);
    if (errors[price] === EVENT_MESSAGES.invalidNetPrice)
      if (/^\s*\d+[.,]\d{3,}\s*$/.test(typed)) errors[price] = EVENT_MESSAGES.priceDecimals;
      else if (errors[`tickets.${index}.vat`] && parseAmount(typed, locale) !== null) delete errors[price];
      else errors[price] = EVENT_MESSAGES.invalidPrice;
    // No price typed is a missing price, not an invalid one.
    if (String(ticket.priceEntry === 'net' ? ticket.net : ticket.gross).trim() === '') errors[price] = MESSAGES.required;
  });
  if (values.tickets.every((ticket) => ticket.age === 'Underage')) errors.tickets = EVENT_MESSAGES.underageAlone;
  else {
    // As the server: children's tickets left on sale without an adult's could not be bought.
    const onSale = values.tickets.filter((ticket) => ticket.onSale);
    if (onSale.length > 0 && onSale.every((ticket) => ticket.age === 'Underage')) {
      const index = values.tickets.findIndex((ticket) => !ticket.onSale && ticket.age === 'Adult');
      errors[`tickets.${index}.onSale`] = EVENT_MESSAGES.underageAloneOnSale;
    }
  }
  return errors;
}

export function validateSales(values: WizardValues): Errors {
  const errors: Errors = {};
  // As the server: places fewer than a ticket type's minimum per order could never be bought.
  const minimumOf = (ticket: WizardValues['tickets'][number]) => toInt(ticket.minimumQuantity);
  if (values.saleMode === 'POOL') {
    const pool = toInt(values.poolCapacity);
    if (String(values.poolCapacity).trim() === '') errors.poolCapacity = EVENT_MESSAGES.poolCapacityRequired;
    else if (pool === null || pool < 0 || pool > 1_000_000) errors.poolCapacity = EVENT_MESSAGES.invalidQuantity;
    else {
      const largest = Math.max(0, ...values.tickets.map((ticket) => minimumOf(ticket) ?? 0));
      const below = belowMinimumPerOrder(pool, largest || null);
      if (below) errors.poolCapacity = below;
    }
  } else {
    values.tickets.forEach((ticket, index) => {
      if (ticket.infinite) return;
      const quantity = toInt(ticket.quantity);
      if (quantity === null || quantity < 0) errors[`tickets.${index}.quantity`] = EVENT_MESSAGES.invalidQuantity;
      else {
        const below = belowMinimumPerOrder(quantity, minimumOf(ticket));
        if (below) errors[`tickets.${index}.quantity`] = below;
      }
    });
  }
  return errors;
}

export function validatePublish(values: WizardValues, now: Date = new Date()): Errors {
  if (values.publishMode !== 'at') return {};
  const iso = localToIso(values.publishAt);
  if (!iso) return { publishAt: MESSAGES.required };
  if (new Date(iso).getTime() <= now.getTime()) return { publishAt: PUBLISH_IN_FUTURE };
  return {};
}

/** The wizard's own text (not a contract one): a scheduled publication lies ahead. */
export const PUBLISH_IN_FUTURE = EVENT_MESSAGES.publishInFuture;

/** A step's own validation, run before "Next". */
export function validateStep(step: WizardStep, values: WizardValues, locale: string): Errors {
  switch (step) {
    case 'general':
      return validateGeneral(values);
    case 'schedule':
      return validateSchedule(values);
    case 'tickets':
      return validateTickets(values, locale);
    case 'sales':
      return validateSales(values);
    case 'publish':
      return validatePublish(values);
    default:
      return {};
  }
}

/** The first step with errors, to return to before creating (e.g. a resumed draft of an older shape). */
export function firstInvalidStep(values: WizardValues, locale: string): WizardStep | null {
  return WIZARD_STEPS.find((step) => Object.keys(validateStep(step, values, locale)).length > 0) ?? null;
}
