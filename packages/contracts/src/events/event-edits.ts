import { z } from 'zod';
import { FIELD_MESSAGES } from '../common/errors.js';
import { ZDate, ZId, ZLocalDateTime } from '../common/primitives.js';
import { GUIDE_STATUSES, OCCURRENCE_STATUSES, ZEvent, ZEventSchedule, ZOccurrence, ZQuantity } from './events.js';

/** What staff change on an event after it exists: one occurrence, the series from a day on, its guides, its ticket quantities. */
/** EDIT_SINGLE: one occurrence's times, capacity or status. Omitted fields stay. */
export const ZEditSingle = z.object({
  start: ZLocalDateTime.optional(),
  end: ZLocalDateTime.optional(),
  allDay: z.boolean().optional(),
  status: z.enum(OCCURRENCE_STATUSES).optional(),
  /** Pool restricted: the pool's capacity for this occurrence. */
  capacity: ZQuantity.optional(),
  /** Individual restricted: capacities per ticket type for this occurrence. */
  ticketCapacities: z.array(z.object({ ticketId: ZId, capacity: ZQuantity.nullable() })).optional(),
  /**
   * When the times move: mail each buyer with tickets for the date the time it had and the time it
   * has now (queued with the change, sent by the worker). Off unless asked for.
   */
  tellBuyers: z.boolean().optional(),
});
export type TEditSingle = z.infer<typeof ZEditSingle>;

export const ZGuidesWrite = z.object({
  guides: z
    .array(z.object({ userId: ZId, occurrenceId: ZId.nullable().default(null), status: z.enum(GUIDE_STATUSES).default('REQUESTED') }))
    .max(100),
});
export type TGuidesWrite = z.infer<typeof ZGuidesWrite>;

/** EDIT_RECURRING: the series from `fromDate` on follows the new schedule (and capacities). */
export const ZEditRecurring = z.object({
  fromDate: ZDate,
  schedule: ZEventSchedule.refine((schedule) => schedule.kind === 'Recurring', 'Must be a recurring schedule'),
  /** Pool restricted: the new pool capacity per occurrence. */
  poolCapacity: ZQuantity.optional(),
  /** Individual restricted: new capacities per ticket type. */
  ticketCapacities: z.array(z.object({ ticketId: ZId, capacity: ZQuantity.nullable() })).optional(),
  /** The event's `version` the form was filled from: a save by someone else since is refused (409 stale_version). */
  version: z.number().int().optional(),
});
export type TEditRecurring = z.infer<typeof ZEditRecurring>;

/** `?dryRun=true`: what the edit would do, answered and undone (staff confirm before dates are removed). */
export const ZEditRecurringQuery = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: FIELD_MESSAGES.trueOrFalse })
    .optional()
    .transform((value) => value === 'true'),
});

export const ZEditRecurringResult = z.object({
  /** True when nothing was saved: the answer of `?dryRun=true`. */
  dryRun: z.boolean(),
  event: ZEvent,
  created: z.number().int(),
  /** Dates without sales on days the new schedule keeps: kept (link, guides, status) at its times. */
  updated: z.number().int(),
  removed: z.number().int(),
  /** When the removed dates started, earliest first. */
  removedDates: z.array(z.object({ startsAt: z.string(), allDay: z.boolean() })),
  /** Occurrences from the date on that have sales: kept as they were. */
  kept: z.array(ZOccurrence),
});
export type TEditRecurringResult = z.infer<typeof ZEditRecurringResult>;

export const ZTicketParams = z.object({ id: ZId, ticketId: ZId });
export const ZTicketQuantities = z.object({
  tickets: z
    .array(z.object({ id: ZId, quantity: ZQuantity.nullable() }))
    .min(1)
    .max(50),
});
export type TTicketQuantities = z.infer<typeof ZTicketQuantities>;
