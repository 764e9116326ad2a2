import type { RouteObject } from 'react-router';
import { CONFIGURATION_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs. */
export const notificationsRoutes: RouteObject[] = [
  // One's own preferences, or anyone's for a users administrator: the API decides (403 otherwise).
  {
    path: 'notifications/users/:userId',
    handle: routeHandle({ layout: 'private', titleKey: 'notifications.user.pageTitle' }),
    lazy: lazyPage(() => import('./pages/user-notifications-page')),
  },
  // The organisation's notification settings (SPEC §6: Configuration read permission).
  {
    path: 'settings/notifications',
    handle: routeHandle({
      layout: 'private',
      access: CONFIGURATION_AREA.read,
      titleKey: 'shell.nav.notificationSettings',
    }),
    lazy: lazyPage(() => import('./pages/organization-notifications-page')),
  },
];
