import { z } from 'zod';

/** The steps of the /event-create wizard, in order. */
export const EVENT_WIZARD_STEPS = [
  'general',
  'schedule',
  'experience',
  'guides',
  'tickets',
  'sales',
  'refund',
  'preview',
  'publish',
] as const;
export type EventWizardStep = (typeof EVENT_WIZARD_STEPS)[number];

/** Far above any wizard's answers (names in four languages, a dozen ticket types). */
export const EVENT_WIZARD_DRAFT_MAX_BYTES = 256 * 1024;

/**
 * The wizard's answers so far. They are the wizard's own form state and may be incomplete, so
 * the server keeps them as they are; the event's contract (ZEventWrite) applies on creation.
 */
export const ZEventWizardDraftWrite = z.object({
  step: z.enum(EVENT_WIZARD_STEPS),
  answers: z
    .record(z.string(), z.unknown())
    .refine((answers) => JSON.stringify(answers).length <= EVENT_WIZARD_DRAFT_MAX_BYTES, { message: 'The draft is too large' }),
});
export type TEventWizardDraftWrite = z.infer<typeof ZEventWizardDraftWrite>;

export const ZEventWizardDraft = ZEventWizardDraftWrite.extend({ savedAt: z.string() });
export type TEventWizardDraft = z.infer<typeof ZEventWizardDraft>;
