import type { RouteObject } from 'react-router';
import { EVENTS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** The events pages of SPEC §2 (the wizard and edit pages are in ./wizard/routes). */
export const eventsRoutes: RouteObject[] = [
  {
    path: 'events',
    handle: routeHandle({ layout: 'private', access: EVENTS_AREA.menu, titleKey: 'events.list.title' }),
    lazy: lazyPage(() => import('./pages/events-page')),
  },
  {
    path: 'events/:parentId/series',
    handle: routeHandle({ layout: 'private', access: EVENTS_AREA.menu, titleKey: 'events.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/series-page')),
  },
  {
    path: 'events/:eventId',
    handle: routeHandle({ layout: 'private', access: EVENTS_AREA.menu, titleKey: 'events.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/event-page')),
  },
];
