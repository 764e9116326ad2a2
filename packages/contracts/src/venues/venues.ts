import { z } from 'zod';
import { ZCustomCss, ZId, ZOptionalText, ZRequiredText, ZSeenUpdatedAt } from '../common/primitives.js';

export const DEFAULT_TIME_ZONE = 'Europe/Copenhagen';

/** Our texts for venue calls the spec has no wording for. */
export const VENUE_MESSAGES = {
  /** Events are held there, or tickets were let in there: they keep naming it. */
  inUse: 'This venue has events or ticket scans and cannot be deleted',
  /** Two venues of one name cannot be told apart in the lists and filters that offer them. */
  nameTaken: 'Another venue already has this name',
  /** Two staff at one venue's form: the later save would undo the earlier one's changes unseen. */
  changedSince: 'Someone else saved this venue since you opened it. Load their changes and make yours again.',
} as const;

const isIanaZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const ZTimeZone = z.string().trim().refine(isIanaZone, 'Must be an IANA time zone such as Europe/Copenhagen');

export const ZVenue = z.object({
  venueId: ZId,
  orgId: ZId,
  name: z.string(),
  address: z.string().nullable(),
  postCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  timeZone: z.string(),
  css: ZCustomCss.nullable(),
  createdAt: z.string(),
  /** When it was last saved: sent back as `updatedAt` with a save (ZVenueUpdate). */
  updatedAt: z.string(),
});
export type TVenue = z.infer<typeof ZVenue>;

export const ZVenueWrite = z.object({
  name: ZRequiredText(120),
  address: ZOptionalText(200),
  postCode: ZOptionalText(20),
  city: ZOptionalText(100),
  country: ZOptionalText(100),
  timeZone: ZTimeZone.default(DEFAULT_TIME_ZONE),
  css: ZCustomCss.nullable().default(null),
});
export type TVenueWrite = z.infer<typeof ZVenueWrite>;

/** PUT /api/venues/:venueId: the venue as written, and the `updatedAt` the form was filled from. */
export const ZVenueUpdate = ZVenueWrite.extend({ updatedAt: ZSeenUpdatedAt.optional() });
export type TVenueUpdate = z.infer<typeof ZVenueUpdate>;

export const ZVenueIdParams = z.object({ venueId: ZId });
