import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '../../app/route-helpers';

const read = ['EventsOwnRead', 'EventsOrganizationsOwnRead'] as const;

/** The events pages of SPEC §2 (the wizard and edit pages are in ./wizard/routes). */
export const eventsRoutes: RouteObject[] = [
  {
    path: 'events',
    handle: routeHandle({ layout: 'private', anyPermission: [...read], titleKey: 'events.list.title' }),
    lazy: lazyPage(() => import('./pages/events-page')),
  },
  {
    path: 'events/:parentId/series',
    handle: routeHandle({ layout: 'private', anyPermission: [...read], titleKey: 'events.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/series-page')),
  },
  {
    path: 'events/:eventId',
    handle: routeHandle({ layout: 'private', anyPermission: [...read], titleKey: 'events.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/event-page')),
  },
];
