import type { UseFormReturnType } from '@mantine/form';
import { formatMoney, type DurationDisplay } from '@foyer/domain';
import { WIZARD_STEPS, type WizardStep, type WizardValues } from '../wizard-values';

export type Form = UseFormReturnType<WizardValues>;
export type T = (key: string, options?: Record<string, unknown>) => string;

export const durationText = (display: DurationDisplay): string =>
  display.unit === 'hours'
    ? `${display.value} h`
    : display.unit === 'minutes'
      ? `${display.value} min`
      : `${display.hours} h ${display.minutes} min`;

/** Minor units in the organisation's currency and the reader's locale, as every other page shows prices ("DKK 120.00", "120,00 kr."). */
export const money = (minor: number, currency: string, locale: string) => formatMoney(minor, currency, locale);

export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, index])) as Record<WizardStep, number>;
