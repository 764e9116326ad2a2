import { FIELD_MESSAGES } from '../common/errors.js';
import { z } from 'zod';
import { CURRENCIES, ZId, ZLanguage, ZLocalDateTime } from '../common/primitives.js';
import {
  AGE_GROUPS,
  OCCURRENCE_STATUSES,
  PERIODICITY_OPTIONS,
  REFUND_POLICIES,
  SALE_MODES,
  ZEventExperience,
  ZLocalizedNames,
} from '../events/events.js';
import { ZInstantQuery } from '../events/event-lists.js';

/**
 * SPEC §7 public shop reads: GET /api/public/events/organizations/{orgId}, GET /api/public/events/{id}
 * (?all=true) and GET /api/public/events/{id}/series (?month, ?schoolClassId). Only what a
 * visitor may see: no sold counts, capacities, guides, versions or publishing times. Money is in
 * integer minor units of `currency`.
 */

/** `date`: the next occurrence first (default); `name`: by the event's name. */
export const SHOP_EVENT_SORTS = ['date', 'name'] as const;
/** The shop's event list is not paged (SPEC §7); this many events at most, the soonest first. */
export const SHOP_EVENT_LIST_LIMIT = 200;

/** A calendar month, yyyy-MM. */
export const ZMonth = z.string().regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'Must be a month (yyyy-MM)');

export const ZShopEventListQuery = z.object({
  venue: ZId.optional(),
  category: z.string().trim().min(1).max(100).optional(),
  sort: z.enum(SHOP_EVENT_SORTS, { message: 'Must be date or name' }).default('date'),
  /** Events held in this language (the event's languages). */
  lang: ZLanguage.optional(),
  /** Occurrences not ended by then, or on or after that local day; never earlier than now. */
  from: ZInstantQuery.optional(),
});
export type TShopEventListQuery = z.infer<typeof ZShopEventListQuery>;

/** When an occurrence is, in the event's time zone and as instants. */
export const ZShopOccurrenceTime = z.object({
  /** The occurrence's own id: what the cart takes as eventId. */
  eventId: ZId,
  parentId: ZId,
  start: ZLocalDateTime,
  end: ZLocalDateTime,
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
});
export type TShopOccurrenceTime = z.infer<typeof ZShopOccurrenceTime>;

export const ZShopTicketAvailability = z.object({
  /** The ticket type's id. */
  id: ZId,
  /** null: unlimited. */
  available: z.number().int().nullable(),
  soldOut: z.boolean(),
});

/** An occurrence as the shop's calendar offers it. */
export const ZShopOccurrence = ZShopOccurrenceTime.extend({
  status: z.enum(OCCURRENCE_STATUSES),
  /** Published and not yet ended: tickets may be put in a cart (if any are left). */
  bookable: z.boolean(),
  /** Tickets left over the ticket types sold online; null: unlimited. */
  available: z.number().int().nullable(),
  soldOut: z.boolean(),
  /** Individual restricted: what is left per ticket type. Pool restricted: empty, `available` is shared. */
  tickets: z.array(ZShopTicketAvailability),
});
export type TShopOccurrence = z.infer<typeof ZShopOccurrence>;

const ZEventTypeName = z.object({ id: ZId, name: z.string() });
/** null for an online event. */
const ZShopVenue = z.object({ id: ZId, name: z.string() }).nullable();

export const ZShopEventListItem = z.object({
  eventId: ZId,
  kind: z.enum(['Single', 'Recurring']),
  names: ZLocalizedNames,
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage),
  category: z.string().nullable(),
  eventType: ZEventTypeName,
  venue: ZShopVenue,
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  imageUrl: z.string().nullable(),
  /** The first occurrence not ended yet (and within `from`). */
  nextOccurrence: ZShopOccurrenceTime,
  /** The lowest gross price of the ticket types sold online; null when none is. */
  priceFromMinor: z.number().int().nullable(),
  /** The highest; with the lowest, whether all, some or none of the tickets are free. */
  priceToMinor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  /** Whether any upcoming occurrence still has a ticket to sell online. */
  available: z.boolean(),
});
export type TShopEventListItem = z.infer<typeof ZShopEventListItem>;
export const ZShopEventList = z.array(ZShopEventListItem);

/** GET /api/public/events/{id}: without all=true only the ticket types sold online. */
export const ZShopEventQuery = z.object({
  all: z
    .enum(['true', 'false'], { message: FIELD_MESSAGES.trueOrFalse })
    .optional()
    .transform((value) => value === 'true'),
});

export const ZShopTicketType = z.object({
  id: ZId,
  names: ZLocalizedNames,
  age: z.enum(AGE_GROUPS),
  netPriceMinor: z.number().int(),
  vatBasisPoints: z.number().int(),
  /** One ticket's price with VAT, rounded as the cart rounds it. */
  totalPriceMinor: z.number().int(),
  requireMinimumQuantity: z.number().int().nullable(),
  soldOnline: z.boolean(),
});
export type TShopTicketType = z.infer<typeof ZShopTicketType>;

/** SPEC §3 embedded calendar entry: the event's schedule as the shop's calendar reads it. */
export const ZShopCalendarEntry = z.object({
  id: ZId,
  allDay: z.boolean(),
  interval: z.number().int(),
  /** Single: the start; Recurring: the first day with the daily start time. */
  start: ZLocalDateTime,
  /** Single: the end; Recurring: the last day with the daily end time. */
  end: ZLocalDateTime,
  recurring: z.enum(['Single', 'Recurring']),
  repeat: z.object({ periodicity: z.enum(PERIODICITY_OPTIONS), daysOfWeek: z.array(z.number().int()) }),
});
export type TShopCalendarEntry = z.infer<typeof ZShopCalendarEntry>;

export const ZShopEvent = z.object({
  /** The id asked for: the event's, or one occurrence's. */
  eventId: ZId,
  /** The event's id when eventId names an occurrence. */
  parentId: ZId.nullable(),
  kind: z.enum(['Single', 'Recurring']),
  names: ZLocalizedNames,
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage),
  category: z.string().nullable(),
  eventType: ZEventTypeName,
  venue: ZShopVenue,
  /** The venue's zone (online events: Europe/Copenhagen), which every local time is in. */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  experience: ZEventExperience,
  refundPolicy: z.enum(REFUND_POLICIES),
  imageUrl: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  saleMode: z.enum(SALE_MODES),
  calendar: ZShopCalendarEntry,
  tickets: z.array(ZShopTicketType),
  /** The first bookable occurrence; null when none is left. */
  nextOccurrence: ZShopOccurrenceTime.nullable(),
  /** The occurrence itself, with what is left, when eventId names one. */
  occurrence: ZShopOccurrence.nullable(),
});
export type TShopEvent = z.infer<typeof ZShopEvent>;

export const ZShopSeriesQuery = z.object({
  /** In the event's time zone; default: the month of the next bookable occurrence. */
  month: ZMonth.optional(),
  /** Accepted for the school-class booking page; it does not narrow the series yet. */
  schoolClassId: ZId.optional(),
});
export type TShopSeriesQuery = z.infer<typeof ZShopSeriesQuery>;

/** One month of bookable occurrences, and where the calendar can page to. */
export const ZShopSeries = z.object({
  /** The event's (series') id. */
  eventId: ZId,
  month: ZMonth,
  timeZone: z.string(),
  series: z.array(ZShopOccurrence),
  nextMonthWithOccurrences: ZMonth.nullable(),
  previousMonthWithOccurrences: ZMonth.nullable(),
});
export type TShopSeries = z.infer<typeof ZShopSeries>;
