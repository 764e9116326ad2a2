import type { UseFormReturnType } from '@mantine/form';
import { formatMoney } from '@foyer/domain';
import { durationText as eventDurationText } from '../../event-display';
import { WIZARD_STEPS, type WizardStep, type WizardValues } from '../wizard-values';

export type Form = UseFormReturnType<WizardValues>;
export type T = (key: string, options?: Record<string, unknown>) => string;

/** A duration as the event's page and the shop say it, in the page's language ("90 minutes", "3 timer"). */
export const durationText = (minutes: number, t: T): string => {
  const { key, values } = eventDurationText(minutes);
  return t(key, values);
};

/** Minor units in the organisation's currency and the reader's locale, as every other page shows prices ("DKK 120.00", "120,00 kr."). */
export const money = (minor: number, currency: string, locale: string) => formatMoney(minor, currency, locale);

export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, index])) as Record<WizardStep, number>;
