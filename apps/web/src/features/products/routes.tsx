import type { RouteObject } from 'react-router';
import { PODWALKS_AREA, PRODUCTS_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/** SPEC §2 /products (ProductsRead, the menu row) and /digital-tours (PodwalksRead). */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: routeHandle({ layout: 'private', access: PRODUCTS_AREA.menu, titleKey: 'shell.nav.products' }),
    lazy: lazyPage(() => import('./pages/products-page')),
  },
  {
    path: 'digital-tours',
    handle: routeHandle({ layout: 'private', access: PODWALKS_AREA.menu, titleKey: 'products.tours.title' }),
    lazy: lazyPage(() => import('./pages/digital-tours-page')),
  },
];
