import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sessionLapse } from '../../../shared/api/session-lapse';
import { deleteWizardDraft, saveWizardDraft, useWizardDraft } from './mutations';
import { draftOf, resumableDraft, type ResumableDraft } from './wizard-draft';
import type { WizardStep, WizardValues } from './wizard-values';

export type DraftSaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed' };

/** How long the answers rest before they are saved: one request per pause in typing, not per key. */
const SAVE_DELAY_MS = 800;

/**
 * Loads the user's draft once, offers it until the user resumes or discards it, then saves the
 * answers as they change. `finish` stops saving and removes the draft once the event exists.
 */
export function useWizardDraftAutosave(form: UseFormReturnType<WizardValues>, step: WizardStep) {
  const stored = useWizardDraft();
  const [offer, setOffer] = useState<ResumableDraft | null>(null);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<DraftSaveState>({ kind: 'idle' });
  const finished = useRef(false);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  // While the session has lapsed nothing can be saved; once signed in again, the answers are.
  const lapsed = useSyncExternalStore(sessionLapse.subscribe, sessionLapse.hasLapsed);

  useEffect(() => {
    if (ready || !stored.isSuccess) return;
    setOffer(resumableDraft(stored.data));
    setReady(true);
  }, [ready, stored.isSuccess, stored.data]);

  useEffect(() => {
    // An untouched form is no draft worth offering again; nothing is saved before the user decided about the offer.
    if (!ready || offer || finished.current || lapsed || !form.isDirty()) return;
    const timer = setTimeout(() => {
      // The event may have been created while this waited: a save now would bring the draft back
      // after `finish` removed it.
      if (finished.current) return;
      setState({ kind: 'saving' });
      const save = saveWizardDraft(draftOf(step, form.values))
        .then((saved) => {
          if (!finished.current) setState({ kind: 'saved', at: saved.savedAt });
        })
        .catch(() => {
          if (!finished.current) setState({ kind: 'failed' });
        });
      inFlight.current = save;
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form.isDirty changes with form.values
  }, [form.values, step, ready, offer, lapsed]);

  const resume = useCallback(() => setOffer(null), []);
  const discard = useCallback(() => {
    setOffer(null);
    // If this fails, the next save replaces the old draft anyway.
    void deleteWizardDraft().catch(() => undefined);
  }, []);
  const finish = useCallback(async () => {
    finished.current = true;
    await inFlight.current;
    await deleteWizardDraft().catch(() => undefined);
  }, []);

  return { loading: stored.isPending, loadFailed: stored.isError, reload: stored.refetch, offer, resume, discard, finish, state };
}
