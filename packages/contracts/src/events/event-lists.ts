import { z } from 'zod';
import { ZDate, ZId, ZLanguage } from '../common/primitives.js';
import { ZPageQuery, paged } from '../common/paging.js';
import {
  EVENT_SCOPES,
  EVENT_STATUSES,
  EVENT_VISIBILITIES,
  OCCURRENCE_STATUSES,
  ZLocalizedNames,
  ZOccurrence,
  ZStaffing,
} from './events.js';

// The events area's lists (events, a series' dates, dates in a range) and what they are asked with.

export const ZEventListItem = z.object({
  eventId: ZId,
  kind: z.enum(['Single', 'Recurring']),
  status: z.enum(EVENT_STATUSES),
  publishAt: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  names: ZLocalizedNames,
  defaultLanguage: ZLanguage,
  eventType: z.object({ id: ZId, name: z.string() }),
  venueId: ZId.nullable(),
  venueName: z.string().nullable(),
  occurrenceCount: z.number().int(),
  /** The first occurrence in the asked range (or at all). */
  nextOccurrence: z.object({ eventId: ZId, startsAt: z.string(), endsAt: z.string() }).nullable(),
  staffing: ZStaffing,
  imageUrl: z.string().nullable(),
});
export type TEventListItem = z.infer<typeof ZEventListItem>;
export const ZEventPage = paged(ZEventListItem);
export const ZOccurrencePage = paged(ZOccurrence);

/** A range bound: an instant with its offset, or a local date (yyyy-MM-dd) compared with each occurrence's day. */
export const ZInstantQuery = z.iso.datetime({ offset: true, message: 'Must be a date and time' }).or(ZDate);

export const ZEventListQuery = ZPageQuery.extend({
  status: z.enum(EVENT_STATUSES).default('Published'),
  from: ZInstantQuery.optional(),
  to: ZInstantQuery.optional(),
  eventType: ZId.optional(),
  venue: ZId.optional(),
  title: z.string().trim().max(200).optional(),
  scope: z.enum(EVENT_SCOPES).default('All'),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZSeriesQuery = ZPageQuery.extend({
  status: z.enum(EVENT_STATUSES).optional(),
  from: ZInstantQuery.optional(),
  to: ZInstantQuery.optional(),
});
export type TSeriesQuery = z.infer<typeof ZSeriesQuery>;

/** Occurrences of every event in a range (the dashboard, a day's programme). */
export const ZOccurrenceRangeQuery = ZPageQuery.extend({
  from: ZInstantQuery,
  to: ZInstantQuery,
  status: z.enum(OCCURRENCE_STATUSES).default('Published'),
  eventType: ZId.optional(),
  venue: ZId.optional(),
});
export type TOccurrenceRangeQuery = z.infer<typeof ZOccurrenceRangeQuery>;

export const ZOccurrenceInRange = ZOccurrence.extend({
  event: z.object({
    names: ZLocalizedNames,
    defaultLanguage: ZLanguage,
    kind: z.enum(['Single', 'Recurring']),
    eventType: z.object({ id: ZId, name: z.string() }),
    venueName: z.string().nullable(),
  }),
});
export type TOccurrenceInRange = z.infer<typeof ZOccurrenceInRange>;
export const ZOccurrenceInRangePage = paged(ZOccurrenceInRange);

export const ZEventIdParams = z.object({ id: ZId });
/** GET …/image: `v` is the image's version from imageUrl; only the current one may be cached for good. */
export const ZEventImageQuery = z.object({ v: z.string().max(40).optional() });
export const ZPublishBody = z.object({
  publishAt: z.iso.datetime({ offset: true, message: 'Must be a date and time' }).nullable().default(null),
});
export const ZEventType = z.object({ id: ZId, name: z.string() });
export const ZUniqueName = z.object({ eventId: ZId, name: z.string() });
