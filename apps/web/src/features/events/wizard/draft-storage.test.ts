import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, saveDraft } from './draft-storage';
import { initialWizardValues } from './wizard-values';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('draft storage', () => {
  it('saves and resumes the owner own draft at its step', () => {
    const store = memory();
    const values = { ...initialWizardValues('en'), category: 'Art' };
    saveDraft('org:user', 'tickets', values, store);
    expect(loadDraft('org:user', store)).toMatchObject({ step: 'tickets', values: { category: 'Art' } });
    expect(loadDraft('other', store)).toBeNull();
    clearDraft(store);
    expect(loadDraft('org:user', store)).toBeNull();
  });
  it('ignores unreadable drafts and fills fields an older draft lacks', () => {
    const store = memory();
    store.setItem(DRAFT_KEY, '{nope');
    expect(loadDraft('o', store)).toBeNull();
    store.setItem(DRAFT_KEY, JSON.stringify({ version: 1, owner: 'o', step: 'bogus', values: { category: 'X' } }));
    const draft = loadDraft('o', store);
    expect(draft?.step).toBe('general');
    expect(draft?.values.tickets).toHaveLength(1);
  });
});
