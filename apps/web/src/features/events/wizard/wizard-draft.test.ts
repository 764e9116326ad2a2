import { describe, expect, it } from 'vitest';
import { draftOf, resumableDraft } from './wizard-draft';
import { initialWizardValues } from './wizard-values';

describe('wizard draft', () => {
  it('resumes a saved draft at its step with its answers', () => {
    const values = { ...initialWizardValues('da'), category: 'Art' };
    const saved = { ...draftOf('tickets', values), savedAt: '2026-11-22T10:00:00.000Z' };
    expect(resumableDraft(saved)).toEqual({ step: 'tickets', savedAt: '2026-11-22T10:00:00.000Z', values });
  });

  it('has nothing to resume without a draft', () => {
    expect(resumableDraft(null)).toBeNull();
    expect(resumableDraft(undefined)).toBeNull();
  });

  it('fills fields an older draft lacks and restarts an unknown step at the first', () => {
    const draft = resumableDraft({ step: 'bogus' as 'general', answers: { category: 'X', tickets: [] }, savedAt: '' });
    expect(draft?.step).toBe('general');
    expect(draft?.values.category).toBe('X');
    expect(draft?.values.tickets).toHaveLength(1);
    expect(draft?.values.defaultLanguage).toBe('en');
  });
});
