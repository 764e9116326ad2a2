import type { RouteObject } from 'react-router';
import { TICKETS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /scanTicket: the door scanner. The menu item asks for ScanTicketRead (SPEC §6); the page opens with either, as the API does. */
export const ticketsRoutes: RouteObject[] = [
  {
    path: 'scanTicket',
    handle: routeHandle({ layout: 'private', access: TICKETS_AREA.read, titleKey: 'tickets.page.title' }),
    lazy: lazyPage(() => import('./pages/scan-ticket-page')),
  },
];
