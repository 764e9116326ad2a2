import type { RouteObject } from 'react-router';
import { CONFIGURATION_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const configurationsRoutes: RouteObject[] = [
  {
    path: 'configurations',
    handle: routeHandle({
      layout: 'private',
      access: CONFIGURATION_AREA.read,
      titleKey: 'shell.nav.configurations',
    }),
    lazy: lazyPage(() => import('./pages/configurations-page')),
  },
  {
    path: 'configuration-create',
    handle: routeHandle({ layout: 'private', access: CONFIGURATION_AREA.write, titleKey: 'configurations.form.createTitle' }),
    lazy: lazyPage(() => import('./pages/configuration-create-page')),
  },
  {
    path: 'configuration-edit/:configurationName',
    handle: routeHandle({ layout: 'private', access: CONFIGURATION_AREA.write, titleKey: 'configurations.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/configuration-edit-page')),
  },
];
