import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONFIGURATION_AREA, notificationsApi, SIGNED_IN } from '@foyer/contracts';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/endpoint-route.js';
import { actorOf, authorize } from '../../plugins/auth.js';
import * as notifications from './notifications.service.js';

export const notificationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['notifications'];
    // Whose preferences these are decides who may see them: checked in the service.
    const signedIn = authorize(ctx, SIGNED_IN);
    const settingsRead = authorize(ctx, CONFIGURATION_AREA.read);
    const settingsWrite = authorize(ctx, CONFIGURATION_AREA.write);

    route(app, notificationsApi.userPreferences, { schema: { tags }, onRequest: signedIn }, async (request) =>
      notifications.getUserPreferences(ctx, actorOf(request), request.params.userId),
    );
    route(app, notificationsApi.replaceUserPreferences, { schema: { tags }, onRequest: signedIn }, async (request) =>
      notifications.replaceUserPreferences(ctx, actorOf(request), request.params.userId, request.body),
    );

    route(app, notificationsApi.organizationSettings, { schema: { tags }, onRequest: settingsRead }, async (request) =>
      notifications.getOrganizationSettings(ctx, actorOf(request)),
    );
    route(app, notificationsApi.replaceOrganizationSettings, { schema: { tags }, onRequest: settingsWrite }, async (request) =>
      notifications.replaceOrganizationSettings(ctx, actorOf(request), request.body),
    );
  };
