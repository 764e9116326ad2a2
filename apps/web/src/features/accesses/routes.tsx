import type { RouteObject } from 'react-router';
import { ACCESSES_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const accessesRoutes: RouteObject[] = [
  {
    path: 'accesses',
    handle: routeHandle({
      layout: 'private',
      access: ACCESSES_AREA.read,
      titleKey: 'shell.nav.accesses',
    }),
    lazy: lazyPage(() => import('./pages/accesses-page')),
  },
];
