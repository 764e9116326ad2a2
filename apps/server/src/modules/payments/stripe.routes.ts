import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORGANIZATIONS_AREA, paymentSettingsApi, ZOk, ZOrgIdParams, REQUEST_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { invalid } from '../../lib/app-error.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import { getStripeSettings, updateStripeSettings } from './stripe-settings.service.js';
import { STRIPE_PROVIDER } from './stripe-provider.js';
import type { PaymentBook } from './payment-book.js';
import { receiveWebhook } from './webhooks.service.js';

/**
 * Stripe: an organisation's keys (shown only as "set, ending in …") and the webhook address per
 * organisation, whose signing secret checks the event. The webhook body is kept as text: the
 * signature covers the exact bytes sent.
 */
export const stripeRoutes =
  <P extends { orgId: string }>(ctx: AppContext, book: PaymentBook<P>): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as unknown as { rawBody: string }).rawBody = body as string;
      try {
        done(null, body === '' ? null : JSON.parse(body as string));
      } catch {
        done(invalid({ body: REQUEST_MESSAGES.malformedJson }, REQUEST_MESSAGES.malformedJson), undefined);
      }
    });
    const read = authorize(ctx, ORGANIZATIONS_AREA.read);
    const write = authorize(ctx, ORGANIZATIONS_AREA.write);
    const tags = ['organizations'];
    route(app, paymentSettingsApi.stripe, { schema: { tags }, onRequest: read }, async (request) =>
      getStripeSettings(ctx, actorOf(request), request.params.orgId),
    );
    route(app, paymentSettingsApi.updateStripe, { schema: { tags }, onRequest: write }, async (request) =>
      updateStripeSettings(ctx, actorOf(request), request.params.orgId, request.body),
    );
    app.post(
      '/api/payments/webhooks/stripe/:orgId',
      {
        bodyLimit: 512 * 1024,
        schema: { tags: ['payments'], params: ZOrgIdParams, response: { 200: ZOk.extend({ duplicate: z.boolean() }) } },
      },
      async (request) => {
        const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
        return {
          ok: true as const,
          duplicate: await receiveWebhook(ctx, book, STRIPE_PROVIDER, request.headers, raw, request.params.orgId),
        };
      },
    );
  };
