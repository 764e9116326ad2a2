import type { RouteObject } from 'react-router';
import { ORGANIZATIONS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organizations',
    handle: routeHandle({ layout: 'private', access: ORGANIZATIONS_AREA.editOwn, titleKey: 'shell.nav.organizations' }),
    lazy: lazyPage(() => import('./pages/organizations-page')),
  },
];
