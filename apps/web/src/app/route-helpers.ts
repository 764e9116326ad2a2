import type { ComponentType } from 'react';
import { PageCodeMissing } from './page-code';
import type { RouteHandle } from './route-access';

/**
 * A lazily loaded page: each page is its own chunk, loaded when first visited. A chunk that cannot
 * be fetched is a PageCodeMissing, which the route's error page answers (page-code.ts): there the
 * address is already the one being opened, so a reload lands on it.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  let page: { default: ComponentType };
  try {
    page = await load();
  } catch (error) {
    throw new PageCodeMissing(error);
  }
  return { Component: page.default };
};

/** Types a route's handle. */
export const routeHandle = (handle: RouteHandle) => handle;
