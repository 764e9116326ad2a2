import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZScanAction, ZScannedTicket, ZScanTicketQuery, ZTicketIdPath } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { activateTicket, markTicketVisit, scanTicket } from './tickets.service.js';

/** SPEC §2 /scanTicket: staff at the door look a ticket up, activate it and mark museum visits. */
export const ticketsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tickets'];
    const read = authorize(ctx, 'ScanTicketRead', 'ScanTicketWrite');
    const write = authorize(ctx, 'ScanTicketWrite');
    app.get(
      '/api/tickets/scan',
      { schema: { tags, querystring: ZScanTicketQuery, response: { 200: ZScannedTicket } }, preHandler: read },
      async (request) => scanTicket(ctx, actorOf(request), request.query),
    );
    app.post(
      '/api/tickets/:ticketId/activate',
      { schema: { tags, params: ZTicketIdPath, body: ZScanAction, response: { 200: ZScannedTicket } }, preHandler: write },
      async (request) => activateTicket(ctx, actorOf(request), request.params.ticketId, request.body),
    );
    app.post(
      '/api/tickets/:ticketId/visit',
      { schema: { tags, params: ZTicketIdPath, body: ZScanAction, response: { 200: ZScannedTicket } }, preHandler: write },
      async (request) => markTicketVisit(ctx, actorOf(request), request.params.ticketId, request.body),
    );
  };
