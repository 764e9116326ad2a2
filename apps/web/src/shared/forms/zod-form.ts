import type { z } from 'zod';
import { ApiError } from '../api/api-client';

/** Mantine form validation from a contract schema: one message per field path. */
export function zodValidate<T>(schema: z.ZodType<unknown, T>) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/**
 * Puts the server's field messages on the form's inputs; returns whether any matched, so the
 * caller can show the message elsewhere when none did.
 */
export function applyServerErrors(error: unknown, setErrors: (errors: Record<string, string>) => void): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
  setErrors(error.fields);
  return true;
}
