import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '../../app/route-helpers';

const write = ['ConfigurationAdminWrite', 'ConfigurationFoyerAdminWrite'] as const;

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const configurationsRoutes: RouteObject[] = [
  {
    path: 'configurations',
    handle: routeHandle({
      layout: 'private',
      anyPermission: ['ConfigurationAdminRead', 'ConfigurationFoyerAdminRead'],
      titleKey: 'shell.nav.configurations',
    }),
    lazy: lazyPage(() => import('./pages/configurations-page')),
  },
  {
    path: 'configuration-create',
    handle: routeHandle({ layout: 'private', anyPermission: [...write], titleKey: 'configurations.form.createTitle' }),
    lazy: lazyPage(() => import('./pages/configuration-create-page')),
  },
  {
    path: 'configuration-edit/:configurationName',
    handle: routeHandle({ layout: 'private', anyPermission: [...write], titleKey: 'configurations.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/configuration-edit-page')),
  },
];
