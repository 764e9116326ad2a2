import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartsApi } from '@foyer/contracts';
import { type AppContext, inConnectionLane } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { addToCart, getCart, revokeFromCart, updateHolderNames } from './carts.service.js';

/**
 * SPEC §7 public cart calls: no sign-in; the organisation comes from the `orgId` query, never
 * from the body. Bodies arrive as application/internal+json (or application/json).
 */
export const cartsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['public shop'];
    // The click that takes a visitor's places, and a sale's shortest step: in a rush its
    // transactions get a connection first (db/connection-lanes.ts).
    const first = inConnectionLane(ctx, 'first');
    route(app, cartsApi.get, { schema: { tags } }, async (request) => getCart(ctx, request.query.orgId, request.params.cartId));
    route(app, cartsApi.add, { schema: { tags } }, async (request) => addToCart(first, request.query.orgId, request.body));
    route(app, cartsApi.revoke, { schema: { tags } }, async (request) => revokeFromCart(ctx, request.query.orgId, request.body));
    route(app, cartsApi.updateHolderNames, { schema: { tags } }, async (request) =>
      updateHolderNames(ctx, request.query.orgId, request.body),
    );
  };
