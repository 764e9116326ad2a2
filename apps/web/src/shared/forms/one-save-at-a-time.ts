import { useCallback, useRef } from 'react';

/**
 * Runs a save unless one is still under way, which it answers instead: a double click on a form's
 * Save sent two creates before the button showed it was busy (two campaigns, two vouchers).
 * Usage: `const once = useOneSaveAtATime(); form.onSubmit((values) => once(() => save(values)))`.
 */
export function useOneSaveAtATime() {
  const running = useRef<Promise<unknown> | null>(null);
  return useCallback(<T>(save: () => Promise<T>): Promise<T> => {
    if (running.current) return running.current as Promise<T>;
    const saving = save().finally(() => {
      running.current = null;
    });
    running.current = saving;
    return saving;
  }, []);
}
