import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-access';

/** Lazily loaded page: each page is its own chunk. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const handle = (h: RouteHandle) => h;

/** Pages before sign-in (SPEC §2 public back-office pages). */
export const publicRoutes: RouteObject[] = [
  { path: 'login', handle: handle({ layout: 'front', titleKey: 'auth.login.title' }), lazy: page(() => import('../features/auth/pages/login-page')) },
];

/** Signed-in pages; `handle` names the layout and what the user needs to open them. */
export const privateRoutes: RouteObject[] = [
  { path: 'dashboard', handle: handle({ layout: 'private' }), lazy: page(() => import('../features/dashboard/pages/dashboard-page')) },
];
