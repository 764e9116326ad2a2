import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIGURATION_AREA,
  ZConfigurationCreate,
  ZConfigurationItem,
  ZConfigurationNameParams,
  ZConfigurationUpdate,
  ZOk,
  ZOrgIdParams,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as configuration from './configuration.service.js';

export const configurationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['configuration'];
    const read = authorize(ctx, CONFIGURATION_AREA.read);
    const write = authorize(ctx, CONFIGURATION_AREA.write);
    const items = z.array(ZConfigurationItem);

    app.get('/api/configuration/list', { schema: { tags, response: { 200: items } }, onRequest: read }, async (request) =>
      configuration.listConfiguration(ctx, actorOf(request)),
    );
    app.get(
      '/api/configuration/:name',
      { schema: { tags, params: ZConfigurationNameParams, response: { 200: ZConfigurationItem } }, onRequest: read },
      async (request) => configuration.getConfigurationItem(ctx, actorOf(request), request.params.name),
    );
    app.post(
      '/api/configuration',
      { schema: { tags, body: ZConfigurationCreate, response: { 201: ZConfigurationItem } }, onRequest: write },
      async (request, reply) => reply.status(201).send(await configuration.createConfigurationItem(ctx, actorOf(request), request.body)),
    );
    app.put(
      '/api/configuration/:name',
      {
        schema: { tags, params: ZConfigurationNameParams, body: ZConfigurationUpdate, response: { 200: ZConfigurationItem } },
        onRequest: write,
      },
      async (request) => configuration.updateConfigurationItem(ctx, actorOf(request), request.params.name, request.body.value),
    );
    app.delete(
      '/api/configuration/:name',
      { schema: { tags, params: ZConfigurationNameParams, response: { 200: ZOk } }, onRequest: write },
      async (request) => {
        await configuration.deleteConfigurationItem(ctx, actorOf(request), request.params.name);
        return { ok: true as const };
      },
    );

    app.get(
      '/api/public/configuration/list/:orgId',
      { schema: { tags: ['public'], params: ZOrgIdParams, response: { 200: items } } },
      async (request) => configuration.listPublicConfiguration(ctx, request.params.orgId),
    );
  };
