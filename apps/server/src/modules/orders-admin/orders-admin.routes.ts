import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDERS_AREA, ordersApi } from '@foyer/contracts';
import { cancelOrder } from './order-actions.service.js';
import { downloadOrders } from './orders-download.service.js';
import { approveOrder, refuseOrder } from './ean-approval.service.js';
import { markSentByPost, unmarkSentByPost } from './order-post.service.js';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { readingActor } from '../../lib/display-language.js';
import { getOrder, listOrders, resendConfirmation } from './orders-admin.service.js';
import { printOrderTickets, printOrderVouchers } from './order-tickets.service.js';
import { refundOrder, retryRefund } from './refund-order.service.js';
import { canceledRefunds, refundBuyers } from './canceled-date-refunds.service.js';
import { placedBeforeLimit } from './data-limit.js';
import { inTenant } from '../../db/tenancy.js';
import { notFound } from '../../lib/app-error.js';
import { findOrder } from '../orders/index.js';

/** SPEC §2 /orders and /orders/{orderId}: the organisation's orders for its staff. */
export const ordersAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['orders'];
    const read = authorize(ctx, ORDERS_AREA.read);
    const write = authorize(ctx, ORDERS_AREA.write);
    // An order placed before the staff member's "Data access from" day is not theirs: every call
    // naming it answers as for an order that does not exist (the list and download start at the day).
    app.addHook('preHandler', async (request) => {
      const orderId = (request.params as { orderId?: unknown } | undefined)?.orderId;
      if (typeof orderId !== 'string') return;
      const actor = actorOf(request);
      if (!actor.limitDataAccessFrom) return;
      const placedAt = await inTenant(ctx.db, actor.orgId, async (tx) => (await findOrder(tx, actor.orgId, orderId))?.createdAt);
      if (placedAt && placedBeforeLimit(placedAt, actor)) throw notFound('Order');
    });
    route(app, ordersApi.list, { schema: { tags }, onRequest: read }, async (request) => listOrders(ctx, actorOf(request), request.query));
    route(app, ordersApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      getOrder(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    route(app, ordersApi.refund, { schema: { tags }, onRequest: write }, async (request) =>
      refundOrder(ctx, readingActor(request, actorOf(request)), request.params.orderId, request.body),
    );
    route(app, ordersApi.retryRefund, { schema: { tags }, onRequest: write }, async (request) =>
      retryRefund(ctx, readingActor(request, actorOf(request)), request.params.orderId, request.params.refundId),
    );
    route(app, ordersApi.cancel, { schema: { tags }, onRequest: write }, async (request) =>
      cancelOrder(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    // SPEC §7: a spreadsheet named after the organisation and the dates.
    route(app, ordersApi.download, { schema: { tags }, onRequest: read }, async (request, reply) => {
      const { body, filename } = await downloadOrders(ctx, readingActor(request, actorOf(request)), request.query);
      const ascii = filename.replace(/[^\x20-\x7e]/g, '-').replace(/"/g, '');
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .send(body);
    });
    route(app, ordersApi.tickets, { schema: { tags }, onRequest: read }, async (request, reply) => {
      const { pdf, filename } = await printOrderTickets(ctx, actorOf(request), request.params.orderId, request.query);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    });
    route(app, ordersApi.vouchers, { schema: { tags }, onRequest: read }, async (request, reply) => {
      const { pdf, filename } = await printOrderVouchers(ctx, actorOf(request), request.params.orderId, request.query);
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${filename}"`).send(pdf);
    });
    // An Institution's EAN order awaiting approval: approve issues and mails its tickets, refuse cancels it.
    route(app, ordersApi.approve, { schema: { tags }, onRequest: write }, async (request) =>
      approveOrder(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    route(app, ordersApi.refuse, { schema: { tags }, onRequest: write }, async (request) =>
      refuseOrder(ctx, readingActor(request, actorOf(request)), request.params.orderId, request.body.reason),
    );
    route(app, ordersApi.resend, { schema: { tags }, onRequest: write }, async (request) =>
      resendConfirmation(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    route(app, ordersApi.markSentByPost, { schema: { tags }, onRequest: write }, async (request) =>
      markSentByPost(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    route(app, ordersApi.unmarkSentByPost, { schema: { tags }, onRequest: write }, async (request) =>
      unmarkSentByPost(ctx, readingActor(request, actorOf(request)), request.params.orderId),
    );
    // A canceled event's or date's buyers refunded at once; it moves money, so orders' write.
    route(app, ordersApi.refundBuyers, { schema: { tags }, onRequest: write }, async (request) =>
      refundBuyers(ctx, actorOf(request), request.params.id),
    );
    route(app, ordersApi.canceledRefunds, { schema: { tags }, onRequest: read }, async (request) =>
      canceledRefunds(ctx, actorOf(request), request.params.id),
    );
  };
