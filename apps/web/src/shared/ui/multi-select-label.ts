/** SPEC §5: a multi-select filter shows the first 2 selections and then '(+N others)'. */
export const MAX_SHOWN_SELECTIONS = 2;

/** The selections shown by name, and how many more are summed up as '(+N others)'. */
export function splitSelection<T>(selected: readonly T[], max = MAX_SHOWN_SELECTIONS): { shown: T[]; others: number } {
  const limit = Math.max(0, max);
  return { shown: selected.slice(0, limit), others: Math.max(0, selected.length - limit) };
}

/**
 * The one-line text of a selection: 'Charged, Refunded (+3 others)'. `othersText` gives the
 * translated '(+N others)' for a count above 0; an empty selection gives ''.
 */
export function selectionLabel(labels: readonly string[], othersText: (count: number) => string, max = MAX_SHOWN_SELECTIONS): string {
  const { shown, others } = splitSelection(labels, max);
  const names = shown.join(', ');
  if (others === 0) return names;
  return names ? `${names} ${othersText(others)}` : othersText(others);
}
