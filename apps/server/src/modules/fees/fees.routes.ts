import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEES_AREA, feesApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as fees from './fees.service.js';

/** SPEC §2 /fee: the organisation's fee per category (Shipping, EAN). */
export const feesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['fees'];
    const read = authorize(ctx, FEES_AREA.read);
    const write = authorize(ctx, FEES_AREA.write);

    route(app, feesApi.list, { schema: { tags }, onRequest: read }, async (request) => fees.listFees(ctx, actorOf(request)));
    route(app, feesApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      fees.getFee(ctx, actorOf(request), request.params.category),
    );
    route(app, feesApi.save, { schema: { tags }, onRequest: write }, async (request) =>
      fees.saveFee(ctx, actorOf(request), request.params.category, request.body),
    );
    route(app, feesApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await fees.deleteFee(ctx, actorOf(request), request.params.category);
      return { ok: true as const };
    });
  };
