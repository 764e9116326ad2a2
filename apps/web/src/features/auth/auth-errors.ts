import { ApiError } from '../../shared/api/api-client';

/** Whether the server refused the link itself (400 with a `token` field): invalid, expired or used. */
export const isInvalidLink = (error: unknown): boolean => error instanceof ApiError && error.status === 400 && 'token' in error.fields;
