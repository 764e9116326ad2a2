import type { RouteObject } from 'react-router';
import { USERS_AREA, USER_TYPES_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** Signed-in pages of this feature; each route's handle names its layout and what it needs (SPEC §2). */
export const usersRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: routeHandle({ layout: 'private', access: USERS_AREA.read, titleKey: 'users.list.title' }),
    lazy: lazyPage(() => import('./pages/users-page')),
  },
  {
    path: 'users/add',
    handle: routeHandle({ layout: 'private', access: USERS_AREA.write, titleKey: 'users.form.addTitle' }),
    lazy: lazyPage(() => import('./pages/user-add-page')),
  },
  {
    path: 'users/edit/:userId',
    handle: routeHandle({ layout: 'private', access: USERS_AREA.write, titleKey: 'users.form.editTitle' }),
    lazy: lazyPage(() => import('./pages/user-edit-page')),
  },
  // Everyone may open their own page; the API decides about anyone else's.
  {
    path: 'users/:userId',
    handle: routeHandle({ layout: 'private', titleKey: 'users.detail.pageTitle' }),
    lazy: lazyPage(() => import('./pages/user-page')),
  },
  {
    path: 'user-type-create',
    handle: routeHandle({ layout: 'private', access: USER_TYPES_AREA.write, titleKey: 'users.userType.title' }),
    lazy: lazyPage(() => import('./pages/user-type-create-page')),
  },
  {
    path: 'user-types',
    handle: routeHandle({ layout: 'private', access: USER_TYPES_AREA.read, titleKey: 'users.userTypes.title' }),
    lazy: lazyPage(() => import('./pages/user-types-page')),
  },
  {
    path: 'user-types/:userTypeId',
    handle: routeHandle({ layout: 'private', access: USER_TYPES_AREA.write, titleKey: 'users.userTypes.editTitle' }),
    lazy: lazyPage(() => import('./pages/user-type-edit-page')),
  },
];
