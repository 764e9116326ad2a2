import { MESSAGES } from '@foyer/contracts';
import type { z } from 'zod';
import { ApiError } from '../api/api-client';
import { errorText } from '../ui/error-snackbar';
import { zodValidate } from './zod-form';

/**
 * The server and the contract schemas speak English (the spec fixes many of the texts), so the web
 * app translates them by their exact text: English message → i18n key. Anything unknown is shown
 * as the server wrote it, which is still better than nothing.
 */
export type MessageTable = Readonly<Record<string, string>>;

/** i18next's `t`, as far as these helpers need it (the rate limit counts minutes). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Messages any screen may meet: the contract's fixed texts and the server's generic refusals.
 * A feature's own table (its 409 texts, its rules) is laid over this one.
 */
export const BASE_MESSAGES: MessageTable = {
  [MESSAGES.required]: 'common.validation.required',
  [MESSAGES.emailInvalid]: 'common.validation.emailInvalid',
  [MESSAGES.passwordTooWeak]: 'common.validation.passwordTooWeak',
  [MESSAGES.passwordsNotEqual]: 'common.validation.passwordsNotEqual',
  [MESSAGES.settingNameTaken]: 'common.validation.settingNameTaken',
  [MESSAGES.settingInvalid]: 'common.validation.settingInvalid',
  [MESSAGES.staleAccessData]: 'common.errors.staleAccessData',
  // The contracts' ZDate and ZHttpsUrl; the test checks these texts still match theirs.
  'Must be a date (yyyy-MM-dd)': 'common.validation.invalidDate',
  'Must be an https URL': 'common.validation.httpsUrl',
  // The server's defaults for a 403 and a 400 (lib/app-error.ts).
  'You do not have permission to do this': 'common.errors.forbidden',
  'Some fields are invalid': 'common.errors.someFieldsInvalid',
};

/** The message in the user's language when the feature's table or the base knows it, else as written. */
export function localizeMessage(message: string, t: Translate, table: MessageTable = {}): string {
  const key = table[message] ?? BASE_MESSAGES[message];
  return key ? t(key) : message;
}

/** Field path → message, each translated when known. */
export const localizeErrors = (errors: Record<string, string>, t: Translate, table?: MessageTable): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, localizeMessage(message, t, table)]));

/** The field messages of a failed call, translated; empty when it was no API error or named no fields. */
export const localizeFields = (error: unknown, t: Translate, table?: MessageTable): Record<string, string> =>
  error instanceof ApiError ? localizeErrors(error.fields, t, table) : {};

/** Translates a record of i18n keys, as the features' pure validators return them. */
export const translateKeys = (keys: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)]));

/** Mantine form validation from a contract schema, in the user's language. */
export function localizedValidate<T>(schema: z.ZodType<unknown, T>, t: Translate, table?: MessageTable) {
  const validate = zodValidate(schema);
  return (values: T) => localizeErrors(validate(values), t, table);
}

interface ServerFieldOptions {
  /** The form's own field paths, or a test for them (e.g. every `settings.N…` path). */
  fields: readonly string[] | ((path: string) => boolean);
  table?: MessageTable;
  /** Where the form shows a server path it names differently (the organisation's `features` → `payouts`). */
  pathFor?: (path: string) => string;
}

/**
 * Puts the server's field messages, translated, on the form's own inputs. Answers whether any
 * landed, so the caller shows the error elsewhere (snackbar, alert) when none did: a message on a
 * path the form has no input for would otherwise be lost.
 */
export function applyServerFieldErrors(
  error: unknown,
  form: { setErrors(errors: Record<string, string>): void },
  t: Translate,
  { fields, table, pathFor = (path) => path }: ServerFieldOptions,
): boolean {
  const isOwn = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const own = Object.entries(localizeFields(error, t, table))
    .map(([path, message]) => [pathFor(path), message] as const)
    .filter(([path]) => isOwn(path));
  if (own.length === 0) return false;
  form.setErrors(Object.fromEntries(own));
  return true;
}

/**
 * Minutes to wait after a 429: the Retry-After header when the server sent one, else the minutes in
 * its "Too many attempts. Try again in N minutes."; null when neither says.
 */
export function retryMinutes(error: ApiError): number | null {
  if (error.retryAfter) return Math.ceil(error.retryAfter / 60);
  const match = /(\d+)\s*minute/i.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * What to tell the user about a failed call, in the snackbar or an alert: a rate limit with its
 * waiting time (the server's own words when it names none); network and server failures as the
 * snackbar words them (`errorText`); any other refusal in the user's language when known.
 */
export function localizedErrorText(error: unknown, t: Translate, table?: MessageTable): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = retryMinutes(error);
    return minutes === null ? error.message : t('common.errors.rateLimited', { count: minutes });
  }
  // errorText has already replaced network and server failures with translated texts; what is
  // left is the server's message (or a given string), which the tables may know.
  return localizeMessage(errorText(error, t), t, table);
}
