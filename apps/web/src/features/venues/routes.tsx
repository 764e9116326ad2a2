import type { RouteObject } from 'react-router';
import { VENUES_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const venuesRoutes: RouteObject[] = [
  {
    path: 'venues',
    handle: routeHandle({ layout: 'private', access: VENUES_AREA.write, titleKey: 'shell.nav.venues' }),
    lazy: lazyPage(() => import('./pages/venues-page')),
  },
];
