import { ApiError } from './api-client';

/** A save refused because someone else saved the record since the form was filled (409 stale_version). */
export const isStaleVersion = (error: unknown): boolean => error instanceof ApiError && error.code === 'stale_version';
