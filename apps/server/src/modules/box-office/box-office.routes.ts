import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boxOfficeApi, ORDERS_AREA, TICKETS_AREA } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { readingActor } from '../../lib/display-language.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { printOfflineTickets, sellAtDoor } from './box-office.service.js';
import { sellVouchersAtDoor } from './voucher-desk-sale.service.js';

/** SPEC §7 offline-buy and offline tickets: selling outside the web shop, from the same inventory. */
export const boxOfficeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['box office'];
    route(app, boxOfficeApi.offlineBuy, { schema: { tags }, onRequest: authorize(ctx, ORDERS_AREA.write) }, async (request, reply) =>
      reply.status(201).send(await sellAtDoor(ctx, readingActor(request, actorOf(request)), request.params.id, request.body)),
    );
    route(app, boxOfficeApi.offlineVoucherBuy, { schema: { tags }, onRequest: authorize(ctx, ORDERS_AREA.write) }, async (request, reply) =>
      reply.status(201).send(await sellVouchersAtDoor(ctx, readingActor(request, actorOf(request)), request.params.id, request.body)),
    );
    route(
      app,
      boxOfficeApi.offlineTickets,
      { schema: { tags }, onRequest: authorize(ctx, TICKETS_AREA.offlineTickets) },
      async (request, reply) => {
        const printed = await printOfflineTickets(ctx, actorOf(request), request.params.id, request.body);
        return reply
          .status(201)
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="offline-tickets-${printed.orderNumber}.pdf"`)
          .header('x-order-id', printed.orderId)
          .send(printed.pdf);
      },
    );
  };
