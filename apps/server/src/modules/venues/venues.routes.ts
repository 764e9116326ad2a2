import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VENUES_AREA, ZOk, ZVenue, ZVenueIdParams, ZVenueWrite } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as venues from './venues.service.js';

export const venuesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['venues'];
    // Staff who plan events pick venues, so events permissions may read them too.
    const read = authorize(ctx, VENUES_AREA.read);
    const write = authorize(ctx, VENUES_AREA.write);

    app.get('/api/venues', { schema: { tags, response: { 200: z.array(ZVenue) } }, onRequest: read }, async (request) =>
      venues.listVenues(ctx, actorOf(request)),
    );
    app.post('/api/venues', { schema: { tags, body: ZVenueWrite, response: { 201: ZVenue } }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await venues.createVenue(ctx, actorOf(request), request.body)),
    );
    app.get(
      '/api/venues/:venueId',
      { schema: { tags, params: ZVenueIdParams, response: { 200: ZVenue } }, onRequest: read },
      async (request) => venues.getVenue(ctx, actorOf(request), request.params.venueId),
    );
    app.put(
      '/api/venues/:venueId',
      { schema: { tags, params: ZVenueIdParams, body: ZVenueWrite, response: { 200: ZVenue } }, onRequest: write },
      async (request) => venues.updateVenue(ctx, actorOf(request), request.params.venueId, request.body),
    );
    app.delete(
      '/api/venues/:venueId',
      { schema: { tags, params: ZVenueIdParams, response: { 200: ZOk } }, onRequest: write },
      async (request) => {
        await venues.deleteVenue(ctx, actorOf(request), request.params.venueId);
        return { ok: true as const };
      },
    );
  };
