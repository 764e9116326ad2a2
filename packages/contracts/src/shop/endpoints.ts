import { z } from 'zod';
import { endpoint } from '../common/endpoint.js';
import { ZOk } from '../common/primitives.js';
import { ZEventIdParams } from '../events/event-lists.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import {
  ZAnalyticsIntegration,
  ZAnalyticsIntegrationIdParams,
  ZAnalyticsIntegrationWrite,
  ZPublicAnalyticsIntegration,
} from './analytics.js';
import { ZAddToCart, ZCart, ZCartIdParams, ZRevokeCart, ZShopOrgQuery, ZUpdateHolderNames } from './cart.js';
import { ZShopEvent, ZShopEventList, ZShopEventListQuery, ZShopEventQuery, ZShopSeries, ZShopSeriesQuery } from './catalog.js';
import { ZFee, ZFeeCategoryParams, ZFeeList, ZFeeWrite } from './fees.js';
import { ZBackToCart, ZOrderIdParams, ZPaymentRequest, ZPaymentResponse, ZPublicOrder, ZShopLanguageHeaders } from './payments.js';

/**
 * The public shop's calls (SPEC §7): no session. The embedded shop takes these as types only
 * (apps/web/src/shop/api), so its bundle stays free of zod.
 */
export const shopCatalogApi = {
  events: endpoint({
    method: 'GET',
    path: '/api/public/events/organizations/:orgId',
    params: ZOrgIdParams,
    query: ZShopEventListQuery,
    response: ZShopEventList,
  }),
  event: endpoint({ method: 'GET', path: '/api/public/events/:id', params: ZEventIdParams, query: ZShopEventQuery, response: ZShopEvent }),
  series: endpoint({
    method: 'GET',
    path: '/api/public/events/:id/series',
    params: ZEventIdParams,
    query: ZShopSeriesQuery,
    response: ZShopSeries,
  }),
};

const query = ZShopOrgQuery;

/** The cart, always named with the organisation's `orgId` in the query. */
export const cartsApi = {
  get: endpoint({ method: 'GET', path: '/api/public/carts/:cartId', params: ZCartIdParams, query, response: ZCart }),
  add: endpoint({ method: 'PUT', path: '/api/public/carts', query, body: ZAddToCart, response: ZCart }),
  revoke: endpoint({ method: 'PUT', path: '/api/public/carts/revoke', query, body: ZRevokeCart, response: ZCart }),
  updateHolderNames: endpoint({
    method: 'PUT',
    path: '/api/public/carts/updateHolderNames',
    query,
    body: ZUpdateHolderNames,
    response: ZCart,
  }),
};

/** Paying for the cart, and the order's confirmation for the shop. */
export const shopOrdersApi = {
  startPayment: endpoint({
    method: 'POST',
    path: '/api/public/payments',
    query,
    headers: ZShopLanguageHeaders,
    body: ZPaymentRequest,
    response: ZPaymentResponse,
    status: 201,
  }),
  order: endpoint({ method: 'GET', path: '/api/public/orders/:orderId', params: ZOrderIdParams, query, response: ZPublicOrder }),
  /** Back from a declined or abandoned payment to the cart, to pay again. */
  backToCart: endpoint({ method: 'POST', path: '/api/public/orders/:orderId/cart', params: ZOrderIdParams, query, response: ZBackToCart }),
};

/** SPEC §2 /fee: the organisation's fee per category (Shipping, EAN). */
export const feesApi = {
  list: endpoint({ method: 'GET', path: '/api/fees', response: ZFeeList }),
  get: endpoint({ method: 'GET', path: '/api/fees/:category', params: ZFeeCategoryParams, response: ZFee }),
  save: endpoint({ method: 'PUT', path: '/api/fees/:category', params: ZFeeCategoryParams, body: ZFeeWrite, response: ZFee }),
  delete: endpoint({ method: 'DELETE', path: '/api/fees/:category', params: ZFeeCategoryParams, response: ZOk }),
};

const integration = ZAnalyticsIntegrationIdParams;

/** SPEC §2 /analytics: the shop's analytics integrations, and the public list the shop reads. */
export const analyticsApi = {
  list: endpoint({ method: 'GET', path: '/api/analytics', response: z.array(ZAnalyticsIntegration) }),
  create: endpoint({
    method: 'POST',
    path: '/api/analytics',
    body: ZAnalyticsIntegrationWrite,
    response: ZAnalyticsIntegration,
    status: 201,
  }),
  get: endpoint({ method: 'GET', path: '/api/analytics/:analyticsIntegrationId', params: integration, response: ZAnalyticsIntegration }),
  update: endpoint({
    method: 'PUT',
    path: '/api/analytics/:analyticsIntegrationId',
    params: integration,
    body: ZAnalyticsIntegrationWrite,
    response: ZAnalyticsIntegration,
  }),
  delete: endpoint({ method: 'DELETE', path: '/api/analytics/:analyticsIntegrationId', params: integration, response: ZOk }),
  public: endpoint({
    method: 'GET',
    path: '/api/public/organizations/:orgId/analytics',
    params: ZOrgIdParams,
    response: z.array(ZPublicAnalyticsIntegration),
  }),
};
