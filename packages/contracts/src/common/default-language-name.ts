import type { z } from 'zod';
import { LANGUAGES, type Language } from './primitives.js';

interface Named {
  names: Partial<Record<Language, string | undefined>>;
  defaultLanguage: Language;
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * "A name in the default language" (vouchers, donations) as a refinement that runs even when
 * another field is wrong: zod skips an object's refinements once any field has an issue, so a
 * form showed the missing name only after its amount was mended. It runs whenever the names and
 * the default language themselves could be read (`when`), and reads nothing else.
 * Use: `.superRefine(...defaultLanguageNameRule(MESSAGES.defaultLanguageName))`.
 */
export function defaultLanguageNameRule(message: string) {
  return [
    (value: Named, issue: z.RefinementCtx) => {
      if (!value.names[value.defaultLanguage]?.trim()) issue.addIssue({ code: 'custom', path: ['names', value.defaultLanguage], message });
    },
    {
      when: (payload: { value: unknown }) => {
        const value = payload.value as Partial<Record<keyof Named, unknown>> | null;
        return (
          typeof value === 'object' &&
          value !== null &&
          typeof value.names === 'object' &&
          value.names !== null &&
          isLanguage(value.defaultLanguage)
        );
      },
    },
  ] as const;
}
