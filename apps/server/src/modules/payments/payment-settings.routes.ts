import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_AREA, ZOrgIdParams, ZPaymentSettings, ZPaymentSettingsUpdate, ZPublicPaymentSettings } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { getPaymentSettings, getPublicPaymentSettings, updatePaymentSettings } from './payment-settings.service.js';

/** An organisation's payment settings (provider, test mode), and what the shop needs of them. */
export const paymentSettingsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['organizations'];
    // Which organisation is decided per id in the service (404 for another's).
    const read = authorize(ctx, ORGANIZATIONS_AREA.read);
    const write = authorize(ctx, ORGANIZATIONS_AREA.write);
    app.get(
      '/api/organizations/:orgId/payment-settings',
      { schema: { tags, params: ZOrgIdParams, response: { 200: ZPaymentSettings } }, onRequest: read },
      async (request) => getPaymentSettings(ctx, actorOf(request), request.params.orgId),
    );
    app.put(
      '/api/organizations/:orgId/payment-settings',
      { schema: { tags, params: ZOrgIdParams, body: ZPaymentSettingsUpdate, response: { 200: ZPaymentSettings } }, onRequest: write },
      async (request) => updatePaymentSettings(ctx, actorOf(request), request.params.orgId, request.body),
    );
    app.get(
      '/api/public/organizations/:orgId/payments',
      { schema: { tags: ['public'], params: ZOrgIdParams, response: { 200: ZPublicPaymentSettings } } },
      async (request) => getPublicPaymentSettings(ctx, request.params.orgId),
    );
  };
