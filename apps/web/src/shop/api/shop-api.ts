import type {
  analyticsApi,
  cartsApi,
  Language,
  configurationApi,
  organizationsApi,
  paymentSettingsApi,
  publicDonationsApi,
  publicVouchersApi,
  publicProductsApi,
  shopCatalogApi,
  shopOrdersApi,
  TAddToCartInput,
  TConsumerInput,
  TRevokeCart,
  TShopReturnInput,
  TUpdateHolderNames,
} from '@foyer/contracts';
import { callEndpoint } from './http';

/**
 * SPEC §7 public shop calls. Types only from @foyer/contracts (the shop carries no zod): each call
 * names its endpoint's type, so its path, input and answer are checked against the contract.
 */
export type EventListFilter = { venue?: string | null; category?: string | null; sort?: string | null; lang?: string | null };
type Sort = 'date' | 'name';

export const shopApi = {
  organization: (orgId: string) =>
    callEndpoint<typeof organizationsApi.public>('GET', '/api/public/organizations/:orgId', { params: { orgId } }),
  configuration: (orgId: string) =>
    callEndpoint<typeof configurationApi.publicList>('GET', '/api/public/configuration/list/:orgId', { params: { orgId } }),
  /** The organisation's enabled analytics integrations. */
  analytics: (orgId: string) =>
    callEndpoint<typeof analyticsApi.public>('GET', '/api/public/organizations/:orgId/analytics', { params: { orgId } }),
  /** Whether the organisation is in test mode (no money moves) and can take payments. */
  payments: (orgId: string) =>
    callEndpoint<typeof paymentSettingsApi.public>('GET', '/api/public/organizations/:orgId/payments', { params: { orgId } }),

  events: (orgId: string, filter: EventListFilter) =>
    callEndpoint<typeof shopCatalogApi.events>('GET', '/api/public/events/organizations/:orgId', {
      params: { orgId },
      // The filter comes from the page's address as it is; the server refuses values it does not know.
      query: {
        venue: filter.venue ?? undefined,
        category: filter.category ?? undefined,
        sort: (filter.sort ?? undefined) as Sort | undefined,
        lang: (filter.lang ?? undefined) as Language | undefined,
      },
    }),
  event: (id: string) => callEndpoint<typeof shopCatalogApi.event>('GET', '/api/public/events/:id', { params: { id } }),
  series: (id: string, month: string | null, schoolClassId: string | null) =>
    callEndpoint<typeof shopCatalogApi.series>('GET', '/api/public/events/:id/series', {
      params: { id },
      query: { month: month ?? undefined, schoolClassId: schoolClassId ?? undefined },
    }),

  /** The published donation campaigns, their texts in the visitor's language. */
  donations: (orgId: string, lang: Language) =>
    callEndpoint<typeof publicDonationsApi.list>('GET', '/api/public/donations/organizations/:orgId', {
      params: { orgId },
      query: { lang },
    }),

  /** The gift vouchers on sale today, their names in the visitor's language. */
  vouchers: (orgId: string, lang: Language) =>
    callEndpoint<typeof publicVouchersApi.list>('GET', '/api/public/vouchers/organizations/:orgId', {
      params: { orgId },
      query: { lang },
    }),
  /** A gift voucher code's balance, before the visitor pays with it (404: no such code). */
  voucherCode: (orgId: string, code: string) =>
    callEndpoint<typeof publicVouchersApi.balance>('GET', '/api/public/voucher-codes/:code', { params: { code }, query: { orgId } }),
  /** The published digital tours, their names and texts in the visitor's language (else the tour's default). */
  products: (orgId: string, lang: Language) =>
    callEndpoint<typeof publicProductsApi.list>('GET', '/api/public/products/organizations/:orgId', {
      params: { orgId },
      query: { lang },
    }),
  /** A bought tour's access code: which tour and offer it opens, and whether it still does (404: no such code). */
  productAccess: (code: string) =>
    callEndpoint<typeof publicProductsApi.access>('GET', '/api/public/product-access/:code', { params: { code } }),

  cart: (orgId: string, cartId: string) =>
    callEndpoint<typeof cartsApi.get>('GET', '/api/public/carts/:cartId', { params: { cartId }, query: { orgId } }),
  addToCart: (orgId: string, body: TAddToCartInput) =>
    callEndpoint<typeof cartsApi.add>('PUT', '/api/public/carts', { query: { orgId }, body }),
  revoke: (orgId: string, body: TRevokeCart) =>
    callEndpoint<typeof cartsApi.revoke>('PUT', '/api/public/carts/revoke', { query: { orgId }, body }),
  updateHolderNames: (orgId: string, body: TUpdateHolderNames) =>
    callEndpoint<typeof cartsApi.updateHolderNames>('PUT', '/api/public/carts/updateHolderNames', { query: { orgId }, body }),

  /** The order, paid by the provider for what a gift voucher's code (if any) does not pay. */
  startPayment: (
    orgId: string,
    cartId: string,
    consumer: TConsumerInput,
    language: string,
    shopReturn: TShopReturnInput,
    voucherCode: string | null = null,
    /** What the shop showed the code paying: the server refuses rather than charge the card more. */
    voucherPays: number | null = null,
    /** The total the shop showed: the server refuses an order that costs more now. */
    shownTotal: number | null = null,
  ) =>
    callEndpoint<typeof shopOrdersApi.startPayment>(
      'POST',
      '/api/public/payments',
      {
        query: { orgId },
        body: {
          cartId,
          consumer,
          shopReturn,
          ...(voucherCode ? { voucherCode, ...(voucherPays !== null ? { voucherPays } : {}) } : {}),
          ...(shownTotal !== null ? { shownTotal } : {}),
        },
      },
      { 'x-lang': language },
    ),
  /** Back from a declined or abandoned payment: the order's cart, open again with its holds where they could be kept, and the contact details. */
  backToCart: (orgId: string, orderId: string) =>
    callEndpoint<typeof shopOrdersApi.backToCart>('POST', '/api/public/orders/:orderId/cart', { params: { orderId }, query: { orgId } }),
  order: (orgId: string, orderId: string) =>
    callEndpoint<typeof shopOrdersApi.order>('GET', '/api/public/orders/:orderId', { params: { orderId }, query: { orgId } }),
};
export type ShopApi = typeof shopApi;
