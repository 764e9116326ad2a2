import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accessRoutes } from './access/index.js';
import { analyticsRoutes } from './analytics/index.js';
import { authRoutes, sessionKeeper } from './auth/index.js';
import { boxOfficeRoutes } from './box-office/index.js';
import { cartsRoutes } from './carts/index.js';
import { configurationRoutes } from './configuration/index.js';
import { donationsRoutes } from './donations/index.js';
import { eventImageRoutes, eventsRoutes } from './events/index.js';
import { feesRoutes } from './fees/index.js';
import { healthRoutes } from './health/index.js';
import { notificationsRoutes } from './notifications/index.js';
import { hasAnyOrder, orderPaymentBook, ordersPublicRoutes } from './orders/index.js';
import { ordersAdminRoutes } from './orders-admin/index.js';
import { organizationsRoutes } from './organizations/index.js';
import { paymentSettingsRoutes, paymentsRoutes, stripeRoutes } from './payments/index.js';
import { shopCatalogRoutes } from './shop-catalog/index.js';
import { ticketsRoutes } from './tickets/index.js';
import { usersRoutes, userTypesRoutes } from './users/index.js';
import { venuesRoutes } from './venues/index.js';
import { voucherCodesRoutes } from './voucher-codes/index.js';
import { vouchersRoutes } from './vouchers/index.js';
import { productsRoutes } from './products/index.js';

// The files beside the modules that the app composes: it reaches them, like the modules, here only.
export { fileBuilder } from './file-builder.js';
export { fetchPoster, outboxDelivery, type WebhookPoster } from './outbox-delivery.js';
export { MODULE_SWEEPS } from './sweeps.js';

/**
 * Every module's routes, each taken from the module's entry; a new module adds one line here.
 * Where a module must call back into one that depends on it, the callback is handed over here
 * (payments settles through orders' payment book, users reaches sign-in through auth's session keeper,
 * configuration asks orders whether the currency is still free to change).
 */
export const MODULE_ROUTES: ((ctx: AppContext) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  accessRoutes,
  (ctx) => configurationRoutes(ctx, hasAnyOrder),
  notificationsRoutes,
  organizationsRoutes,
  userTypesRoutes,
  (ctx) => usersRoutes(ctx, sessionKeeper),
  venuesRoutes,
  eventsRoutes,
  eventImageRoutes,
  shopCatalogRoutes,
  cartsRoutes,
  ordersPublicRoutes,
  (ctx) => paymentsRoutes(ctx, orderPaymentBook),
  paymentSettingsRoutes,
  (ctx) => stripeRoutes(ctx, orderPaymentBook),
  feesRoutes,
  analyticsRoutes,
  ordersAdminRoutes,
  boxOfficeRoutes,
  ticketsRoutes,
  donationsRoutes,
  vouchersRoutes,
  productsRoutes,
  voucherCodesRoutes,
];
