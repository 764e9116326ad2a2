import type { RouteObject } from 'react-router';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const organizationsRoutes: RouteObject[] = [];
