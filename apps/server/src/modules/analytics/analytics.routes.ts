import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SHOP_ANALYTICS_AREA,
  ZAnalyticsIntegration,
  ZAnalyticsIntegrationIdParams,
  ZAnalyticsIntegrationWrite,
  ZOk,
  ZOrgIdParams,
  ZPublicAnalyticsIntegration,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as analytics from './analytics.service.js';

/** SPEC §2 /analytics: the shop's analytics integrations, and §7's public list the shop reads. */
export const analyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['analytics'];
    const read = authorize(ctx, SHOP_ANALYTICS_AREA.read);
    const write = authorize(ctx, SHOP_ANALYTICS_AREA.write);
    const params = ZAnalyticsIntegrationIdParams;

    app.get('/api/analytics', { schema: { tags, response: { 200: z.array(ZAnalyticsIntegration) } }, onRequest: read }, async (request) =>
      analytics.listIntegrations(ctx, actorOf(request)),
    );
    app.post(
      '/api/analytics',
      { schema: { tags, body: ZAnalyticsIntegrationWrite, response: { 201: ZAnalyticsIntegration } }, onRequest: write },
      async (request, reply) => reply.status(201).send(await analytics.createIntegration(ctx, actorOf(request), request.body)),
    );
    app.get(
      '/api/analytics/:analyticsIntegrationId',
      { schema: { tags, params, response: { 200: ZAnalyticsIntegration } }, onRequest: read },
      async (request) => analytics.getIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId),
    );
    app.put(
      '/api/analytics/:analyticsIntegrationId',
      { schema: { tags, params, body: ZAnalyticsIntegrationWrite, response: { 200: ZAnalyticsIntegration } }, onRequest: write },
      async (request) => analytics.updateIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId, request.body),
    );
    app.delete(
      '/api/analytics/:analyticsIntegrationId',
      { schema: { tags, params, response: { 200: ZOk } }, onRequest: write },
      async (request) => {
        await analytics.deleteIntegration(ctx, actorOf(request), request.params.analyticsIntegrationId);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/public/organizations/:orgId/analytics',
      { schema: { tags: ['public'], params: ZOrgIdParams, response: { 200: z.array(ZPublicAnalyticsIntegration) } } },
      async (request) => analytics.listPublicIntegrations(ctx, request.params.orgId, request.log),
    );
  };
