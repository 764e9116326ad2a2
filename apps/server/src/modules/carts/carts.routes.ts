import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAddToCart, ZCart, ZCartIdParams, ZRevokeCart, ZShopOrgQuery, ZUpdateHolderNames } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { addToCart, getCart, revokeFromCart, updateHolderNames } from './carts.service.js';

/**
 * SPEC §7 public cart calls: no sign-in; the organisation comes from the `orgId` query, never
 * from the body. Bodies arrive as application/internal+json (or application/json).
 */
export const cartsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['public shop'];
    const querystring = ZShopOrgQuery;
    app.get(
      '/api/public/carts/:cartId',
      { schema: { tags, params: ZCartIdParams, querystring, response: { 200: ZCart } } },
      async (request) => getCart(ctx, request.query.orgId, request.params.cartId),
    );
    app.put('/api/public/carts', { schema: { tags, querystring, body: ZAddToCart, response: { 200: ZCart } } }, async (request) =>
      addToCart(ctx, request.query.orgId, request.body),
    );
    app.put('/api/public/carts/revoke', { schema: { tags, querystring, body: ZRevokeCart, response: { 200: ZCart } } }, async (request) =>
      revokeFromCart(ctx, request.query.orgId, request.body),
    );
    app.put(
      '/api/public/carts/updateHolderNames',
      { schema: { tags, querystring, body: ZUpdateHolderNames, response: { 200: ZCart } } },
      async (request) => updateHolderNames(ctx, request.query.orgId, request.body),
    );
  };
