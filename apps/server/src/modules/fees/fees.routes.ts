import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEES_AREA, ZFee, ZFeeCategoryParams, ZFeeList, ZFeeWrite, ZOk } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as fees from './fees.service.js';

/** SPEC §2 /fee: the organisation's fee per category (Shipping, EAN). */
export const feesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['fees'];
    const read = authorize(ctx, FEES_AREA.read);
    const write = authorize(ctx, FEES_AREA.write);

    app.get('/api/fees', { schema: { tags, response: { 200: ZFeeList } }, onRequest: read }, async (request) =>
      fees.listFees(ctx, actorOf(request)),
    );
    app.get(
      '/api/fees/:category',
      { schema: { tags, params: ZFeeCategoryParams, response: { 200: ZFee } }, onRequest: read },
      async (request) => fees.getFee(ctx, actorOf(request), request.params.category),
    );
    app.put(
      '/api/fees/:category',
      { schema: { tags, params: ZFeeCategoryParams, body: ZFeeWrite, response: { 200: ZFee } }, onRequest: write },
      async (request) => fees.saveFee(ctx, actorOf(request), request.params.category, request.body),
    );
    app.delete(
      '/api/fees/:category',
      { schema: { tags, params: ZFeeCategoryParams, response: { 200: ZOk } }, onRequest: write },
      async (request) => {
        await fees.deleteFee(ctx, actorOf(request), request.params.category);
        return { ok: true as const };
      },
    );
  };
