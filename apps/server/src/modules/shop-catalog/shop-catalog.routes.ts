import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEventIdParams,
  ZOrgIdParams,
  ZShopEvent,
  ZShopEventList,
  ZShopEventListQuery,
  ZShopEventQuery,
  ZShopSeries,
  ZShopSeriesQuery,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { listShopEvents } from './shop-event-list.service.js';
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

    app.get(
      '/api/public/events/organizations/:orgId',
      { schema: { tags, params: ZOrgIdParams, querystring: ZShopEventListQuery, response: { 200: ZShopEventList } } },
      async (request) => listShopEvents(ctx, request.params.orgId, request.query),
    );
    app.get(
      '/api/public/events/:id',
      { schema: { tags, params: ZEventIdParams, querystring: ZShopEventQuery, response: { 200: ZShopEvent } } },
      async (request) => getShopEvent(ctx, request.params.id, request.query.all),
    );
    app.get(
      '/api/public/events/:id/series',
      { schema: { tags, params: ZEventIdParams, querystring: ZShopSeriesQuery, response: { 200: ZShopSeries } } },
      async (request) => getShopSeries(ctx, request.params.id, request.query),
    );
  };
