import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const organizationsRoutes: RouteObject[] = [
  {
    path: 'organizations',
    handle: routeHandle({ layout: 'private', anyPermission: ['OrganizationsWrite'], titleKey: 'shell.nav.organizations' }),
    lazy: lazyPage(() => import('./pages/organizations-page')),
  },
];
