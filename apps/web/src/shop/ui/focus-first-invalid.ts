import { useCallback, useEffect, useRef } from 'react';

/**
 * Moves the focus to the first field marked invalid once the problems a submit found are drawn,
 * so its message is read with it; and only then. Keyed on the errors themselves, an edit that
 * clears its own field's error would send the focus on to the next invalid field at every
 * keystroke, scattering what the visitor types. Call the answer where a submit sets errors;
 * `initially`: errors shown on arrival (handed over from another step) take the focus too.
 */
export function useFocusFirstInvalid(within: () => ParentNode | null | undefined, initially = false) {
  const pending = useRef(initially);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    within()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return useCallback(() => {
    pending.current = true;
  }, []);
}
