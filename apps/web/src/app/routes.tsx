import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from './route-helpers';
import { authRoutes } from '../features/auth/routes';
import { usersRoutes } from '../features/users/routes';
import { venuesRoutes } from '../features/venues/routes';
import { organizationsRoutes } from '../features/organizations/routes';
import { configurationsRoutes } from '../features/configurations/routes';
import { accessesRoutes } from '../features/accesses/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { eventsRoutes } from '../features/events/routes';
import { eventWizardRoutes } from '../features/events/wizard/routes';
import { feesRoutes } from '../features/fees/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { ordersRoutes } from '../features/orders/routes';
import { ticketsRoutes } from '../features/tickets/routes';
import { donationsRoutes } from '../features/donations/routes';
import { vouchersRoutes } from '../features/vouchers/routes';
import { productsRoutes } from '../features/products/routes';

/** Pages before sign-in. */
export const publicRoutes: RouteObject[] = [...authRoutes];

/** Signed-in pages, each feature's own list. */
export const privateRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: routeHandle({ layout: 'private', titleKey: 'shell.nav.dashboard' }),
    lazy: lazyPage(() => import('../features/dashboard/pages/dashboard-page')),
  },
  ...usersRoutes,
  ...venuesRoutes,
  ...organizationsRoutes,
  ...configurationsRoutes,
  ...accessesRoutes,
  ...notificationsRoutes,
  ...eventsRoutes,
  ...eventWizardRoutes,
  ...feesRoutes,
  ...analyticsRoutes,
  ...ordersRoutes,
  ...ticketsRoutes,
  ...donationsRoutes,
  ...vouchersRoutes,
  ...productsRoutes,
];
