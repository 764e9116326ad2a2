import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from './payment-provider.js';

/** What the contract needs to play the buyer and the provider's side around one provider. */
export interface ProviderHarness {
  provider(): PaymentProvider;
  orgId(): string;
  /** The buyer pays, or gives up, on the provider's page. */
  approve(providerPaymentId: string): Promise<void>;
  decline(providerPaymentId: string): Promise<void>;
  /** The last webhook the provider sent, exactly as it would reach us. */
  lastWebhook(): Promise<{ headers: Record<string, string>; body: string }>;
  /** Headers signing `body` as the provider would, but with a secret that is not ours. */
  forge(body: string): Record<string, string>;
  /** The card holder disputes a payment and their bank decides; absent where nobody can (the test provider). */
  dispute?: {
    open(providerPaymentId: string): Promise<string>;
    close(disputeId: string, outcome: 'won' | 'lost'): Promise<void>;
  };
}

/**
 * The provider interface as every provider must keep it (issue 10): one suite, run for the
 * built-in test provider and for each real adapter against its stand-in.
 */
export function providerContract(name: string, harness: ProviderHarness) {
  describe(`payment provider contract: ${name}`, () => {
    // As an order's holds would be: one time for every start of the suite's payments.
    const holdsUntil = new Date(Date.now() + 15 * 60_000);
    const create = (key = randomUUID(), amountMinor = 10_000) =>
      harness.provider().createPayment({
        orgId: harness.orgId(),
        idempotencyKey: key,
        amountMinor,
        currency: 'DKK',
        description: 'Order 1001',
        returnUrl: 'http://foyer.test/api/public/orders/x/return',
        language: 'da',
        holdsUntil,
      });

    it('creates a payment the buyer completes on a page of the provider, once per idempotency key', async () => {
      const key = randomUUID();
      const first = await create(key);
      expect(first.providerPaymentId).toEqual(expect.any(String));
      expect(new URL(first.redirectUrl).protocol).toMatch(/^https?:$/);
      const again = await create(key);
      expect(again).toEqual(first);
      expect((await create()).providerPaymentId).not.toBe(first.providerPaymentId);
      expect(await harness.provider().getPayment(first.providerPaymentId)).toEqual({
        state: 'pending',
        amountMinor: 10_000,
        refundedMinor: 0,
        disputeOpen: false,
      });
    });

    it('reads an approved payment, refunds it in parts and then wholly, and refuses more than was paid', async () => {
      const { providerPaymentId } = await create();
      await harness.approve(providerPaymentId);
      const provider = harness.provider();
      expect(await provider.getPayment(providerPaymentId)).toEqual({
        state: 'approved',
        amountMinor: 10_000,
        refundedMinor: 0,
        disputeOpen: false,
      });
      await provider.refund(providerPaymentId, 3_000, randomUUID());
      expect(await provider.getPayment(providerPaymentId)).toEqual({
        state: 'approved',
        amountMinor: 10_000,
        refundedMinor: 3_000,
        disputeOpen: false,
      });
      await expect(provider.refund(providerPaymentId, 7_001, randomUUID())).rejects.toThrow();
      await provider.refund(providerPaymentId, 7_000, randomUUID());
      expect(await provider.getPayment(providerPaymentId)).toEqual({
        state: 'refunded',
        amountMinor: 10_000,
        refundedMinor: 10_000,
        disputeOpen: false,
      });
      await expect(provider.refund(providerPaymentId, 1, randomUUID())).rejects.toThrow();
    });

    it('reads a payment the buyer gave up as declined, and an unknown one as missing', async () => {
      const { providerPaymentId } = await create();
      await harness.decline(providerPaymentId);
      expect(await harness.provider().getPayment(providerPaymentId)).toMatchObject({
        state: 'declined',
        refundedMinor: 0,
        disputeOpen: false,
      });
      const unknown = providerPaymentId.replace(/[0-9a-f]{6}$/, '000000');
      expect(await harness.provider().getPayment(unknown)).toBeNull();
    });

    it('verifies its own webhooks and refuses forged, tampered and unsigned ones', async () => {
      const { providerPaymentId } = await create();
      await harness.approve(providerPaymentId);
      const { headers, body } = await harness.lastWebhook();
      const provider = harness.provider();
      expect(await provider.verifyWebhook(headers, body)).toEqual({ eventId: expect.any(String), providerPaymentId });
      expect(await provider.verifyWebhook(harness.forge(body), body)).toBeNull();
      const tampered = body.replace(
        providerPaymentId,
        providerPaymentId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      );
      expect(tampered).not.toBe(body);
      expect(await provider.verifyWebhook(headers, tampered)).toBeNull();
      expect(await provider.verifyWebhook({}, body)).toBeNull();
    });

    it('names the payment in the webhook of a refund', async () => {
      const { providerPaymentId } = await create();
      await harness.approve(providerPaymentId);
      await harness.provider().refund(providerPaymentId, 2_500, randomUUID());
      const { headers, body } = await harness.lastWebhook();
      expect(await harness.provider().verifyWebhook(headers, body)).toEqual({ eventId: expect.any(String), providerPaymentId });
    });

    it.runIf(harness.dispute)(
      'reads a dispute as open until the bank decides: won, the payment stands; lost, it is money back',
      async () => {
        const dispute = harness.dispute!;
        const provider = harness.provider();
        const won = (await create()).providerPaymentId;
        await harness.approve(won);
        const first = await dispute.open(won);
        expect(await provider.getPayment(won)).toEqual({ state: 'approved', amountMinor: 10_000, refundedMinor: 0, disputeOpen: true });
        await dispute.close(first, 'won');
        expect(await provider.getPayment(won)).toEqual({ state: 'approved', amountMinor: 10_000, refundedMinor: 0, disputeOpen: false });

        const lost = (await create()).providerPaymentId;
        await harness.approve(lost);
        await dispute.close(await dispute.open(lost), 'lost');
        expect(await provider.getPayment(lost)).toEqual({
          state: 'refunded',
          amountMinor: 10_000,
          refundedMinor: 10_000,
          disputeOpen: false,
        });
      },
    );

    it('makes a refund once per idempotency key', async () => {
      const { providerPaymentId } = await create();
      await harness.approve(providerPaymentId);
      const key = randomUUID();
      const provider = harness.provider();
      await provider.refund(providerPaymentId, 2_000, key);
      await provider.refund(providerPaymentId, 2_000, key).catch(() => undefined);
      expect((await provider.getPayment(providerPaymentId))?.refundedMinor).toBe(2_000);
    });
  });
}
