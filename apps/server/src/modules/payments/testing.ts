export { wrapPaymentProviderForTests } from './payment-providers.js';
export { testProvider } from './test-provider.js';
export { paymentSettingsRepository } from './payment-settings.repository.js';
