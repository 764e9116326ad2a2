import { z } from 'zod';
import { MESSAGES } from '../common/errors.js';
import { ZId, atMostCharacters } from '../common/primitives.js';

/**
 * SPEC §3 Analytics integration (type, id) and §7 GET /api/public/organizations/{orgId}/analytics.
 * The shop puts the tracking id into a third-party script's address, so only the services' own
 * formats are accepted: nothing else can reach a visitor's page through it.
 */
export const ANALYTICS_TYPES = ['GoogleAnalytics', 'FacebookPixel'] as const;
export type AnalyticsType = (typeof ANALYTICS_TYPES)[number];

export const ANALYTICS_MESSAGES = {
  googleAnalyticsId: 'Enter a Google Analytics ID such as G-XXXXXXXXXX or UA-12345678-1',
  facebookPixelId: 'Enter a Facebook Pixel ID: digits only',
  duplicate: 'This analytics integration already exists',
} as const;

/** GA4 measurement ids (G-…) and the older Universal Analytics property ids (UA-…-…). */
const GOOGLE_ANALYTICS_ID = /^(G-[A-Z0-9]{4,16}|UA-\d{4,12}-\d{1,4})$/;
const FACEBOOK_PIXEL_ID = /^\d{5,20}$/;

/** Whether `id` is a well-formed tracking id of `type` (already trimmed and upper-cased). */
export const isTrackingId = (type: AnalyticsType, id: string): boolean =>
  (type === 'GoogleAnalytics' ? GOOGLE_ANALYTICS_ID : FACEBOOK_PIXEL_ID).test(id);

/** Trimmed and upper-cased, as stored: g-abc and G-ABC are the same property. */
export const normalizeTrackingId = (id: string): string => id.trim().toUpperCase();

export const ZAnalyticsIntegrationIdParams = z.object({ analyticsIntegrationId: ZId });

/** POST /api/analytics and PUT /api/analytics/{analyticsIntegrationId}. */
export const ZAnalyticsIntegrationWrite = z
  .object({
    type: z.enum(ANALYTICS_TYPES),
    id: z
      .string({ message: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(40, atMostCharacters(40))
      .transform(normalizeTrackingId),
    enabled: z.boolean().default(true),
  })
  .superRefine((integration, issue) => {
    if (!isTrackingId(integration.type, integration.id))
      issue.addIssue({
        code: 'custom',
        path: ['id'],
        message: integration.type === 'GoogleAnalytics' ? ANALYTICS_MESSAGES.googleAnalyticsId : ANALYTICS_MESSAGES.facebookPixelId,
      });
  });
export type TAnalyticsIntegrationWrite = z.infer<typeof ZAnalyticsIntegrationWrite>;
export type TAnalyticsIntegrationWriteInput = z.input<typeof ZAnalyticsIntegrationWrite>;

export const ZAnalyticsIntegration = z.object({
  analyticsIntegrationId: ZId,
  type: z.enum(ANALYTICS_TYPES),
  /** The tracking id (SPEC §3 `id`). */
  id: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TAnalyticsIntegration = z.infer<typeof ZAnalyticsIntegration>;

/** What the shop reads: enabled integrations only. */
export const ZPublicAnalyticsIntegration = z.object({ type: z.enum(ANALYTICS_TYPES), id: z.string() });
export type TPublicAnalyticsIntegration = z.infer<typeof ZPublicAnalyticsIntegration>;
