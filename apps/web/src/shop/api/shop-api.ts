import type {
  TAddToCartInput,
  TBackToCart,
  TCart,
  TConsumerInput,
  TPaymentResponse,
  TPublicAnalyticsIntegration,
  TPublicOrder,
  TPublicOrganization,
  TPublicPaymentSettings,
  TRevokeCart,
  TShopEvent,
  TShopEventListItem,
  TShopReturnInput,
  TShopSeries,
  TUpdateHolderNames,
} from '@foyer/contracts';
import { requestJson } from './http';

/** SPEC §7 public shop calls. Types only from @foyer/contracts: the shop carries no zod. */
const enc = encodeURIComponent;
const withOrg = (path: string, orgId: string) => `${path}?orgId=${enc(orgId)}`;

export type EventListFilter = { venue?: string | null; category?: string | null; sort?: string | null; lang?: string | null };

export const shopApi = {
  organization: (orgId: string) => requestJson<TPublicOrganization>('GET', `/api/public/organizations/${enc(orgId)}`),
  configuration: (orgId: string) => requestJson<{ name: string; value: string }[]>('GET', `/api/public/configuration/list/${enc(orgId)}`),
  /** The organisation's enabled analytics integrations. */
  analytics: (orgId: string) => requestJson<TPublicAnalyticsIntegration[]>('GET', `/api/public/organizations/${enc(orgId)}/analytics`),
  /** Whether the organisation is in test mode (no money moves) and can take payments. */
  payments: (orgId: string) => requestJson<TPublicPaymentSettings>('GET', `/api/public/organizations/${enc(orgId)}/payments`),

  events(orgId: string, filter: EventListFilter) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
    const search = params.toString();
    return requestJson<TShopEventListItem[]>('GET', `/api/public/events/organizations/${enc(orgId)}${search ? `?${search}` : ''}`);
  },
  event: (id: string) => requestJson<TShopEvent>('GET', `/api/public/events/${enc(id)}`),
  series(id: string, month: string | null, schoolClassId: string | null) {
    const params = new URLSearchParams();
    if (month) params.set('month', month);
    if (schoolClassId) params.set('schoolClassId', schoolClassId);
    const search = params.toString();
    return requestJson<TShopSeries>('GET', `/api/public/events/${enc(id)}/series${search ? `?${search}` : ''}`);
  },

  cart: (orgId: string, cartId: string) => requestJson<TCart>('GET', withOrg(`/api/public/carts/${enc(cartId)}`, orgId)),
  addToCart: (orgId: string, body: TAddToCartInput) => requestJson<TCart>('PUT', withOrg('/api/public/carts', orgId), body),
  revoke: (orgId: string, body: TRevokeCart) => requestJson<TCart>('PUT', withOrg('/api/public/carts/revoke', orgId), body),
  updateHolderNames: (orgId: string, body: TUpdateHolderNames) =>
    requestJson<TCart>('PUT', withOrg('/api/public/carts/updateHolderNames', orgId), body),

  startPayment: (orgId: string, cartId: string, consumer: TConsumerInput, language: string, shopReturn: TShopReturnInput) =>
    requestJson<TPaymentResponse>('POST', withOrg('/api/public/payments', orgId), { cartId, consumer, shopReturn }, { 'x-lang': language }),
  /** Back from a declined or abandoned payment: the order's cart, open again with its holds where they could be kept, and the contact details. */
  backToCart: (orgId: string, orderId: string) =>
    requestJson<TBackToCart>('POST', withOrg(`/api/public/orders/${enc(orderId)}/cart`, orgId)),
  order: (orgId: string, orderId: string) => requestJson<TPublicOrder>('GET', withOrg(`/api/public/orders/${enc(orderId)}`, orgId)),
};
export type ShopApi = typeof shopApi;
