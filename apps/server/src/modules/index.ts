import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { accessRoutes } from './access/access.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { configurationRoutes } from './configuration/configuration.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { organizationsRoutes } from './organizations/organizations.routes.js';
import { userTypesRoutes } from './users/user-types.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { venuesRoutes } from './venues/venues.routes.js';
import { eventsRoutes } from './events/events.routes.js';
import { eventImageRoutes } from './events/event-image.routes.js';
import { shopCatalogRoutes } from './shop-catalog/shop-catalog.routes.js';
import { cartsRoutes } from './carts/carts.routes.js';
import { ordersPublicRoutes } from './orders/orders-public.routes.js';
import { paymentsRoutes } from './payments/payments.routes.js';
import { paymentSettingsRoutes } from './payments/payment-settings.routes.js';
import { stripeRoutes } from './payments/stripe.routes.js';
import { feesRoutes } from './fees/fees.routes.js';
import { analyticsRoutes } from './analytics/analytics.routes.js';
import { ordersAdminRoutes } from './orders-admin/orders-admin.routes.js';
import { boxOfficeRoutes } from './box-office/box-office.routes.js';
import { ticketsRoutes } from './tickets/tickets.routes.js';

/** Every module's routes; a new module adds one line here. */
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
  paymentsRoutes,
  paymentSettingsRoutes,
  stripeRoutes,
  feesRoutes,
  analyticsRoutes,
  ordersAdminRoutes,
  boxOfficeRoutes,
  ticketsRoutes,
];
