import type { UseFormReturnType } from '@mantine/form';
import { type DurationDisplay } from '@foyer/domain';
import { WIZARD_STEPS, type WizardStep, type WizardValues } from '../wizard-values';

export type Form = UseFormReturnType<WizardValues>;
export type T = (key: string, options?: Record<string, unknown>) => string;

export const durationText = (display: DurationDisplay): string =>
  display.unit === 'hours'
    ? `${display.value} h`
    : display.unit === 'minutes'
      ? `${display.value} min`
      : `${display.hours} h ${display.minutes} min`;

/** Minor units in the reader's locale with 2 decimals (SPEC §9), without a currency sign. */
export const money = (minor: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

export const STEP_INDEX = Object.fromEntries(WIZARD_STEPS.map((step, index) => [step, index])) as Record<WizardStep, number>;
