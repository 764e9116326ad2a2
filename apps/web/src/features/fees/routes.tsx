import type { RouteObject } from 'react-router';
import { FEES_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /fee, /fee-add/{category}/, /fee-edit/{category}/ (the trailing slash is the spec's; the router matches either). */
export const feesRoutes: RouteObject[] = [
  {
    path: 'fee',
    handle: routeHandle({ layout: 'private', access: FEES_AREA.read, titleKey: 'shell.nav.fee' }),
    lazy: lazyPage(() => import('./pages/fees-page')),
  },
  {
    path: 'fee-add/:category',
    handle: routeHandle({ layout: 'private', access: FEES_AREA.write, titleKey: 'fees.form.addTitle' }),
    lazy: lazyPage(() => import('./pages/fee-add-page')),
  },
  {
    path: 'fee-edit/:category',
    handle: routeHandle({ layout: 'private', access: FEES_AREA.write, titleKey: 'fees.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/fee-edit-page')),
  },
];
