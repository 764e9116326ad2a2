import { z } from 'zod';

/** Every error code the API answers with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  /** A malformed request that names no field (a bad address, a refused header). */
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'not_acceptable',
  'conflict',
  'stale_version',
  'precondition_failed',
  'payload_too_large',
  'uri_too_long',
  'unsupported_media_type',
  'range_not_satisfiable',
  'rate_limited',
  'headers_too_large',
  'internal',
  /** The payment provider refused or failed; what we did is kept and can be tried again. */
  'payment_provider_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path → message, e.g. `email`, `venues.0.name`, `query.page`. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** Texts the spec fixes (SPEC §5, §8). */
export const MESSAGES = {
  incorrectCredentials: 'Incorrect username or password',
  passwordTooWeak: 'Password is not strong enough',
  passwordsNotEqual: 'Passwords are not equal',
  emailInvalid: 'Email must be valid',
  required: 'Required',
  staleAccessData: 'Another user already updated access data, access data will be reloaded, please repeat your changes and save',
  settingNameTaken: 'Setting create: the name must be unique.',
  settingInvalid: 'Setting update: verify the name is not blank and the value has no forbidden characters.',
} as const;
