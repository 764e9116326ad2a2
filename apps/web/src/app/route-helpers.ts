import type { ComponentType } from 'react';
import type { RouteHandle } from './route-access';

/** A lazily loaded page: each page is its own chunk, loaded when first visited. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** Types a route's handle. */
export const routeHandle = (handle: RouteHandle) => handle;
