import { REQUEST_MESSAGES, type ErrorCode, type NotFoundThing } from '@foyer/contracts';

/** The one map from error code to HTTP status. */
export const HTTP_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  stale_version: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  payment_provider_failed: 502,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

/** '<Thing> not found'; the things are the reason catalogue's (`notFound.<thing>`). */
export const notFound = (what: NotFoundThing) => new AppError('not_found', `${what} not found`);
export const forbidden = (message: string = REQUEST_MESSAGES.forbidden) => new AppError('forbidden', message);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError('conflict', message, fields);
export const invalid = (fields: Record<string, string>, message: string = REQUEST_MESSAGES.someFieldsInvalid) =>
  new AppError('validation_failed', message, fields);
