import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DONATION_MESSAGES, DONATIONS_AREA, donationsApi, publicDonationsApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { shopLanguage } from '../../lib/display-language.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize, optionalActor } from '../../plugins/auth.js';
import { deleteDonationImage, getDonationImage, putDonationImage } from './donation-image.service.js';
import * as donations from './donations.service.js';
import { listPublicDonations } from './public-donations.service.js';

/** The raw upload: image/jpeg and image/png arrive as a Buffer (10 MB at most); anything else is refused as `image`. */
const ZDonationImageUpload = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: DONATION_MESSAGES.imageNotImage, path: ['image'] })
  .meta({ type: 'string', format: 'binary', description: 'A JPEG or PNG image, at most 10 MB; best at 2160×1080 (2:1)' });
const ZJpegBytes = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });

export const donationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['donations'];
    const read = authorize(ctx, DONATIONS_AREA.read);
    const write = authorize(ctx, DONATIONS_AREA.write);

    route(app, donationsApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      donations.listDonations(ctx, actorOf(request), request.query.status),
    );
    route(app, donationsApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await donations.createDonation(ctx, actorOf(request), request.body)),
    );
    route(app, donationsApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      donations.getDonation(ctx, actorOf(request), request.params.id),
    );
    route(app, donationsApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      donations.updateDonation(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, donationsApi.setStatus, { schema: { tags }, onRequest: write }, async (request) =>
      donations.setDonationStatus(ctx, actorOf(request), request.params.id, request.body.status),
    );
    route(app, donationsApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await donations.deleteDonation(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    });
    route(app, donationsApi.putImage, { schema: { tags, body: ZDonationImageUpload }, onRequest: write }, async (request) =>
      putDonationImage(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, donationsApi.deleteImage, { schema: { tags }, onRequest: write }, async (request) =>
      deleteDonationImage(ctx, actorOf(request), request.params.id),
    );

    // The shop's reads: no session (a draft's image only for its staff, through theirs).
    route(app, publicDonationsApi.list, { schema: { tags: ['public'] } }, async (request) =>
      listPublicDonations(ctx, request.params.orgId, shopLanguage(request, request.query.lang), request.query.venue),
    );
    route(app, publicDonationsApi.image, { schema: { tags: ['public'], response: { 200: ZJpegBytes } } }, async (request, reply) => {
      const image = await getDonationImage(ctx, await optionalActor(ctx, request), request.params.id, request.query.v);
      const cache = image.public ? (image.current ? 'public, max-age=31536000, immutable' : 'public, no-cache') : 'private, no-cache';
      return reply.type('image/jpeg').header('cache-control', cache).send(image.bytes);
    });
  };
