export type { PaymentBook } from './payment-book.js';
export type { PaymentProvider, ProviderPaymentState } from './payment-provider.js';
export { paymentProviderFor, paymentProviderNamed } from './payment-providers.js';
export { savePaymentSettings } from './payment-settings.service.js';
export { resolveWebhookSecret } from './webhook-secret.js';
// The outbox signs the test provider's webhooks when it delivers them.
export { SIGNATURE_HEADER, signWebhook, testProviderSecret } from './test-provider.js';
export { paymentSettingsRoutes } from './payment-settings.routes.js';
export { paymentsRoutes } from './payments.routes.js';
export { stripeRoutes } from './stripe.routes.js';
