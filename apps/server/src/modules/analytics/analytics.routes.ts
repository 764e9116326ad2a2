import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsApi, SHOP_ANALYTICS_AREA } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as analytics from './analytics.service.js';

/** SPEC §2 /analytics: the shop's analytics integrations, and §7's public list the shop reads. */
export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    const read = authorize(ctx, SHOP_ANALYTICS_AREA.read);
    const write = authorize(ctx, SHOP_ANALYTICS_AREA.write);

    route(app, analyticsApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      analytics.listIntegrations(ctx, actorOf(request)),
    );
    route(app, analyticsApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await analytics.createIntegration(ctx, actorOf(request), request.body)),
    );
    route(app, analyticsApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      analytics.getIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId),
    );
    route(app, analyticsApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      analytics.updateIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId, request.body),
    );
    route(app, analyticsApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await analytics.deleteIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId);
      return { ok: true as const };
    });

    route(app, analyticsApi.public, { schema: { tags: ['public'] } }, async (request) =>
      analytics.listPublicIntegrations(ctx, request.params.orgId, request.log),
    );
  };
