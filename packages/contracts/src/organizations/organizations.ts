import { z } from 'zod';
import { ZCustomCss, ZId, ZOrigin, ZRequiredText } from '../common/primitives.js';

/** The park organisation (combi tickets across partner museums) is recognised by this fixed id. */
export const PARK_ORGANIZATION_ID = '00000000-0000-4000-a000-0000000000aa';

export const ZOrganizationFeatures = z.object({ payouts: z.boolean() });

export const ZOrganization = z.object({
  orgId: ZId,
  name: z.string(),
  features: ZOrganizationFeatures,
  css: ZCustomCss.nullable(),
  targetOrigin: z.string().nullable(),
  venues: z.array(z.object({ venueId: ZId, css: ZCustomCss.nullable() })),
  isPark: z.boolean(),
  createdAt: z.string(),
});
export type TOrganization = z.infer<typeof ZOrganization>;

export const ZOrganizationName = z.object({ orgId: ZId, name: z.string() });
export type TOrganizationName = z.infer<typeof ZOrganizationName>;

export const ZOrganizationWrite = z.object({
  name: ZRequiredText(120),
  features: ZOrganizationFeatures.default({ payouts: false }),
  css: ZCustomCss.nullable().default(null),
  targetOrigin: ZOrigin.nullable().default(null),
});
export type TOrganizationWrite = z.infer<typeof ZOrganizationWrite>;

/**
 * A full replacement of an organisation, except that leaving out `features` keeps them: only a
 * platform admin may change features, so an organisation admin's form simply omits them.
 */
export const ZOrganizationUpdate = ZOrganizationWrite.extend({ features: ZOrganizationFeatures.optional() });
export type TOrganizationUpdate = z.infer<typeof ZOrganizationUpdate>;

/** What the embedded shop may know of an organisation. */
export const ZPublicOrganization = z.object({
  orgId: ZId,
  name: z.string(),
  targetOrigin: z.string().nullable(),
  css: ZCustomCss.nullable(),
  venues: z.array(z.object({ venueId: ZId, name: z.string(), css: ZCustomCss.nullable() })),
});
export type TPublicOrganization = z.infer<typeof ZPublicOrganization>;

export const ZOrgIdParams = z.object({ orgId: ZId });
