import {
  ZAnalyticsIntegrationWrite,
  type AnalyticsType,
  type TAnalyticsIntegration,
  type TAnalyticsIntegrationWriteInput,
} from '@foyer/contracts';
import { type Translate } from '../../shared/forms/server-messages';

/** What the form holds is the contract's body itself, so the contract's schema validates it as is. */
export type AnalyticsFormValues = Required<TAnalyticsIntegrationWriteInput>;
export const ANALYTICS_FORM_SCHEMA = ZAnalyticsIntegrationWrite;

export const analyticsFormValues = (integration?: TAnalyticsIntegration): AnalyticsFormValues =>
  integration
    ? { type: integration.type, id: integration.id, enabled: integration.enabled }
    : { type: 'GoogleAnalytics', id: '', enabled: true };

/** An example of each service's id, as the placeholder shows it (ids are not translated). */
export const TRACKING_ID_EXAMPLES: Record<AnalyticsType, string> = {
  GoogleAnalytics: 'G-XXXXXXXXXX',
  FacebookPixel: '123456789012345',
};

export const analyticsEditPath = (analyticsIntegrationId: string) => `/analytics/${encodeURIComponent(analyticsIntegrationId)}/edit`;

/** The way back from the create and edit pages to the list. */
export const ANALYTICS_BACK = (t: Translate) => ({ to: '/analytics', label: t('shell.nav.analytics'), testId: 'back-to-analytics' });
