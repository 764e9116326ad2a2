import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VOUCHERS_AREA, publicVouchersApi, vouchersApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { shopLanguage } from '../../lib/display-language.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as vouchers from './vouchers.service.js';

export const vouchersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vouchers'];
    const read = authorize(ctx, VOUCHERS_AREA.read);
    const write = authorize(ctx, VOUCHERS_AREA.write);

    route(app, vouchersApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      vouchers.listVouchers(ctx, actorOf(request), request.query),
    );
    route(app, vouchersApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await vouchers.createVoucher(ctx, actorOf(request), request.body)),
    );
    route(app, vouchersApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      vouchers.getVoucher(ctx, actorOf(request), request.params.id),
    );
    route(app, vouchersApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      vouchers.updateVoucher(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, vouchersApi.setStatus, { schema: { tags }, onRequest: write }, async (request) =>
      vouchers.setVoucherStatus(ctx, actorOf(request), request.params.id, request.body.status),
    );
    route(app, vouchersApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await vouchers.deleteVoucher(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    });

    // The shop's read: no session.
    route(app, publicVouchersApi.list, { schema: { tags: ['public'] } }, async (request) =>
      vouchers.listPublicVouchers(ctx, request.params.orgId, shopLanguage(request, request.query.lang), request.query.venue),
    );
  };
