import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { authApi } from '@foyer/contracts';
import { apiCall, ApiError } from '../shared/api/api-client';
import { queryClient } from '../shared/api/query-client';
import { sessionLapse } from '../shared/api/session-lapse';
import { RootLayout, RouteError } from './layouts/root-layout';
import { clearLocalSession, identityQuery, loadSession } from './session';
import { publicRoutes, privateRoutes } from './routes';

/** Private pages load the session first; without one they go to /login (SPEC §4). */
async function privateLoader({ request }: { request: Request }) {
  try {
    await loadSession();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 401) throw error;
    // No page is open to keep: the sign-in page takes over, not the layout's dialog.
    sessionLapse.forget();
    const url = new URL(request.url);
    const next = url.pathname + url.search;
    return redirect(next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login');
  }
}

/** /logout always clears local data and lands on /login, even when the call fails (SPEC §8). */
async function logoutLoader() {
  try {
    await apiCall(authApi.logout);
  } catch (error) {
    console.warn('logout call failed', error);
  }
  clearLocalSession();
  return redirect('/login');
}

/** The signed-in user going to /login is sent on to the dashboard. */
async function loginLoader() {
  const identity = queryClient.getQueryData(identityQuery.queryKey);
  return identity ? redirect('/dashboard') : null;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError landmark />,
    hydrateFallbackElement: <div />,
    children: [
      { index: true, loader: () => redirect('/login') },
      { path: 'logout', loader: logoutLoader },
      ...publicRoutes.map((route) => (route.path === 'login' ? { ...route, loader: loginLoader } : route)),
      { id: 'private', loader: privateLoader, children: privateRoutes, errorElement: <RouteError /> },
      {
        path: '*',
        handle: { layout: 'public' },
        loader: () => {
          throw new Response('Not found', { status: 404 });
        },
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
