import type { RouteObject } from 'react-router';
import { EVENTS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../../app/route-helpers';

/** The event wizard and the occurrence and series edit pages (layout 'wizard'). */
export const eventWizardRoutes: RouteObject[] = [
  {
    path: 'event-create',
    handle: routeHandle({ layout: 'wizard', access: EVENTS_AREA.write, titleKey: 'eventWizard.title' }),
    lazy: lazyPage(() => import('./pages/event-create-page')),
  },
  {
    path: 'events/edit-details/:eventId',
    handle: routeHandle({ layout: 'wizard', access: EVENTS_AREA.write, titleKey: 'eventWizard.editDetails.title' }),
    lazy: lazyPage(() => import('./pages/edit-details-page')),
  },
  {
    path: 'events/edit-single/:eventId',
    handle: routeHandle({ layout: 'wizard', access: EVENTS_AREA.write, titleKey: 'eventWizard.editSingle.title' }),
    lazy: lazyPage(() => import('./pages/edit-single-page')),
  },
  {
    path: 'events/edit-recurring/:eventId',
    handle: routeHandle({ layout: 'wizard', access: EVENTS_AREA.write, titleKey: 'eventWizard.editRecurring.title' }),
    lazy: lazyPage(() => import('./pages/edit-recurring-page')),
  },
];
