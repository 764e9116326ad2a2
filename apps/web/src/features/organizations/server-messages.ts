import { ApiError } from '../../shared/api/api-client';

/** English server text → i18n key, for the messages a feature knows the server may answer with. */
export type MessageTable = Readonly<Record<string, string>>;

type Translate = (key: string) => string;

/** The server's message in the user's language when the table knows it, else as the server wrote it. */
export const localizeMessage = (message: string, t: Translate, table: MessageTable): string => {
  const key = table[message];
  return key ? t(key) : message;
};

/** Field messages of a failed call, translated where known; empty when the call named no fields. */
export function localizedFields(error: unknown, t: Translate, table: MessageTable): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([path, message]) => [path, localizeMessage(message, t, table)]));
}

/**
 * What to hand the error snackbar: the translated text of a known 4xx message, or the error
 * itself so the snackbar's own rules (network, server error) apply.
 */
export function localizedError(error: unknown, t: Translate, table: MessageTable): unknown {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && table[error.message])
    return localizeMessage(error.message, t, table);
  return error;
}

/** Translates a record of i18n keys (from a pure validator) into messages. */
export const translateKeys = (keys: Record<string, string>, t: Translate): Record<string, string> =>
  Object.fromEntries(Object.entries(keys).map(([path, key]) => [path, t(key)]));
