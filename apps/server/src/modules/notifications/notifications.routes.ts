import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONFIGURATION_AREA,
  SIGNED_IN,
  ZOrganizationNotificationSettings,
  ZOrganizationNotificationSettingsUpdate,
  ZUserIdParams,
  ZUserNotificationPreferences,
  ZUserNotificationPreferencesUpdate,
} from '@foyer/contracts';
import type { AppContext } from '../../context.js';
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

    app.get(
      '/api/notifications/users/:userId',
      { schema: { tags, params: ZUserIdParams, response: { 200: ZUserNotificationPreferences } }, onRequest: signedIn },
      async (request) => notifications.getUserPreferences(ctx, actorOf(request), request.params.userId),
    );
    app.put(
      '/api/notifications/users/:userId',
      {
        schema: { tags, params: ZUserIdParams, body: ZUserNotificationPreferencesUpdate, response: { 200: ZUserNotificationPreferences } },
        onRequest: signedIn,
      },
      async (request) => notifications.replaceUserPreferences(ctx, actorOf(request), request.params.userId, request.body),
    );

    app.get(
      '/api/notifications/organization',
      { schema: { tags, response: { 200: ZOrganizationNotificationSettings } }, onRequest: settingsRead },
      async (request) => notifications.getOrganizationSettings(ctx, actorOf(request)),
    );
    app.put(
      '/api/notifications/organization',
      {
        schema: { tags, body: ZOrganizationNotificationSettingsUpdate, response: { 200: ZOrganizationNotificationSettings } },
        onRequest: settingsWrite,
      },
      async (request) => notifications.replaceOrganizationSettings(ctx, actorOf(request), request.body),
    );
  };
