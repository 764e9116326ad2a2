/**
 * One interface for every payment provider (DESIGN §4): create a payment the buyer completes on
 * the provider's page, read its state, refund it, and verify the provider's webhooks. Real
 * providers are adapters behind it; the built-in test provider serves the demo and the tests.
 */
export type ProviderPaymentState = 'pending' | 'approved' | 'declined' | 'refunded';

export interface CreatePaymentRequest {
  /** The merchant: the organisation collecting the money. */
  orgId: string;
  /**
   * Our order id. A provider creates one payment per key, so a retried start (after a crash
   * between the provider's answer and our commit) gets the same payment, never a second.
   */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  /** Shown on the provider's page. */
  description: string;
  /** Where the buyer's browser goes after deciding. */
  returnUrl: string;
  language: string;
  /**
   * When our holds on the order's places lapse. A provider whose page closes at a set time closes
   * it from here, never from its own clock: a retried start must send the very same request.
   */
  holdsUntil: Date;
}

export interface ProviderPayment {
  state: ProviderPaymentState;
  amountMinor: number;
  /** Paid back so far, also refunds made at the provider. */
  refundedMinor: number;
  /** The buyer disputes the payment with their card issuer and it is not decided yet. */
  disputeOpen: boolean;
}

export interface WebhookSubject {
  eventId: string;
  providerPaymentId: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: CreatePaymentRequest): Promise<{ providerPaymentId: string; redirectUrl: string }>;
  /** The provider's own record: webhooks only say "look again", so arrival order never matters. */
  getPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /** `idempotencyKey`: our refund's id, so a retried refund is made once at the provider. */
  refund(providerPaymentId: string, amountMinor: number, idempotencyKey?: string): Promise<void>;
  /**
   * The payment a webhook is about, when its signature is valid; null otherwise. A provider may
   * need to ask which payment an event names (Stripe: a refund names the payment intent), so the
   * answer may come later; `providerPaymentId` is null for an event about no payment.
   */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): WebhookSubject | null | Promise<WebhookSubject | null>;
}
