import type { TEventWizardDraft } from '@foyer/contracts';
import { initialWizardValues, WIZARD_STEPS, type WizardStep, type WizardValues } from './wizard-values';

/**
 * The wizard's draft is kept on the server (PUT /api/events/wizard-draft, one per user), so a
 * user can close the browser and resume on another computer. It holds the answers as the form
 * has them, possibly incomplete; the event itself is created on the last step.
 */
export interface ResumableDraft {
  step: WizardStep;
  savedAt: string;
  values: WizardValues;
}

/**
 * The stored draft as the wizard can resume it: fields an older wizard did not have are filled
 * with their defaults, an unknown step restarts at the first. Null when there is nothing to resume.
 */
export function resumableDraft(stored: TEventWizardDraft | null | undefined): ResumableDraft | null {
  if (!stored || typeof stored.answers !== 'object' || stored.answers === null) return null;
  const answers = stored.answers as Partial<WizardValues>;
  const base = initialWizardValues(answers.defaultLanguage ?? 'en');
  const values = { ...base, ...answers } as WizardValues;
  if (!Array.isArray(values.tickets) || values.tickets.length === 0) values.tickets = base.tickets;
  const step = (WIZARD_STEPS as readonly string[]).includes(stored.step) ? (stored.step as WizardStep) : 'general';
  return { step, savedAt: stored.savedAt, values };
}

/** What the server keeps of the wizard's answers. */
export const draftOf = (step: WizardStep, values: WizardValues) => ({ step, answers: values as unknown as Record<string, unknown> });
