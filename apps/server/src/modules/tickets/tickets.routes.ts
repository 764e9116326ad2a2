import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TICKETS_AREA, ticketsApi } from '@foyer/contracts';
import { type AppContext, inConnectionLane } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { readingActor } from '../../lib/display-language.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { listEventAdmissions } from './tickets-by-event.service.js';
import { activateTicket, markTicketVisit, scanTicket } from './tickets.service.js';

/**
 * SPEC §2 /scanTicket: staff at the door look a ticket up, activate it and mark museum visits, and
 * list an occurrence's tickets by its id (event search by id).
 */
export const ticketsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['tickets'];
    const read = authorize(ctx, TICKETS_AREA.read);
    const write = authorize(ctx, TICKETS_AREA.write);
    // A queue at the door waits on each scan: its transactions get a connection first (db/connection-lanes.ts).
    const first = inConnectionLane(ctx, 'first');
    route(app, ticketsApi.scan, { schema: { tags }, onRequest: read }, async (request) =>
      scanTicket(first, readingActor(request, actorOf(request)), request.query),
    );
    route(app, ticketsApi.activate, { schema: { tags }, onRequest: write }, async (request) =>
      activateTicket(first, readingActor(request, actorOf(request)), request.params.ticketId, request.body),
    );
    route(app, ticketsApi.visit, { schema: { tags }, onRequest: write }, async (request) =>
      markTicketVisit(first, readingActor(request, actorOf(request)), request.params.ticketId, request.body),
    );
    route(app, ticketsApi.eventAdmissions, { schema: { tags }, onRequest: read }, async (request) =>
      listEventAdmissions(ctx, readingActor(request, actorOf(request)), request.params.eventId, request.query),
    );
  };
