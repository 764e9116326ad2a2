import type { RouteObject } from 'react-router';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Pages before sign-in (SPEC §2 public back-office pages). */
export const authRoutes: RouteObject[] = [
  {
    path: 'login',
    handle: routeHandle({ layout: 'front', titleKey: 'auth.login.title' }),
    lazy: lazyPage(() => import('./pages/login-page')),
  },
  {
    path: 'forgot-pass',
    handle: routeHandle({ layout: 'front', titleKey: 'auth.forgot.title' }),
    lazy: lazyPage(() => import('./pages/forgot-password-page')),
  },
  {
    path: 'check-email/:address',
    handle: routeHandle({ layout: 'front', titleKey: 'auth.checkEmail.title' }),
    lazy: lazyPage(() => import('./pages/check-email-page')),
  },
  {
    path: 'change-pass/:resetToken',
    handle: routeHandle({ layout: 'front', titleKey: 'auth.changePassword.title' }),
    lazy: lazyPage(() => import('./pages/change-password-page')),
  },
  {
    path: 'verify-email',
    handle: routeHandle({ layout: 'front', titleKey: 'auth.verifyEmail.title' }),
    lazy: lazyPage(() => import('./pages/verify-email-page')),
  },
];
