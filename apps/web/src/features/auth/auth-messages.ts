import { MESSAGES } from '@foyer/contracts';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/api-client';
import { zodValidate } from '../../shared/forms/zod-form';
import { errorText } from '../../shared/ui/error-snackbar';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Contract messages (English, fixed by SPEC §5) → catalogue keys, for the client's and the server's messages alike. */
const MESSAGE_KEYS: Record<string, string> = {
  [MESSAGES.required]: 'common.validation.required',
  [MESSAGES.emailInvalid]: 'common.validation.emailInvalid',
  [MESSAGES.passwordTooWeak]: 'auth.validation.passwordTooWeak',
  [MESSAGES.passwordsNotEqual]: 'auth.validation.passwordsNotEqual',
};

/** A contract message in the user's language; any other text as it is. */
export function translateMessage(message: string, t: Translate): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}

/** Field path → message, each message translated. */
export function translateErrors(errors: Record<string, string>, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translateMessage(message, t)]));
}

/** Mantine form validation from a contract schema, in the user's language. */
export function translatedValidate<T>(schema: z.ZodType<unknown, T>, t: Translate) {
  const validate = zodValidate(schema);
  return (values: T) => translateErrors(validate(values), t);
}

/** The minutes in the server's "Too many attempts. Try again in N minutes."; null when it says none. */
export function retryMinutes(message: string): number | null {
  const match = /(\d+)\s*minute/i.exec(message);
  return match ? Number(match[1]) : null;
}

/**
 * What to tell the user about a failed call: a rate limit (429) in their language with the
 * server's waiting time, or the server's own words when it names none; otherwise the usual text.
 */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = error.retryAfter ? Math.ceil(error.retryAfter / 60) : retryMinutes(error.message);
    return minutes === null ? error.message : t('auth.rateLimited', { count: minutes });
  }
  return errorText(error, t);
}

/** The server's field messages that belong to the form's own fields, translated; {} when none do. */
export function formFieldErrors(error: unknown, fields: readonly string[], t: Translate): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const own = Object.entries(error.fields).filter(([field]) => fields.includes(field));
  return translateErrors(Object.fromEntries(own), t);
}

/** Whether the server refused the link itself (400 with a `token` field): invalid, expired or used. */
export const isInvalidLink = (error: unknown): boolean => error instanceof ApiError && error.status === 400 && 'token' in error.fields;
