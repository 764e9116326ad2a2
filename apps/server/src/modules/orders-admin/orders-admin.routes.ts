import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOrderDetail, ZOrderIdPath, ZOrderListQuery, ZOrderPage } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { getOrder, listOrders } from './orders-admin.service.js';

/** SPEC §2 /orders and /orders/{orderId}: the organisation's orders for its staff. */
export const ordersAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const read = authorize(ctx, 'OrdersRead', 'OrdersWrite');
    app.get(
      '/api/orders',
      { schema: { tags, querystring: ZOrderListQuery, response: { 200: ZOrderPage } }, preHandler: read },
      async (request) => listOrders(ctx, actorOf(request), request.query),
    );
    app.get(
      '/api/orders/:orderId',
      { schema: { tags, params: ZOrderIdPath, response: { 200: ZOrderDetail } }, preHandler: read },
      async (request) => getOrder(ctx, actorOf(request), request.params.orderId),
    );
  };
