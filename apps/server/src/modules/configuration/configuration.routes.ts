import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIGURATION_AREA, configurationApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as configuration from './configuration.service.js';

export const configurationRoutes =
  (ctx: AppContext, hasAnyOrder: configuration.HasAnyOrder): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['configuration'];
    const read = authorize(ctx, CONFIGURATION_AREA.read);
    const write = authorize(ctx, CONFIGURATION_AREA.write);

    route(app, configurationApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      configuration.listConfiguration(ctx, actorOf(request)),
    );
    route(app, configurationApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      configuration.getConfigurationItem(ctx, actorOf(request), request.params.name),
    );
    route(app, configurationApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await configuration.createConfigurationItem(ctx, actorOf(request), request.body)),
    );
    route(app, configurationApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      configuration.updateConfigurationItem(ctx, actorOf(request), request.params.name, request.body.value, hasAnyOrder),
    );
    route(app, configurationApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await configuration.deleteConfigurationItem(ctx, actorOf(request), request.params.name);
      return { ok: true as const };
    });

    route(app, configurationApi.publicList, { schema: { tags: ['public'] } }, async (request) =>
      configuration.listPublicConfiguration(ctx, request.params.orgId),
    );
  };
