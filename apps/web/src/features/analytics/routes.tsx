import type { RouteObject } from 'react-router';
import { SHOP_ANALYTICS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /analytics, /analytics/create, /analytics/{analyticsIntegrationId}/edit. */
export const analyticsRoutes: RouteObject[] = [
  {
    path: 'analytics',
    handle: routeHandle({ layout: 'private', access: SHOP_ANALYTICS_AREA.read, titleKey: 'shell.nav.analytics' }),
    lazy: lazyPage(() => import('./pages/analytics-page')),
  },
  {
    path: 'analytics/create',
    handle: routeHandle({ layout: 'private', access: SHOP_ANALYTICS_AREA.write, titleKey: 'analytics.form.createTitle' }),
    lazy: lazyPage(() => import('./pages/analytics-create-page')),
  },
  {
    path: 'analytics/:analyticsIntegrationId/edit',
    handle: routeHandle({ layout: 'private', access: SHOP_ANALYTICS_AREA.write, titleKey: 'analytics.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/analytics-edit-page')),
  },
];
