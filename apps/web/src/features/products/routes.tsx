import type { RouteObject } from 'react-router';
import { PODWALKS_AREA, PRODUCTS_AREA, SUPPORT_AREA } from '@foyer/contracts';
import { lazyPage, routeHandle } from '../../app/route-helpers';

/**
 * SPEC §2 /products (ProductsRead, the menu row), /support/products (the Support role: support
 * staff keep the products, and hold SupportWrite rather than ProductsRead) and /digital-tours
 * (PodwalksRead). One page serves both product routes; what it lets change is the server's rule.
 */
export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: routeHandle({ layout: 'private', access: PRODUCTS_AREA.menu, titleKey: 'shell.nav.products' }),
    lazy: lazyPage(() => import('./pages/products-page')),
  },
  {
    path: 'support/products',
    handle: routeHandle({ layout: 'private', access: SUPPORT_AREA.read, titleKey: 'shell.nav.supportProducts' }),
    lazy: lazyPage(() => import('./pages/products-page')),
  },
  {
    path: 'digital-tours',
    handle: routeHandle({ layout: 'private', access: PODWALKS_AREA.menu, titleKey: 'products.tours.title' }),
    lazy: lazyPage(() => import('./pages/digital-tours-page')),
  },
];
