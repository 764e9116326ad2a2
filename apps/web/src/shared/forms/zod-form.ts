import type { z } from 'zod';

/** Mantine form validation from a contract schema: one English message per field path (forms show them through localizedValidate in server-messages.ts). */
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
