import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENUES_AREA, venuesApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as venues from './venues.service.js';

export const venuesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['venues'];
    // Staff who plan events pick venues, so events permissions may read them too.
    const read = authorize(ctx, VENUES_AREA.read);
    const write = authorize(ctx, VENUES_AREA.write);

    route(app, venuesApi.list, { schema: { tags }, onRequest: read }, async (request) => venues.listVenues(ctx, actorOf(request)));
    route(app, venuesApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await venues.createVenue(ctx, actorOf(request), request.body)),
    );
    route(app, venuesApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      venues.getVenue(ctx, actorOf(request), request.params.venueId),
    );
    route(app, venuesApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      venues.updateVenue(ctx, actorOf(request), request.params.venueId, request.body),
    );
    route(app, venuesApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await venues.deleteVenue(ctx, actorOf(request), request.params.venueId);
      return { ok: true as const };
    });
  };
