import type { RouteObject } from 'react-router';
import { ORDERS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /orders and /orders/{orderId}. The menu item asks for OrdersWrite (SPEC §6); the pages open with either, as the API does. */
export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle: routeHandle({ layout: 'private', access: ORDERS_AREA.read, titleKey: 'orders.list.title' }),
    lazy: lazyPage(() => import('./pages/orders-page')),
  },
  {
    path: 'orders/:orderId',
    handle: routeHandle({ layout: 'private', access: ORDERS_AREA.read, titleKey: 'orders.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/order-page')),
  },
];
