import { endpoint } from '../common/endpoint.js';
import { ZUserIdParams } from '../users/users.js';
import {
  ZOrganizationNotificationSettings,
  ZOrganizationNotificationSettingsUpdate,
  ZUserNotificationPreferences,
  ZUserNotificationPreferencesUpdate,
} from './notifications.js';

/** A user's own notification preferences, and the organisation's notification settings. */
export const notificationsApi = {
  userPreferences: endpoint({
    method: 'GET',
    path: '/api/notifications/users/:userId',
    params: ZUserIdParams,
    response: ZUserNotificationPreferences,
  }),
  replaceUserPreferences: endpoint({
    method: 'PUT',
    path: '/api/notifications/users/:userId',
    params: ZUserIdParams,
    body: ZUserNotificationPreferencesUpdate,
    response: ZUserNotificationPreferences,
  }),
  organizationSettings: endpoint({ method: 'GET', path: '/api/notifications/organization', response: ZOrganizationNotificationSettings }),
  replaceOrganizationSettings: endpoint({
    method: 'PUT',
    path: '/api/notifications/organization',
    body: ZOrganizationNotificationSettingsUpdate,
    response: ZOrganizationNotificationSettings,
  }),
};
