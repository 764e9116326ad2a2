import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENT_MESSAGES, ZOk, REQUEST_MESSAGES } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { inTestMode } from './payment-settings.service.js';
import { receiveWebhook } from './webhooks.service.js';
import { testPaymentPage } from './test-payment-page.js';
import { TEST_PROVIDER, testProvider } from './test-provider.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { inlineScriptPagePolicy } from '../../plugins/security-headers.js';
import { shopTargetOrigin } from '../shop-catalog/index.js';
import type { PaymentBook } from './payment-book.js';

const ZProviderPaymentParams = z.object({ providerPaymentId: z.string().regex(/^tp_[0-9a-f]{32}$/, 'Unknown payment') });
const ZDecision = z.object({ approve: z.boolean(), refuseFirstRefund: z.boolean().default(false) });

/**
 * The test provider's hosted page and its buttons, and every provider's webhook. Webhook bodies
 * are read as text: the signature covers the exact bytes sent.
 */
export const paymentsRoutes =
  <P extends { orgId: string }>(ctx: AppContext, book: PaymentBook<P>): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as unknown as { rawBody: string }).rawBody = body as string;
      try {
        done(null, body === '' ? null : JSON.parse(body as string));
      } catch {
        done(invalid({ body: REQUEST_MESSAGES.malformedJson }, REQUEST_MESSAGES.malformedJson), undefined);
      }
    });
    app.post(
      '/api/payments/webhooks/:provider',
      // Provider events are a few kilobytes; a bigger body is refused (413) before it is read.
      {
        bodyLimit: 512 * 1024,
        schema: { tags, params: z.object({ provider: z.string().max(40) }), response: { 200: ZOk.extend({ duplicate: z.boolean() }) } },
      },
      async (request) => {
        const raw = (request as unknown as { rawBody?: string }).rawBody ?? '';
        return { ok: true as const, duplicate: await receiveWebhook(ctx, book, request.params.provider, request.headers, raw) };
      },
    );
    app.get('/payments/test/:providerPaymentId', { schema: { tags, params: ZProviderPaymentParams } }, async (request, reply) => {
      const payment = await testProvider(ctx).find(request.params.providerPaymentId);
      if (!payment) throw notFound('Payment');
      // Buyers approve their own test payments: only where no money is meant to move.
      if (!(await inTestMode(ctx, payment.orgId))) throw conflict(PAYMENT_MESSAGES.notInTestMode);
      const language = typeof (request.query as { la?: unknown }).la === 'string' ? (request.query as { la: string }).la : 'en';
      // The page opens inside the shop's frame, so the organisation's site may frame it too.
      const ours = await inPlatformScope(ctx.db, (tx) => book.findByProviderId(tx, TEST_PROVIDER, payment.providerPaymentId));
      const origin = ours ? await shopTargetOrigin(ctx, ours.orgId) : null;
      const nonce = randomBytes(16).toString('base64');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', inlineScriptPagePolicy(nonce, origin))
        .send(testPaymentPage(payment, language, nonce));
    });
    app.post(
      '/api/payments/test/:providerPaymentId/decision',
      {
        schema: {
          tags,
          params: ZProviderPaymentParams,
          body: ZDecision,
          response: { 200: z.object({ state: z.enum(['pending', 'approved', 'declined', 'refunded']), returnUrl: z.string() }) },
        },
      },
      async (request) => {
        const provider = testProvider(ctx);
        const payment = await provider.find(request.params.providerPaymentId);
        if (payment && !(await inTestMode(ctx, payment.orgId))) throw conflict(PAYMENT_MESSAGES.notInTestMode);
        if (!payment) throw notFound('Payment');
        return provider.decide(payment, request.body.approve, request.body.refuseFirstRefund);
      },
    );
  };
