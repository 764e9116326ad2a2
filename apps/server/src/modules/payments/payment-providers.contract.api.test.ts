import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../db/client.js';
import { inPlatformScope } from '../../db/tenancy.js';
import { makeOrg } from '../../test/factories.js';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { providerContract } from './payment-provider.contract.js';
import { STRIPE_SIGNATURE_HEADER, stripeProvider } from './stripe-provider.js';
import { SIGNATURE_HEADER, signWebhook, testProvider, testProviderSecret } from './test-provider.js';

/** Both providers keep one contract (issue 10): the built-in test provider and Stripe against its stand-in. */
let t: TestApp;
let orgId: string;
let standIn: StripeStandIn;
const captured: { headers: Record<string, string>; body: string }[] = [];
const keys = { secretKey: 'sk_test_contract_0123456789', webhookSecret: 'whsec_contract_0123456789' };

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await makeOrg(t.ctx)).orgId;
  // Webhooks are kept here instead of sent: the contract hands them to verifyWebhook itself.
  standIn = await startStripeStandIn({
    deliver: async (_url, headers, body) => {
      captured.push({ headers, body });
      return 200;
    },
  });
  standIn.account(keys.secretKey, { url: 'http://foyer.test/api/payments/webhooks/stripe/x', secret: keys.webhookSecret });
});
afterAll(async () => {
  await standIn.close();
  await t.close();
});

providerContract('test', {
  provider: () => testProvider(t.ctx),
  orgId: () => orgId,
  approve: async (id) => void (await testProvider(t.ctx).decide((await testProvider(t.ctx).find(id))!, true)),
  decline: async (id) => void (await testProvider(t.ctx).decide((await testProvider(t.ctx).find(id))!, false)),
  async lastWebhook() {
    const [row] = await inPlatformScope(t.ctx.db, (tx) =>
      queryRows<{ payload: { body: string } }>(tx, sql`select payload from outbox where kind = 'webhook' order by id desc limit 1`),
    );
    const body = row!.payload.body;
    // The outbox signs when it sends, as here.
    return { headers: { [SIGNATURE_HEADER]: signWebhook(testProviderSecret(t.ctx.config), body) }, body };
  },
  forge: (body) => ({ [SIGNATURE_HEADER]: signWebhook(Buffer.from('not-our-secret-not-our-secret-xx'), body) }),
});

providerContract('stripe', {
  provider: () => stripeProvider(keys, standIn.apiUrl),
  orgId: () => orgId,
  approve: async (id) => void (await standIn.pay(keys.secretKey, id)),
  decline: async (id) => void (await standIn.expire(keys.secretKey, id)),
  lastWebhook: async () => captured.at(-1)!,
  forge: (body) => ({
    [STRIPE_SIGNATURE_HEADER]: new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_ours' }),
  }),
  dispute: {
    open: async (id) => (await standIn.openDispute(keys.secretKey, id)).id,
    close: async (disputeId, outcome) => void (await standIn.closeDispute(keys.secretKey, disputeId, outcome)),
  },
});
