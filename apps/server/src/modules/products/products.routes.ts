import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PRODUCTS_AREA, productsApi, publicProductsApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { shopLanguage } from '../../lib/display-language.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as products from './products.service.js';

export const productsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['products'];
    const read = authorize(ctx, PRODUCTS_AREA.read);
    const write = authorize(ctx, PRODUCTS_AREA.write);

    route(app, productsApi.list, { schema: { tags }, onRequest: read }, async (request) =>
      products.listProducts(ctx, actorOf(request), request.query),
    );
    route(app, productsApi.create, { schema: { tags }, onRequest: write }, async (request, reply) =>
      reply.status(201).send(await products.createProduct(ctx, actorOf(request), request.body)),
    );
    route(app, productsApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      products.getProduct(ctx, actorOf(request), request.params.id),
    );
    route(app, productsApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      products.updateProduct(ctx, actorOf(request), request.params.id, request.body),
    );
    route(app, productsApi.setStatus, { schema: { tags }, onRequest: write }, async (request) =>
      products.setProductStatus(ctx, actorOf(request), request.params.id, request.body.status),
    );
    route(app, productsApi.delete, { schema: { tags }, onRequest: write }, async (request) => {
      await products.deleteProduct(ctx, actorOf(request), request.params.id);
      return { ok: true as const };
    });

    route(app, publicProductsApi.access, { schema: { tags: ['public'] } }, async (request) =>
      products.checkProductAccess(ctx, request.params.code),
    );
    route(app, publicProductsApi.list, { schema: { tags: ['public'] } }, async (request) =>
      products.listPublicProducts(ctx, request.params.orgId, shopLanguage(request, request.query.lang)),
    );
  };
