import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { builtOnce, type Slots } from '../../db/built-once.js';
import type { Tx } from '../../db/client.js';
import { testProviderPayments } from '../../db/schema/index.js';
import { enqueueWebhook } from '../outbox/index.js';
import type { PaymentProvider, ProviderPaymentState } from './payment-provider.js';

export const TEST_PROVIDER = 'test';
export const SIGNATURE_HEADER = 'x-foyer-signature';
/** Older signatures are refused, so a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The webhook secret: configured, or generated once and kept (`webhook-secret.ts`), resolved at start. */
export const testProviderSecret = (config: AppContext['config']) => {
  if (!config.paymentWebhookSecret) throw new Error('The payment webhook secret is resolved when the app is built');
  return Buffer.from(config.paymentWebhookSecret, 'utf8');
};

export function signWebhook(secret: Buffer, body: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifySignature(secret: Buffer, header: string | undefined, body: string, now = Date.now()): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const TEST_WEBHOOK_PATH = '/api/payments/webhooks/test';

/**
 * The built-in provider: a hosted page on our own server (/payments/test/{id}) where the buyer
 * approves or declines; each change of state sends a signed webhook through the outbox, as an
 * external provider would call us some time later.
 */
// Its statements of a sale, built once (db/built-once.ts).
type PaymentKey = { providerPaymentId: string };
const findPayment = builtOnce((db, slot: Slots<PaymentKey>) =>
  db
    .select()
    .from(testProviderPayments)
    .where(eq(testProviderPayments.providerPaymentId, slot('providerPaymentId'))),
);
const moveState = builtOnce((tx, slot: Slots<PaymentKey & { from: ProviderPaymentState[]; to: ProviderPaymentState }>) =>
  tx
    .update(testProviderPayments)
    .set({ state: slot('to'), updatedAt: sql`now()` })
    .where(
      sql`${testProviderPayments.providerPaymentId} = ${slot('providerPaymentId')} and ${testProviderPayments.state} = any(${slot('from')}::text[])`,
    )
    .returning(),
);
type NewPayment = Omit<typeof testProviderPayments.$inferInsert, 'state' | 'refundedMinor' | 'refundKeys' | 'createdAt' | 'updatedAt'>;
const insertPayment = builtOnce(
  (
    db,
    slot: Slots<
      Required<
        Pick<
          NewPayment,
          'providerPaymentId' | 'idempotencyKey' | 'orgId' | 'amountMinor' | 'currency' | 'description' | 'returnUrl' | 'webhookUrl'
        >
      >
    >,
  ) =>
    db
      .insert(testProviderPayments)
      .values({
        providerPaymentId: slot('providerPaymentId'),
        idempotencyKey: slot('idempotencyKey'),
        orgId: slot('orgId'),
        amountMinor: slot('amountMinor'),
        currency: slot('currency'),
        description: slot('description'),
        returnUrl: slot('returnUrl'),
        webhookUrl: slot('webhookUrl'),
        state: 'pending',
        refundedMinor: 0,
      })
      .onConflictDoNothing({ target: testProviderPayments.idempotencyKey })
      .returning({ providerPaymentId: testProviderPayments.providerPaymentId }),
);
/** A refund's change: the amount it expects to find, so two refunds racing cannot both count. */
const refundIn = (
  tx: Tx,
  providerPaymentId: string,
  from: ProviderPaymentState[],
  to: ProviderPaymentState,
  refund: { before: number; after: number; key: string | undefined },
) => {
  const keys = refund.key ? { refundKeys: sql`array_append(${testProviderPayments.refundKeys}, ${refund.key})` } : {};
  return tx
    .update(testProviderPayments)
    .set({ state: to, updatedAt: sql`now()`, refundedMinor: refund.after, ...keys })
    .where(
      sql`${testProviderPayments.providerPaymentId} = ${providerPaymentId} and ${testProviderPayments.state} in ${from}
          and ${testProviderPayments.refundedMinor} = ${refund.before}`,
    )
    .returning();
};

export function testProvider(ctx: Pick<AppContext, 'db' | 'config' | 'wakeOutbox'>): PaymentProvider & {
  /** The buyer's decision on a payment as `find` read it: the state it is in after. */
  /** `refuseFirstRefund`: the payment's first refund will fail, as a real provider's test card can make it. */
  decide(
    payment: typeof testProviderPayments.$inferSelect,
    approve: boolean,
    refuseFirstRefund?: boolean,
  ): Promise<{ state: ProviderPaymentState; returnUrl: string }>;
  find(providerPaymentId: string): Promise<typeof testProviderPayments.$inferSelect | undefined>;
} {
  const secret = testProviderSecret(ctx.config);
  // Its book is not a tenant table (no row-level security, like a provider's own database): read
  // by one statement, without a transaction, as it is written.
  const find = async (providerPaymentId: string) => {
    const [row] = await findPayment(ctx.db, { providerPaymentId });
    return row;
  };
  /** Changes the state and queues the webhook in one transaction: no change without its notice. */
  const change = async (
    providerPaymentId: string,
    from: ProviderPaymentState[],
    to: ProviderPaymentState,
    refund?: { before: number; after: number; key: string | undefined },
  ): Promise<boolean> => {
    const changed = await ctx.db.transaction(async (tx) => {
      const rows = refund ? await refundIn(tx, providerPaymentId, from, to, refund) : await moveState(tx, { providerPaymentId, from, to });
      if (rows.length === 0) return false;
      const body = JSON.stringify({ eventId: randomBytes(12).toString('hex'), type: 'payment.updated', paymentId: providerPaymentId });
      await enqueueWebhook(tx, { provider: TEST_PROVIDER, url: rows[0]!.webhookUrl, body });
      return true;
    });
    ctx.wakeOutbox();
    return changed;
  };
  return {
    name: TEST_PROVIDER,
    /** One payment per idempotency key: a second call with the key answers the first payment. */
    async createPayment(request) {
      const [made] = await insertPayment(ctx.db, {
        providerPaymentId: `tp_${randomBytes(16).toString('hex')}`,
        idempotencyKey: request.idempotencyKey,
        orgId: request.orgId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        webhookUrl: `${ctx.config.publicUrl}${TEST_WEBHOOK_PATH}`,
      });
      // Made before under this key: that payment.
      const row =
        made ??
        (await ctx.db.select().from(testProviderPayments).where(eq(testProviderPayments.idempotencyKey, request.idempotencyKey)))[0];
      const providerPaymentId = row!.providerPaymentId;
      return { providerPaymentId, redirectUrl: `${ctx.config.publicUrl}/payments/test/${providerPaymentId}?la=${request.language}` };
    },
    async getPayment(providerPaymentId) {
      const row = await find(providerPaymentId);
      // Nobody disputes a test payment.
      return row ? { state: row.state, amountMinor: row.amountMinor, refundedMinor: row.refundedMinor, disputeOpen: false } : null;
    },
    /** Refunds add up, in parts or at once; the payment reads refunded when all of it is back. */
    async refund(providerPaymentId, amountMinor, idempotencyKey) {
      const refused = () => new Error(`The test provider refuses to refund ${amountMinor} of ${providerPaymentId}`);
      const row = await find(providerPaymentId);
      // A refund already made under this key is not made again (as Stripe's idempotency keys).
      if (idempotencyKey && row?.refundKeys.includes(idempotencyKey)) return;
      // A refusal asked for on the page (one refund, taken once even when two come at once).
      if (row && row.refundsToRefuse > 0) {
        const taken = await ctx.db
          .update(testProviderPayments)
          .set({ refundsToRefuse: sql`${testProviderPayments.refundsToRefuse} - 1` })
          .where(and(eq(testProviderPayments.providerPaymentId, providerPaymentId), gt(testProviderPayments.refundsToRefuse, 0)))
          .returning();
        if (taken.length > 0) throw new Error(`The test provider refuses to refund ${providerPaymentId}: its card is closed`);
      }
      const refunded = (row?.refundedMinor ?? 0) + amountMinor;
      if (!row || (row.state !== 'approved' && row.state !== 'refunded') || amountMinor <= 0 || refunded > row.amountMinor) throw refused();
      // Compared with what was refunded when read: two refunds at once cannot both pass.
      const state = refunded === row.amountMinor ? 'refunded' : 'approved';
      if (!(await change(providerPaymentId, [row.state], state, { before: row.refundedMinor, after: refunded, key: idempotencyKey })))
        throw refused();
    },
    verifyWebhook(headers, rawBody) {
      const header = headers[SIGNATURE_HEADER];
      if (!verifySignature(secret, typeof header === 'string' ? header : undefined, rawBody)) return null;
      try {
        const body = JSON.parse(rawBody) as { eventId?: unknown; paymentId?: unknown };
        return typeof body.eventId === 'string' && typeof body.paymentId === 'string'
          ? { eventId: body.eventId, providerPaymentId: body.paymentId }
          : null;
      } catch {
        return null;
      }
    },
    async decide(payment, approve, refuseFirstRefund = false) {
      const decided = approve ? 'approved' : 'declined';
      // Set before the approval's webhook goes out, so no refund can come first.
      if (approve && refuseFirstRefund && payment.state === 'pending')
        await ctx.db
          .update(testProviderPayments)
          .set({ refundsToRefuse: 1 })
          .where(eq(testProviderPayments.providerPaymentId, payment.providerPaymentId));
      // Only a pending payment changes; otherwise (decided twice, or meanwhile) it is as it is now.
      if (await change(payment.providerPaymentId, ['pending'], decided)) return { state: decided, returnUrl: payment.returnUrl };
      const after = await find(payment.providerPaymentId);
      return { state: after!.state, returnUrl: payment.returnUrl };
    },
    find,
  };
}
