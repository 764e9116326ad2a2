import type { RouteObject } from 'react-router';
import { DONATIONS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /donations, /donation-create (W), /donation-edit/{donationId} (W). */
export const donationsRoutes: RouteObject[] = [
  {
    path: 'donations',
    handle: routeHandle({ layout: 'private', access: DONATIONS_AREA.read, titleKey: 'shell.nav.donations' }),
    lazy: lazyPage(() => import('./pages/donations-page')),
  },
  {
    path: 'donation-create',
    handle: routeHandle({ layout: 'wizard', access: DONATIONS_AREA.write, titleKey: 'donations.form.createTitle' }),
    lazy: lazyPage(() => import('./pages/donation-create-page')),
  },
  {
    path: 'donation-edit/:donationId',
    handle: routeHandle({ layout: 'wizard', access: DONATIONS_AREA.write, titleKey: 'donations.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/donation-edit-page')),
  },
];
