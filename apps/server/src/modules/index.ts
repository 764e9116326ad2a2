import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accessRoutes } from './access/access.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { boxOfficeRoutes } from './box-office/box-office.routes.js';
import { cartsRoutes } from './carts/carts.routes.js';
import { configurationRoutes } from './configuration/configuration.routes.js';
import { eventImageRoutes } from './events/event-image.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import { feesRoutes } from './fees/fees.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { ordersAdminRoutes } from './orders-admin/orders-admin.routes.js';
import { orderPaymentBook } from './orders/index.js';
import { ordersPublicRoutes } from './orders/orders-public.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { paymentSettingsRoutes } from './payments/payment-settings.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { stripeRoutes } from './payments/stripe.routes.js';
import { shopCatalogRoutes } from './shop-catalog/shop-catalog.routes.js';
import { ticketsRoutes } from './tickets/tickets.routes.js';
import { userTypesRoutes } from './users/user-types.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { venuesRoutes } from './venues/venues.routes.js';

/**
 * Every module's routes; a new module adds one line here. This is the one place that imports a
 * module's route files: routes sit on top of plugins/auth, which uses the auth module, so a
 * module's entry (`index.ts`) leaves them out or every module would import itself in a circle.
 * Where a module must call back into one that depends on it, the callback is handed over here
 * (payments settles through orders' payment book).
 */
export const MODULE_ROUTES: ((ctx: AppContext) => FastifyPluginAsyncZod)[] = [
  healthRoutes,
  authRoutes,
  accessRoutes,
  configurationRoutes,
  notificationsRoutes,
  organizationsRoutes,
  userTypesRoutes,
  usersRoutes,
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
];
