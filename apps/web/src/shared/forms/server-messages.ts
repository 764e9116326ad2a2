import { reasonOf } from '@foyer/contracts';
import type { z } from 'zod';
import { ApiError, type RefusalReason } from '../api/api-client';
import { errorText } from '../ui/error-snackbar';
import { zodValidate } from './zod-form';

/*
 * Refusals are shown by their stable reason (@foyer/contracts common/reasons.ts): the server sends
 * it with every error, and the words for each are in the i18n catalogues under `reasons.*`. The
 * contracts' own schemas, run here for the forms, answer with catalogue texts, which reasonOf
 * turns into the same reasons. What has no reason is shown as written.
 */

/** i18next's `t`, as far as these helpers need it (the rate limit counts minutes). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A reason's words in the user's language, its placeholders filled; undefined when no catalogue has them. */
export function reasonWords({ reason, params = [] }: RefusalReason, t: Translate): string | undefined {
  const key = `reasons.${reason}`;
  const values = Object.fromEntries(params.map((value, index) => [String(index), value]));
  const words = t(key, { ...values, defaultValue: '' });
  return words && words !== key ? words : undefined;
}

/** A catalogue text (a contract schema's or a feature rule's) in the user's language; others as written. */
export function localizeMessage(message: string, t: Translate): string {
  const reason = reasonOf(message);
  return (reason && reasonWords(reason, t)) ?? message;
}

/** Field path → message, each translated when known. */
export const localizeErrors = (errors: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [path, localizeMessage(message, t)]));

/** The field messages of a failed call, by their reasons; empty when it was no API error or named no fields. */
export function localizeFields(error: unknown, t: Translate): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => {
      const reason = error.fieldReasons[path];
      return [path, (reason && reasonWords(reason, t)) ?? message];
    }),
  );
}

/** Translates a record of i18n keys, as the features' pure validators return them. */
export const translateKeys = (keys: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)]));

/** Mantine form validation from a contract schema, in the user's language. */
export function localizedValidate<T>(schema: z.ZodType<unknown, T>, t: Translate) {
  const validate = zodValidate(schema);
  return (values: T) => localizeErrors(validate(values), t);
}

interface ServerFieldOptions {
  /** The form's own field paths, or a test for them (e.g. every `settings.N…` path). */
  fields: readonly string[] | ((path: string) => boolean);
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
  { fields, pathFor = (path) => path }: ServerFieldOptions,
): boolean {
  const isOwn = typeof fields === 'function' ? fields : (path: string) => fields.includes(path);
  const own = Object.entries(localizeFields(error, t))
    .map(([path, message]) => [pathFor(path), message] as const)
    .filter(([path]) => isOwn(path));
  if (own.length === 0) return false;
  form.setErrors(Object.fromEntries(own));
  return true;
}

/**
 * Minutes to wait after a 429: the Retry-After header when the server sent one, else the minutes
 * its `request.tooManyAttempts` reason names; null when neither says.
 */
export function retryMinutes(error: ApiError): number | null {
  if (error.retryAfter) return Math.ceil(error.retryAfter / 60);
  const minutes = error.why?.reason === 'request.tooManyAttempts' ? Number(error.why.params?.[0]) : Number.NaN;
  return Number.isFinite(minutes) ? minutes : null;
}

/**
 * What to tell the user about a failed call, in the snackbar or an alert: a rate limit with its
 * waiting time (the server's own words when it names none); network and server failures as the
 * snackbar words them (`errorText`); any other refusal by its reason, in the user's language.
 */
export function localizedErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status === 429) {
    const minutes = retryMinutes(error);
    return minutes === null
      ? ((error.why && reasonWords(error.why, t)) ?? error.message)
      : t('common.errors.rateLimited', { count: minutes });
  }
  if (error instanceof ApiError && error.code !== 'network' && error.status < 500 && error.why) {
    return reasonWords(error.why, t) ?? error.message;
  }
  // errorText has already replaced network and server failures with translated texts; a given
  // string may be a catalogue text.
  return localizeMessage(errorText(error, t), t);
}

/**
 * What went wrong with an operation staff asked for: a refusal (4xx) in its own words, a network
 * or server failure as SPEC §8's "Could not {operation}. Please try again later." (`operation` as
 * the user reads it, already translated).
 */
export const refusalOrFailure = (error: unknown, t: Translate, operation: string): string =>
  error instanceof ApiError && error.status > 0 && error.status < 500
    ? localizedErrorText(error, t)
    : t('common.failedOperation', { operation });
