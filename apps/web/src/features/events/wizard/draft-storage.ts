import { initialWizardValues, WIZARD_STEPS, type WizardStep, type WizardValues } from './wizard-values';

/**
 * The wizard's draft lives in sessionStorage, not on the server: the API has no general update
 * of an event (only edit-single/edit-recurring, tickets, guides and publish), and POST needs a
 * complete event (schedule and at least one ticket type). So the event is created once, on the
 * last step, as a Draft, published or scheduled. sessionStorage keeps the draft for the tab's
 * life and never outlives the session on a shared museum computer.
 */
export const DRAFT_KEY = 'foyer.eventWizard.draft';

export interface StoredDraft {
  version: 1;
  /** Which organisation and user it belongs to: another session's draft is never offered. */
  owner: string;
  step: WizardStep;
  savedAt: string;
  values: WizardValues;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storage = (): StorageLike | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);

export function saveDraft(owner: string, step: WizardStep, values: WizardValues, store: StorageLike | null = storage(), now = new Date()) {
  const draft: StoredDraft = { version: 1, owner, step, savedAt: now.toISOString(), values };
  try {
    store?.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, only without resuming.
  }
}

/** The stored draft of this owner, filled up with defaults for fields an older draft lacks; null if none or unreadable. */
export function loadDraft(owner: string, store: StorageLike | null = storage()): StoredDraft | null {
  try {
    const raw = store?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (parsed.version !== 1 || parsed.owner !== owner || !parsed.values) return null;
    const step = WIZARD_STEPS.includes(parsed.step as WizardStep) ? (parsed.step as WizardStep) : 'general';
    const values = { ...initialWizardValues(parsed.values.defaultLanguage), ...parsed.values };
    return { version: 1, owner, step, savedAt: parsed.savedAt ?? '', values };
  } catch {
    return null;
  }
}

export function clearDraft(store: StorageLike | null = storage()) {
  try {
    store?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to do.
  }
}
