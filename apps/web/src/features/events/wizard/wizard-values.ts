import {
  EVENT_WIZARD_STEPS,
  type EventWizardStep,
  LANGUAGES,
  type AGE_GROUPS,
  type BRING_ALONG,
  type EVENT_VISIBILITIES,
  type EXPERIENCE_FEATURES,
  type PERIODICITY_OPTIONS,
  type REFUND_POLICIES,
  type RESTRICTIONS,
  type SALE_MODES,
  type SALES_CHANNELS,
  type TEventDetailsWrite,
  type TEventSchedule,
  type TEventWrite,
  type TTicketTypeWrite,
} from '@foyer/contracts';
import { grossFromNet, netFromGross, parseAmount } from '@foyer/domain';

export type Language = (typeof LANGUAGES)[number];
export type Names = Record<Language, string>;

export interface TicketFormValues {
  /** A stable key for React lists; not sent. */
  key: string;
  names: Names;
  /** '' for a ticket type added beside others: staff choose (a "Child" left as Adult was sold as one). */
  age: (typeof AGE_GROUPS)[number] | '';
  /** Typed amounts ("125,50"); which one the user types is `priceEntry`, the other is derived. */
  net: string;
  gross: string;
  priceEntry: 'net' | 'gross';
  /** VAT in percent as typed ("25"). */
  vat: string;
  salesChannel: (typeof SALES_CHANNELS)[number];
  infinite: boolean;
  quantity: number | string;
  minimumQuantity: number | string;
  /** Sold in the shop and at the desk; only a saved ticket type is taken off sale (the details page). */
  onSale: boolean;
}

export type PublishMode = 'draft' | 'now' | 'at';

/** Everything the wizard asks, as the form holds it (strings where the user types). */
export interface WizardValues {
  names: Names;
  defaultLanguage: Language;
  eventTypeId: string;
  category: string;
  languages: Language[];
  display: boolean;
  visibility: (typeof EVENT_VISIBILITIES)[number];
  locationKind: 'Venue' | 'Online';
  venueId: string;
  url: string;
  durationMinutes: number | string;
  scheduleKind: 'Single' | 'Recurring';
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** A series' further times each day, beside startTime–endTime. */
  additionalTimes: DailyTimeValues[];
  allDay: boolean;
  periodicity: (typeof PERIODICITY_OPTIONS)[number];
  interval: number | string;
  daysOfWeek: string[];
  firstDate: string;
  lastDate: string;
  bringAlong: (typeof BRING_ALONG)[number][];
  restrictions: (typeof RESTRICTIONS)[number][];
  features: (typeof EXPERIENCE_FEATURES)[number][];
  guideIds: string[];
  tickets: TicketFormValues[];
  saleMode: (typeof SALE_MODES)[number];
  poolCapacity: number | string;
  refundPolicy: (typeof REFUND_POLICIES)[number];
  publishMode: PublishMode;
  /** 'YYYY-MM-DD HH:mm:ss' local, as Mantine's DateTimePicker gives it. */
  publishAt: string;
}

/** The steps, shared with the server, which keeps the draft's step. */
export const WIZARD_STEPS = EVENT_WIZARD_STEPS;
export type WizardStep = EventWizardStep;

export const emptyNames = (): Names => ({ en: '', da: '', de: '', nl: '' });

let ticketCounter = 0;
export function newTicket(age: TicketFormValues['age'] = 'Adult'): TicketFormValues {
  ticketCounter += 1;
  return {
    key: `t${Date.now().toString(36)}${ticketCounter}`,
    names: emptyNames(),
    age,
    net: '',
    gross: '',
    priceEntry: 'gross',
    vat: '25',
    salesChannel: 'ONLINE',
    infinite: false,
    quantity: '',
    minimumQuantity: '',
    onSale: true,
  };
}

export function initialWizardValues(defaultLanguage: Language = 'en'): WizardValues {
  return {
    names: emptyNames(),
    defaultLanguage,
    eventTypeId: '',
    category: '',
    languages: [defaultLanguage],
    display: true,
    visibility: 'Public',
    locationKind: 'Venue',
    venueId: '',
    url: '',
    durationMinutes: 60,
    scheduleKind: 'Single',
    startDate: '',
    startTime: '10:00',
    endDate: '',
    endTime: '11:00',
    additionalTimes: [],
    allDay: false,
    periodicity: 'Weekly',
    interval: 1,
    daysOfWeek: [],
    firstDate: '',
    lastDate: '',
    bringAlong: [],
    restrictions: [],
    features: [],
    guideIds: [],
    tickets: [newTicket('Adult')],
    saleMode: 'POOL',
    poolCapacity: '',
    refundPolicy: 'UNSPECIFIED',
    publishMode: 'now',
    publishAt: '',
  };
}

// ---------------------------------------------------------------------------------------------
// Prices

/** Parses a VAT percent ("25", "12,5") into basis points; null if it is not one. */
export function parseVat(text: string): number | null {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Basis points as a percent text: 2500 → "25", 1250 → "12.5" ("12,5" in Danish). */
export const vatText = (basisPoints: number, locale = 'en'): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(basisPoints / 100);

/** The ticket's net and gross in minor units from what was typed in the reader's notation; nulls where it does not parse. */
export function ticketPrices(
  ticket: Pick<TicketFormValues, 'net' | 'gross' | 'vat' | 'priceEntry'>,
  locale: string,
): {
  netMinor: number | null;
  grossMinor: number | null;
  vatBasisPoints: number | null;
} {
  const vatBasisPoints = parseVat(ticket.vat);
  if (ticket.priceEntry === 'net') {
    const netMinor = parseAmount(ticket.net, locale);
    return {
      netMinor,
      vatBasisPoints,
      grossMinor: netMinor !== null && vatBasisPoints !== null ? grossFromNet(netMinor, vatBasisPoints) : null,
    };
  }
  const grossMinor = parseAmount(ticket.gross, locale);
  return {
    grossMinor,
    vatBasisPoints,
    netMinor: grossMinor !== null && vatBasisPoints !== null ? netFromGross(grossMinor, vatBasisPoints) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Building the API's shapes

/** A whole number from a number input or typed text; null when it is none. */
export const toInt = (value: number | string): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** Only the names that were typed, trimmed. */
export function namesOf(names: Names): Partial<Names> {
  const result: Partial<Names> = {};
  for (const language of LANGUAGES) {
    const name = names[language].trim();
    if (name) result[language] = name;
  }
  return result;
}

export function scheduleOf(values: WizardValues): TEventSchedule {
  if (values.scheduleKind === 'Single') {
    return {
      kind: 'Single',
      start: { date: values.startDate, time: values.allDay ? '00:00' : values.startTime },
      end: { date: values.endDate, time: values.allDay ? '23:59' : values.endTime },
      allDay: values.allDay,
    };
  }
  return {
    kind: 'Recurring',
    periodicity: values.periodicity,
    interval: toInt(values.interval) ?? 0,
    daysOfWeek: values.periodicity === 'Weekly' ? values.daysOfWeek.map(Number).sort((a, b) => a - b) : [],
    firstDate: values.firstDate,
    lastDate: values.lastDate,
    startTime: values.allDay ? '00:00' : values.startTime,
    endTime: values.allDay ? '23:59' : values.endTime,
    additionalTimes: values.allDay ? [] : values.additionalTimes.map(({ startTime, endTime }) => ({ startTime, endTime })),
    allDay: values.allDay,
  };
}

export interface DailyTimeValues {
  startTime: string;
  endTime: string;
}

/** 'HH:mm' as minutes since midnight; null when not a time. */
export const minutesOf = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null);
const clockOf = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
const LAST_MINUTE = 23 * 60 + 59;

/**
 * The end a start moved from `before` to `after` takes, so the visit keeps its length (a tour at
 * 10–11 moved to start at 14 ends at 15, where the form used to be left ending before it starts).
 * Null, the end left as it is, when the times are not all times, the end was not after the start,
 * or the length would run past the day.
 */
export function endKeepingLength(before: string, after: string, end: string): string | null {
  const [from, to, until] = [minutesOf(before), minutesOf(after), minutesOf(end)];
  if (from === null || to === null || until === null || until <= from) return null;
  const moved = until + (to - from);
  return moved > to && moved <= LAST_MINUTE ? clockOf(moved) : null;
}

/**
 * The time a "one more time" row starts with: right after the latest time of the day, as long as
 * the first one lasts (a tour at 10–11 suggests 11–12), so timed entry is a few clicks.
 */
export function nextDailyTime(times: readonly DailyTimeValues[]): DailyTimeValues {
  const first = times[0];
  const length = first ? (minutesOf(first.endTime) ?? 0) - (minutesOf(first.startTime) ?? 0) : 60;
  const latestEnd = Math.max(...times.map((time) => minutesOf(time.endTime) ?? 0), 0);
  const step = length > 0 ? length : 60;
  // Late in the day the suggestion may land on a start the day has: the next free minute then.
  const starts = new Set(times.map((time) => time.startTime));
  let start = Math.min(latestEnd, 23 * 60);
  while (starts.has(clockOf(start)) && start < 23 * 60 + 58) start++;
  return { startTime: clockOf(start), endTime: clockOf(Math.min(start + step, LAST_MINUTE)) };
}

/** How often "Repeat through the day" may repeat a time, in minutes. */
export const REPEAT_EVERY_MINUTES = [10, 15, 20, 30, 45, 60, 90, 120] as const;

/**
 * The times "Repeat through the day" adds: from the latest start of the day, one every
 * `everyMinutes` up to and including `lastStart`, each as long as the first time (timed entry
 * 10:00–10:30 every 30 minutes until 16:00 adds 10:30, 11:00 … 16:00). A start the day has is
 * skipped, a time never runs past midnight, and the day never gets more than `mostTimes`.
 */
export function repeatedDailyTimes(
  times: readonly DailyTimeValues[],
  everyMinutes: number,
  lastStart: string,
  mostTimes: number,
): DailyTimeValues[] {
  const until = minutesOf(lastStart);
  const starts = times.map((time) => minutesOf(time.startTime)).filter((start): start is number => start !== null);
  if (until === null || starts.length === 0 || !(everyMinutes > 0)) return [];
  const first = times[0]!;
  const firstLength = (minutesOf(first.endTime) ?? 0) - (minutesOf(first.startTime) ?? 0);
  const length = firstLength > 0 ? firstLength : everyMinutes;
  const taken = new Set(starts);
  const added: DailyTimeValues[] = [];
  for (let start = Math.max(...starts) + everyMinutes; start <= Math.min(until, LAST_MINUTE - 1); start += everyMinutes) {
    if (times.length + added.length >= mostTimes) break;
    if (taken.has(start)) continue;
    added.push({ startTime: clockOf(start), endTime: clockOf(Math.min(start + length, LAST_MINUTE)) });
  }
  return added;
}

export function ticketOf(ticket: TicketFormValues, locale: string): TTicketTypeWrite {
  const { netMinor, vatBasisPoints } = ticketPrices(ticket, locale);
  const minimum = toInt(ticket.minimumQuantity);
  return {
    names: namesOf(ticket.names),
    // Refused by the contract when none was chosen (validateTickets names it as required first).
    age: ticket.age === '' ? (undefined as never) : ticket.age,
    netPriceMinor: netMinor ?? Number.NaN,
    vatBasisPoints: vatBasisPoints ?? Number.NaN,
    salesChannel: ticket.salesChannel,
    quantity: ticket.infinite || String(ticket.quantity).trim() === '' ? null : (toInt(ticket.quantity) ?? Number.NaN),
    requireMinimumQuantity: String(ticket.minimumQuantity).trim() === '' ? null : (minimum ?? Number.NaN),
  };
}

/** 'YYYY-MM-DD HH:mm[:ss]' in the browser's zone → an ISO instant with offset; null when empty or wrong. */
export function localToIso(local: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** What describes the event: the wizard's general, experience and refund answers (also PUT …/details). */
export function detailsBodyOf(values: WizardValues): TEventDetailsWrite {
  return {
    visibility: values.visibility,
    generalInfo: {
      names: namesOf(values.names),
      eventTypeId: values.eventTypeId,
      category: values.category.trim() || null,
      languages: values.languages,
      display: values.display,
    },
    defaultLanguage: values.defaultLanguage,
    location: values.locationKind === 'Venue' ? { kind: 'Venue', venueId: values.venueId } : { kind: 'Online', url: values.url.trim() },
    durationMinutes: toInt(values.durationMinutes) ?? 0,
    experience: { bringAlong: values.bringAlong, restrictions: values.restrictions, features: values.features },
    refundPolicy: values.refundPolicy,
  };
}

/** The POST /api/events body, prices read in the reader's notation (`locale`). */
export function eventBodyOf(values: WizardValues, locale: string): TEventWrite {
  const pool = toInt(values.poolCapacity);
  return {
    ...detailsBodyOf(values),
    saleMode: values.saleMode,
    poolCapacity: values.saleMode === 'POOL' ? (pool ?? Number.NaN) : null,
    schedule: scheduleOf(values),
    tickets: values.tickets.map((ticket) => ticketOf(ticket, locale)),
    publishNow: values.publishMode === 'now',
    publishAt: values.publishMode === 'at' ? localToIso(values.publishAt) : null,
  };
}

/**
 * A capacity of 0 typed in: allowed (a date may be closed that way), but on a new event or a
 * whole series it is more often a slip, so the field says what it will do.
 */
export const noPlaces = (capacity: string | number | null | undefined) =>
  capacity !== null && capacity !== undefined && String(capacity).trim() !== '' && Number(capacity) === 0;
