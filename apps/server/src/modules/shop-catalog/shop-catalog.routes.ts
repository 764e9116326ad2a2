import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopCatalogApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { sendKeptJson } from '../../lib/kept-answer.js';
import { keptShopEventList } from './shop-event-list.service.js';
import { getShopEvent } from './shop-event.service.js';
import { getShopSeries } from './shop-series.service.js';

/**
 * The public shop's catalogue (SPEC §7): no session. The organisation comes from the path (the
 * list) or from the event itself (an event's id is unique across organisations); cross-origin
 * access is the public-cors plugin's.
 */
export const shopCatalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['public'];

    // The list as kept, its JSON and compressed forms made once while it is kept.
    route(app, shopCatalogApi.events, { schema: { tags } }, async (request, reply) =>
      sendKeptJson(reply, await keptShopEventList(ctx, request.params.orgId, request.query)),
    );
    route(app, shopCatalogApi.event, { schema: { tags } }, async (request) => getShopEvent(ctx, request.params.id, request.query.all));
    route(app, shopCatalogApi.series, { schema: { tags } }, async (request) => getShopSeries(ctx, request.params.id, request.query));
  };
