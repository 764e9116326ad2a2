import { endpoint } from '../common/endpoint.js';
import { ZOrgIdParams } from '../organizations/organizations.js';
import {
  ZPaymentSettings,
  ZPaymentSettingsUpdate,
  ZPublicPaymentSettings,
  ZStripeSettings,
  ZStripeSettingsUpdate,
} from './payment-settings.js';

const params = ZOrgIdParams;

/** An organisation's payment settings (provider, test mode, Stripe keys), and what the shop needs of them. */
export const paymentSettingsApi = {
  get: endpoint({ method: 'GET', path: '/api/organizations/:orgId/payment-settings', params, response: ZPaymentSettings }),
  update: endpoint({
    method: 'PUT',
    path: '/api/organizations/:orgId/payment-settings',
    params,
    body: ZPaymentSettingsUpdate,
    response: ZPaymentSettings,
  }),
  stripe: endpoint({ method: 'GET', path: '/api/organizations/:orgId/payment-settings/stripe', params, response: ZStripeSettings }),
  updateStripe: endpoint({
    method: 'PUT',
    path: '/api/organizations/:orgId/payment-settings/stripe',
    params,
    body: ZStripeSettingsUpdate,
    response: ZStripeSettings,
  }),
  public: endpoint({ method: 'GET', path: '/api/public/organizations/:orgId/payments', params, response: ZPublicPaymentSettings }),
};
