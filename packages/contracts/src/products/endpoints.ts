import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import {
  ZProduct,
  ZProductIdParams,
  ZProductListQuery,
  ZProductStatusWrite,
  ZProductWrite,
  ZProductAccess,
  ZProductAccessParams,
  ZPublicProduct,
  ZPublicProductQuery,
} from './products.js';

const params = ZProductIdParams;

/** SPEC §7 GET /api/products, and what staff need to keep the products. */
export const productsApi = {
  list: endpoint({ method: 'GET', path: '/api/products', query: ZProductListQuery, response: z.array(ZProduct) }),
  create: endpoint({ method: 'POST', path: '/api/products', body: ZProductWrite, response: ZProduct, status: 201 }),
  get: endpoint({ method: 'GET', path: '/api/products/:id', params, response: ZProduct }),
  update: endpoint({ method: 'PUT', path: '/api/products/:id', params, body: ZProductWrite, response: ZProduct }),
  setStatus: endpoint({ method: 'PUT', path: '/api/products/:id/status', params, body: ZProductStatusWrite, response: ZProduct }),
  delete: endpoint({ method: 'DELETE', path: '/api/products/:id', params, response: ZOk }),
};

/** SPEC §7 GET /api/public/products/organizations/{orgId}: the published products. */
export const publicProductsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/public/products/organizations/:orgId',
    params: ZOrgIdParams,
    query: ZPublicProductQuery,
    response: z.array(ZPublicProduct),
  }),
  /** The tour app checks an access code a visitor bought (no session: the code is the key). */
  access: endpoint({ method: 'GET', path: '/api/public/product-access/:code', params: ZProductAccessParams, response: ZProductAccess }),
};
