import { z } from 'zod';
import { CURRENCIES, ZDate, ZHttpsUrl, ZId, ZLanguage, ZLocalDateTime, ZTime, LANGUAGES } from '../common/primitives.js';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '../users/users.js';

/** SPEC §3 enumerations of the events area. */
export const DEFAULT_EVENT_TYPES = [
  'Vernissage',
  'Guide',
  'Concert',
  'EntranceTicket',
  'EntranceTicketKombi',
  'IntroductionMax40People',
  'GuidedTourMax15People',
  'CombiTicket5p5',
  'BookResercher',
  'SchoolClass',
] as const;
export const EVENT_STATUSES = ['Draft', 'Published', 'Canceled'] as const;
export const OCCURRENCE_STATUSES = ['Published', 'Canceled'] as const;
export const EVENT_VISIBILITIES = ['Private', 'Public', 'CustomerRequest', 'CustomerRequestWithPayment'] as const;
export const EVENT_SCOPES = ['All', 'Recurring', 'Single'] as const;
export const AGE_GROUPS = ['Adult', 'Underage'] as const;
export const SALES_CHANNELS = ['ONLINE', 'ONLINE_AND_DOOR'] as const;
export const SALE_MODES = ['POOL', 'INDIVIDUAL'] as const;
export const BRING_ALONG = ['idCard', 'shoes', 'childrenIdCard', 'umbrella'] as const;
export const RESTRICTIONS = ['pets', 'stroller', 'smoking', 'luggage', 'flashCamera', 'alcoholAndDrugs'] as const;
export const EXPERIENCE_FEATURES = ['mobileTicketing', 'instantConfirmation', 'headphones', 'duration'] as const;
/** SPEC §9 refund policy options. */
export const REFUND_POLICIES = ['DAYS_1', 'DAYS_7', 'DAYS_30', 'UNSPECIFIED', 'NO_REFUNDS', 'NO_REFUNDS_UNLESS_RESCHEDULED'] as const;
export const PERIODICITY_OPTIONS = ['Daily', 'Weekly', 'Monthly'] as const;
/** Times a day a series may have: every half hour of a day. */
export const MAX_DAILY_TIMES = 48;
export const GUIDE_STATUSES = ['REQUESTED', 'ACCEPTED', 'REJECTED', 'CONFIRMED_BY_ADMIN'] as const;

/** SPEC §5 texts of the events area. */
export const EVENT_MESSAGES = {
  endBeforeStart: 'End date & time must be after Start date & time',
  /** Ours: an upcoming date moved to end before now; its tickets would turn buyers away at the door. */
  movedIntoPast: 'A date still to come cannot be moved into the past: its tickets would no longer admit anyone',
  /** Ours: one date moved onto the start of another of the same event (the shop would show the time twice). */
  sameStartTaken: 'Another date of this event already starts then: change that date, or cancel one of them',
  endTimeBeforeStartTime: 'End time is before start time',
  /** Ours: a series' last date before its first (the dates have no time to speak of). */
  lastDateBeforeFirst: 'The last date is before the first date',
  /** Ours: a weekly series with no day chosen ("Required" did not say what to do). */
  chooseWeekday: 'Choose at least one day of the week',
  scheduleRequired: 'Schedule date and time are required',
  atLeastOneTicket: 'Select at least 1 ticket type to continue',
  underageAlone: "Tickets for underage can't be sold alone",
  /** Ours: every adult's ticket type taken off sale while children's stay on sale. */
  underageAloneOnSale: "Keep an adult's ticket on sale: tickets for underage can't be sold alone",
  invalidQuantity: 'Invalid quantity',
  invalidNetPrice: 'Invalid net price',
  /** The wizard's price field (net or with VAT, as typed), where "net price" would name the wrong field. */
  invalidPrice: 'Enter a price between 0 and 1,000,000',
  /** The wizard's price with a third decimal: not out of range, but finer than øre. */
  priceDecimals: 'Enter a price with at most two decimals',
  invalidDuration: 'Enter a duration from 0 to 100,000 minutes',
  /** Ours: a series repeats every 1 to 365 days, weeks or months. */
  invalidInterval: 'Enter a number from 1 to 365',
  invalidVat: 'VAT must be between 0 and 100 %',
  invalidMinimumQuantity: 'Invalid minimum quantity',
  /** Ours: a capacity below a ticket type's minimum per order ({0}): no order could meet it. */
  belowMinimumPerOrder: 'Less than the minimum per order ({0})',
  /** Ours: a minimum per order above the pool the ticket types share ({0}): no order could meet it. */
  minimumAbovePoolCapacity: 'More than the capacity the ticket types share ({0})',
  /** Ours: a minimum per order above what some date to come holds for the ticket type (it could not be bought there). */
  minimumAboveDateCapacity: 'More than a date to come holds ({0})',
  defaultLanguageName: 'A name in the default language is required',
  tooManyOccurrences: 'A series may have at most {0} occurrences',
  /** A second time of the day at the same start would be the same visit twice. */
  startTimeTaken: 'Another time of the day already starts at this time',
  hasSales: 'This event has sales; cancel it instead',
  capacityBelowSold: 'Capacity cannot be set below what is sold or held ({0})',
  poolCapacityRequired: 'Enter the capacity the ticket types share',
  notAGuide: 'Only users with the Guide role can be assigned',
  cannotCancel: 'Could not cancel event. Please try again later.',
  imageNotImage: 'Event image must be a JPEG or PNG image',
  imageTooManyPixels: 'Event image is too large; use one of at most 50 megapixels',
  unknownEventType: 'Unknown event type',
  unknownVenue: 'Unknown venue',
  /** The dates were planned in the old place's zone: another zone would move every one of them. */
  venueOtherTimeZone: "This venue is in another time zone than the event's dates",
  changedSince: 'Someone else saved this event since you opened it. Load their changes and make yours again.',
  unknownTicketType: 'Unknown ticket type',
  /** Ours: a saved ticket type removed while tickets of it (or of the pool it shares) are sold or held. */
  ticketTypeHasSales: 'Tickets are sold or held here: take this ticket type off sale instead',
  notRecurring: 'Not a recurring event',
  nameOneOccurrence: 'Name one occurrence of the series',
  setTicketCapacities: 'This event sells per ticket type: set ticketCapacities',
  setPoolCapacity: 'This event sells from one pool: set poolCapacity',
  setCapacity: 'This event sells from one pool: set capacity',
  canceledNotPublishable: 'A canceled event cannot be published',
  /** Ours: taking off sale makes a draft again; a canceled event has its own ending. */
  canceledNotUnpublishable: 'A canceled event cannot be taken off sale',
  publishInFuture: 'The publish time must be in the future',
} as const;

/**
 * The event's main image. The content-types plugin reads raw JPEG/PNG bodies for every upload with
 * one cap, so these follow the avatar's type list and size rather than setting their own.
 */
export const EVENT_IMAGE_CONTENT_TYPES = AVATAR_CONTENT_TYPES;
export const EVENT_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** Stored images fit in this box (2:1, aspect kept, never enlarged or cropped). */
export const EVENT_IMAGE_MAX_WIDTH = 2160;
export const EVENT_IMAGE_MAX_HEIGHT = 1080;

export const ZLocalizedNames = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string().trim().max(200).optional()])) as Record<
    (typeof LANGUAGES)[number],
    z.ZodOptional<z.ZodString>
  >,
);
export type TLocalizedNames = z.infer<typeof ZLocalizedNames>;

export const ZSingleSchedule = z.object({
  kind: z.literal('Single'),
  start: ZLocalDateTime,
  end: ZLocalDateTime,
  allDay: z.boolean().default(false),
});
export const ZRecurringSchedule = z.object({
  kind: z.literal('Recurring'),
  periodicity: z.enum(PERIODICITY_OPTIONS).default('Daily'),
  interval: z
    .number({ error: EVENT_MESSAGES.invalidInterval })
    .int(EVENT_MESSAGES.invalidInterval)
    .min(1, EVENT_MESSAGES.invalidInterval)
    .max(365, EVENT_MESSAGES.invalidInterval)
    .default(1),
  daysOfWeek: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  firstDate: ZDate,
  lastDate: ZDate,
  startTime: ZTime,
  endTime: ZTime,
  /**
   * Further times each day of the series (timed entry, a tour at 11 and at 14): each day gets one
   * occurrence per time. Not used for an all-day series.
   */
  additionalTimes: z
    .array(z.object({ startTime: ZTime, endTime: ZTime }))
    .max(MAX_DAILY_TIMES - 1)
    .optional(),
  allDay: z.boolean().default(false),
});
export const ZEventSchedule = z.discriminatedUnion('kind', [ZSingleSchedule, ZRecurringSchedule]).superRefine((schedule, issue) => {
  if (schedule.kind === 'Single') {
    const start = `${schedule.start.date} ${schedule.allDay ? '00:00' : schedule.start.time}`;
    const end = `${schedule.end.date} ${schedule.allDay ? '23:59' : schedule.end.time}`;
    if (end <= start) issue.addIssue({ code: 'custom', path: ['end'], message: EVENT_MESSAGES.endBeforeStart });
  } else {
    if (schedule.lastDate < schedule.firstDate)
      issue.addIssue({ code: 'custom', path: ['lastDate'], message: EVENT_MESSAGES.endBeforeStart });
    if (schedule.allDay) return;
    if (schedule.endTime <= schedule.startTime) {
      issue.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endTimeBeforeStartTime });
    }
    const starts = new Set([schedule.startTime]);
    (schedule.additionalTimes ?? []).forEach((time, index) => {
      if (time.endTime <= time.startTime) {
        issue.addIssue({ code: 'custom', path: ['additionalTimes', index, 'endTime'], message: EVENT_MESSAGES.endTimeBeforeStartTime });
      }
      if (starts.has(time.startTime)) {
        issue.addIssue({ code: 'custom', path: ['additionalTimes', index, 'startTime'], message: EVENT_MESSAGES.startTimeTaken });
      }
      starts.add(time.startTime);
    });
  }
});
export type TEventSchedule = z.infer<typeof ZEventSchedule>;

export const ZEventLocation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Venue'), venueId: ZId }),
  z.object({ kind: z.literal('Online'), url: ZHttpsUrl }),
]);
export type TEventLocation = z.infer<typeof ZEventLocation>;

export const ZEventExperience = z.object({
  bringAlong: z.array(z.enum(BRING_ALONG)).default([]),
  restrictions: z.array(z.enum(RESTRICTIONS)).default([]),
  features: z.array(z.enum(EXPERIENCE_FEATURES)).default([]),
});
export type TEventExperience = z.infer<typeof ZEventExperience>;

/** A number of places: whole, 0 to a million. */
export const ZQuantity = z
  .number({ message: EVENT_MESSAGES.invalidQuantity })
  .int(EVENT_MESSAGES.invalidQuantity)
  .min(0, EVENT_MESSAGES.invalidQuantity)
  .max(1_000_000, EVENT_MESSAGES.invalidQuantity);

export const ZTicketTypeWrite = z.object({
  names: ZLocalizedNames,
  age: z.enum(AGE_GROUPS),
  /** Net price in minor units. */
  netPriceMinor: z
    .number({ message: EVENT_MESSAGES.invalidNetPrice })
    .int(EVENT_MESSAGES.invalidNetPrice)
    .min(0, EVENT_MESSAGES.invalidNetPrice)
    .max(100_000_000, EVENT_MESSAGES.invalidNetPrice),
  /** VAT in basis points: 2500 = 25 %. */
  vatBasisPoints: z
    .number({ message: EVENT_MESSAGES.invalidVat })
    .int(EVENT_MESSAGES.invalidVat)
    .min(0, EVENT_MESSAGES.invalidVat)
    .max(10_000, EVENT_MESSAGES.invalidVat),
  salesChannel: z.enum(SALES_CHANNELS).default('ONLINE'),
  /** null: infinite. In Individual restricted mode, the capacity of each occurrence for this type. */
  quantity: ZQuantity.nullable().default(null),
  requireMinimumQuantity: z
    .number({ message: EVENT_MESSAGES.invalidMinimumQuantity })
    .int(EVENT_MESSAGES.invalidMinimumQuantity)
    .min(1, EVENT_MESSAGES.invalidMinimumQuantity)
    .nullable()
    .default(null),
});
export type TTicketTypeWrite = z.infer<typeof ZTicketTypeWrite>;

/**
 * A ticket type whose minimum per order is more than its places (a quantity of 3 and a minimum
 * of 5) can never be bought: the message for the capacity's field, else null.
 */
export function belowMinimumPerOrder(capacity: number | null, minimum: number | null): string | null {
  return capacity !== null && minimum !== null && capacity < minimum
    ? EVENT_MESSAGES.belowMinimumPerOrder.replace('{0}', String(minimum))
    : null;
}

/** The largest minimum per order among the ticket types a capacity is for (all of them for a pool), or null. */
export function largestMinimumPerOrder(tickets: readonly { requireMinimumQuantity: number | null }[]): number | null {
  return Math.max(0, ...tickets.map((ticket) => ticket.requireMinimumQuantity ?? 0)) || null;
}

/** The rule above on one ticket type's own quantity (a pool's capacity is the event's). */
const quantityMeetsMinimum = (
  ticket: { quantity: number | null; requireMinimumQuantity: number | null },
  issue: z.RefinementCtx,
  path: (string | number)[],
) => {
  const message = belowMinimumPerOrder(ticket.quantity, ticket.requireMinimumQuantity);
  if (message) issue.addIssue({ code: 'custom', path, message });
};

/** PUT /api/events/:id/tickets/:ticketId: one ticket type replaced. */
export const ZTicketTypeUpdate = ZTicketTypeWrite.superRefine((ticket, issue) => quantityMeetsMinimum(ticket, issue, ['quantity']));

const ZTicketList = z
  .array(ZTicketTypeWrite)
  .max(50)
  .superRefine((tickets, issue) => {
    if (tickets.length === 0) issue.addIssue({ code: 'custom', message: EVENT_MESSAGES.atLeastOneTicket });
    else if (tickets.every((ticket) => ticket.age === 'Underage'))
      issue.addIssue({ code: 'custom', message: EVENT_MESSAGES.underageAlone });
  });

/** What describes an event, as opposed to when it happens and what it sells: set at creation, editable after. */
const eventDetailsShape = {
  visibility: z.enum(EVENT_VISIBILITIES).default('Public'),
  generalInfo: z.object({
    names: ZLocalizedNames,
    eventTypeId: ZId,
    category: z.string().trim().max(100).nullable().default(null),
    languages: z.array(ZLanguage).default([]),
    display: z.boolean().default(true),
  }),
  defaultLanguage: ZLanguage.default('en'),
  location: ZEventLocation,
  durationMinutes: z.number().int().min(0).max(100_000),
  experience: ZEventExperience.default({ bringAlong: [], restrictions: [], features: [] }),
  refundPolicy: z.enum(REFUND_POLICIES).default('UNSPECIFIED'),
};

const requireDefaultLanguageName = (
  event: { generalInfo: { names: TLocalizedNames }; defaultLanguage: (typeof LANGUAGES)[number] },
  issue: z.RefinementCtx,
) => {
  if (!event.generalInfo.names[event.defaultLanguage]?.trim()) {
    issue.addIssue({ code: 'custom', path: ['generalInfo', 'names', event.defaultLanguage], message: EVENT_MESSAGES.defaultLanguageName });
  }
};

/**
 * PUT /api/events/:id/details: the event's names, type, languages, place, duration, experience and
 * refund policy, and its ticket types: each by its id, and without one a new ticket type, sold from
 * then on for every date. One left out stays as it is (none is removed here); `onSale: false` takes
 * one off sale (sold neither in the shop nor at the desk, what was sold stays valid), left out
 * leaves it as it was.
 */
export const ZEventDetailsWrite = z
  .object({
    ...eventDetailsShape,
    // A ticket type's own quantity against its minimum is checked by the server, which knows the
    // sale mode: an event sold from one pool has no such quantity (a pool event's price could not
    // be changed for a quantity its page does not show).
    tickets: z
      .array(ZTicketTypeWrite.extend({ id: ZId.optional(), onSale: z.boolean().optional() }))
      .max(50)
      .optional(),
    /** Saved ticket types to remove: only while nothing of them (or of the pool they share) is sold or held. */
    removeTicketIds: z.array(ZId).max(50).optional(),
    /** The event's `version` the form was filled from: a save by someone else since is refused (409 stale_version). */
    version: z.number().int().optional(),
  })
  .superRefine(requireDefaultLanguageName);
export type TEventDetailsWrite = z.infer<typeof ZEventDetailsWrite>;

export const ZEventWrite = z
  .object({
    ...eventDetailsShape,
    saleMode: z.enum(SALE_MODES),
    /** Pool restricted: the capacity of each occurrence shared by every ticket type (required then). */
    poolCapacity: ZQuantity.nullable().default(null),
    schedule: ZEventSchedule,
    tickets: ZTicketList,
    /** Publish at once; otherwise a draft, or published at `publishAt`. */
    publishNow: z.boolean().default(false),
    publishAt: z.iso.datetime({ offset: true, message: 'Must be a date and time' }).nullable().default(null),
  })
  .superRefine((event, issue) => {
    if (event.saleMode === 'POOL' && event.poolCapacity === null) {
      issue.addIssue({ code: 'custom', path: ['poolCapacity'], message: EVENT_MESSAGES.poolCapacityRequired });
    }
    if (event.saleMode === 'INDIVIDUAL')
      event.tickets.forEach((ticket, index) => quantityMeetsMinimum(ticket, issue, ['tickets', index, 'quantity']));
    else {
      // One pool for all: it must hold the largest minimum.
      const message = belowMinimumPerOrder(event.poolCapacity, largestMinimumPerOrder(event.tickets));
      if (message) issue.addIssue({ code: 'custom', path: ['poolCapacity'], message });
    }
    requireDefaultLanguageName(event, issue);
  });
export type TEventWrite = z.infer<typeof ZEventWrite>;

export const ZOccurrenceOverrides = z.object({
  start: ZLocalDateTime.optional(),
  end: ZLocalDateTime.optional(),
  allDay: z.boolean().optional(),
});
export type TOccurrenceOverrides = z.infer<typeof ZOccurrenceOverrides>;

export const ZTicketType = z.object({
  id: ZId,
  names: ZLocalizedNames,
  age: z.enum(AGE_GROUPS),
  netPriceMinor: z.number().int(),
  vatBasisPoints: z.number().int(),
  totalPriceMinor: z.number().int(),
  salesChannel: z.enum(SALES_CHANNELS),
  quantity: z.number().int().nullable(),
  infiniteQuantity: z.boolean(),
  requireMinimumQuantity: z.number().int().nullable(),
  /** For an occurrence, read from its buckets (Pool restricted: the shared pool). */
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  soldOffline: z.number().int(),
  available: z.number().int().nullable(),
  /** False: taken off sale; the shop and the desk do not sell it, what was sold stays valid. */
  onSale: z.boolean(),
});
export type TTicketType = z.infer<typeof ZTicketType>;

export const ZStaffing = z.object({
  kind: z.enum(['MISSING', 'REQUESTED', 'ACCEPTED', 'PARTLY_ACCEPTED']),
  color: z.enum(['gray', 'orange', 'green']),
  accepted: z.number().int().optional(),
  total: z.number().int().optional(),
});

export const ZGuideAssignment = z.object({
  assignmentId: ZId,
  userId: ZId,
  occurrenceId: ZId.nullable(),
  status: z.enum(GUIDE_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
});

export const ZCapacity = z.object({
  capacity: z.number().int().nullable(),
  sold: z.number().int(),
  soldOffline: z.number().int(),
  held: z.number().int(),
  available: z.number().int().nullable(),
});
export type TCapacity = z.infer<typeof ZCapacity>;

export const ZOccurrence = z.object({
  eventId: ZId,
  parentId: ZId,
  status: z.enum(EVENT_STATUSES),
  start: ZLocalDateTime,
  end: ZLocalDateTime,
  startsAt: z.string(),
  endsAt: z.string(),
  allDay: z.boolean(),
  edited: z.boolean(),
  ...ZCapacity.shape,
  staffing: ZStaffing,
});
export type TOccurrence = z.infer<typeof ZOccurrence>;

export const ZEvent = z.object({
  eventId: ZId,
  /** Set when this is one occurrence of a series (or the single event's occurrence). */
  parentId: ZId.nullable(),
  kind: z.enum(['Single', 'Recurring']),
  /** An occurrence's as staff see it: a draft or canceled event decides for all its dates. */
  status: z.enum(EVENT_STATUSES),
  /** Read through an occurrence: its event's own status (a date of a canceled series cannot go back on sale); else null. */
  parentStatus: z.enum(EVENT_STATUSES).nullable(),
  publishAt: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  generalInfo: z.object({
    names: ZLocalizedNames,
    eventType: z.object({ id: ZId, name: z.string() }),
    category: z.string().nullable(),
    languages: z.array(ZLanguage),
    display: z.boolean(),
  }),
  defaultLanguage: ZLanguage,
  location: ZEventLocation,
  venueName: z.string().nullable(),
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  experience: ZEventExperience,
  refundPolicy: z.enum(REFUND_POLICIES),
  saleMode: z.enum(SALE_MODES),
  poolCapacity: z.number().int().nullable(),
  schedule: ZEventSchedule,
  tickets: z.array(ZTicketType),
  guides: z.array(ZGuideAssignment),
  staffing: ZStaffing,
  occurrenceCount: z.number().int(),
  /** The occurrence itself when eventId names one. */
  occurrence: ZOccurrence.nullable(),
  firstStartsAt: z.string().nullable(),
  lastEndsAt: z.string().nullable(),
  /** The organisation's CURRENCY setting: the prices' currency. */
  currency: z.enum(CURRENCIES),
  version: z.number().int(),
  /** The event's (series') main image, a URL that changes with the image; null without one. */
  imageUrl: z.string().nullable(),
});
export type TEvent = z.infer<typeof ZEvent>;
