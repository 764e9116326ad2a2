import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Pages before sign-in (SPEC §2 public back-office pages). */
export const authRoutes: RouteObject[] = [
  { path: 'login', handle: routeHandle({ layout: 'front', titleKey: 'auth.login.title' }), lazy: lazyPage(() => import('./pages/login-page')) },
];
