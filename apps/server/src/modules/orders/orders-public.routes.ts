import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopOrdersApi, ZOrderIdParams, ZShopOrgQuery } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { limitingCodeGuesses } from '../voucher-codes/index.js';
import { startPayment } from './checkout.service.js';
import { backToCart } from './order-retry.js';
import { getPublicOrder, paymentReturnPath } from './order-status.service.js';

/** SPEC §7 POST /api/public/payments, and the order's confirmation for the shop. No sign-in; orgId from the query. */
export const ordersPublicRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['public shop'];
    const querystring = ZShopOrgQuery;
    route(app, shopOrdersApi.startPayment, { schema: { tags } }, async (request, reply) => {
      const start = () => startPayment(ctx, request.query.orgId, request.body, request.headers['x-lang']);
      // Paying with a typed code tells whether it exists, as the balance read does: counted alike.
      const started = request.body.voucherCode ? await limitingCodeGuesses(ctx, request.ip ?? null, start) : await start();
      return reply.status(201).send(started);
    });
    route(app, shopOrdersApi.order, { schema: { tags } }, async (request) =>
      getPublicOrder(ctx, request.query.orgId, request.params.orderId),
    );
    // Back from a declined or abandoned payment to the cart, to pay again (order-retry.ts).
    route(app, shopOrdersApi.backToCart, { schema: { tags } }, async (request) =>
      backToCart(ctx, request.query.orgId, request.params.orderId),
    );
    // Where the payment page sends the buyer back: the shop's payment step shows the outcome.
    app.get('/api/public/orders/:orderId/return', { schema: { tags, params: ZOrderIdParams, querystring } }, async (request, reply) =>
      reply.redirect(await paymentReturnPath(ctx, request.query.orgId, request.params.orderId), 303),
    );
  };
