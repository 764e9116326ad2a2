import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_AREA, paymentSettingsApi } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
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
    route(app, paymentSettingsApi.get, { schema: { tags }, onRequest: read }, async (request) =>
      getPaymentSettings(ctx, actorOf(request), request.params.orgId),
    );
    route(app, paymentSettingsApi.update, { schema: { tags }, onRequest: write }, async (request) =>
      updatePaymentSettings(ctx, actorOf(request), request.params.orgId, request.body),
    );
    route(app, paymentSettingsApi.public, { schema: { tags: ['public'] } }, async (request) =>
      getPublicPaymentSettings(ctx, request.params.orgId),
    );
  };
