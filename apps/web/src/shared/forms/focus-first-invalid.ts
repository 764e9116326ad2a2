/**
 * After a form shows its errors, the first field named wrong takes the focus and comes into view:
 * a long step's first error may be above the screen while the visitor's focus stays on "Next".
 * Mantine marks an input with an error `aria-invalid`; a group without one (checkboxes, a
 * segmented control) is reached through its error text's field. Runs after the errors render.
 */
export function focusFirstInvalid(scope: () => HTMLElement | null) {
  requestAnimationFrame(() => {
    const within = scope();
    if (!within) return;
    const field =
      within.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      within
        .querySelector('.mantine-InputWrapper-error')
        ?.closest('.mantine-InputWrapper-root')
        ?.querySelector<HTMLElement>('input:not([type="hidden"]), button, textarea, [tabindex="0"]');
    if (!field) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  });
}

/**
 * For Mantine's `form.onSubmit(handler, onInvalid)`: the form that failed its checks takes the
 * focus to its first field named wrong. The form element is taken while the event is live (React
 * clears `currentTarget` once the handler returns).
 */
export function focusInvalidField(_errors: unknown, _values: unknown, event?: { currentTarget: EventTarget | null }) {
  const form = event?.currentTarget;
  if (form instanceof HTMLElement) focusFirstInvalid(() => form);
}
