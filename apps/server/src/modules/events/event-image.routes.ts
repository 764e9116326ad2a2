import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EVENT_MESSAGES, EVENTS_AREA, eventsApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize, optionalActor } from '../../plugins/auth.js';
import { deleteEventImage, getEventImage, putEventImage } from './event-image.service.js';

/**
 * The raw upload. The content-type parser hands image/jpeg and image/png over as a Buffer (capped
 * at 10 MB, 413 beyond); anything else arrives as something else and is refused as `image`.
 */
const ZEventImageUpload = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: EVENT_MESSAGES.imageNotImage, path: ['image'] })
  .meta({ type: 'string', format: 'binary', description: 'A JPEG or PNG image, at most 10 MB; best at 2160×1080 (2:1)' });
const ZJpegBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

/** The URL carries the image's version (imageUrl), so the current one never changes under it. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** Asked without (or with an old) version: may be kept, but must be checked again before use. */
const CACHE_REVALIDATE = 'public, no-cache';
/** The image of an event not on show: only the signed-in browser may keep it, and must ask again. */
const CACHE_PRIVATE = 'private, no-cache';

/** The event's main image: set and removed by event editors, read by anyone (the public shop). */
export const eventImageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['events'];
    const write = authorize(ctx, EVENTS_AREA.write);

    route(app, eventsApi.putImage, { schema: { tags, body: ZEventImageUpload }, onRequest: write }, async (request) =>
      putEventImage(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, eventsApi.deleteImage, { schema: { tags }, onRequest: write }, async (request) =>
      deleteEventImage(ctx, actorOf(request), request.params.id),
    );
    // No session needed for an event on show in the shop; staff see the image of any of theirs.
    route(app, eventsApi.image, { schema: { tags, response: { 200: ZJpegBytes } } }, async (request, reply) => {
      const viewer = await optionalActor(ctx, request);
      const image = await getEventImage(ctx, viewer, request.params.id, request.query.v);
      const cache = image.public ? (image.current ? CACHE_FOREVER : CACHE_REVALIDATE) : CACHE_PRIVATE;
      return reply.type('image/jpeg').header('cache-control', cache).send(image.bytes);
    });
  };
