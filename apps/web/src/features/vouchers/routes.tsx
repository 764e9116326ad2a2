import type { RouteObject } from 'react-router';
import { VOUCHERS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /vouchers, /vouchers/create (W), /vouchers/{voucherId}/edit (W). */
export const vouchersRoutes: RouteObject[] = [
  {
    path: 'vouchers',
    handle: routeHandle({ layout: 'private', access: VOUCHERS_AREA.read, titleKey: 'vouchers.list.title' }),
    lazy: lazyPage(() => import('./pages/vouchers-page')),
  },
  {
    path: 'vouchers/create',
    handle: routeHandle({ layout: 'wizard', access: VOUCHERS_AREA.write, titleKey: 'vouchers.form.createTitle' }),
    lazy: lazyPage(() => import('./pages/voucher-create-page')),
  },
  {
    path: 'vouchers/:voucherId/edit',
    handle: routeHandle({ layout: 'wizard', access: VOUCHERS_AREA.write, titleKey: 'vouchers.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/voucher-edit-page')),
  },
];
