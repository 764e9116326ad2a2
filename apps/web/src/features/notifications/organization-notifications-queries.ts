import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrganizationNotificationSettings, TOrganizationNotificationSettingsUpdate } from '@foyer/contracts';
import { api } from '../../shared/api/api-client';

/** A user of the organisation who can receive notifications (GET /api/users/avatars). */
export interface RecipientUser {
  userId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  avatarUrl: string | null;
}

/** Cache keys of the organisation's notification settings (one user's preferences use their own). */
export const organizationNotificationKeys = {
  all: ['notifications', 'organization'] as const,
  settings: () => [...organizationNotificationKeys.all, 'settings'] as const,
  recipients: () => [...organizationNotificationKeys.all, 'recipients'] as const,
};

const PATH = '/api/notifications/organization';

export const organizationNotificationsQuery = () =>
  queryOptions({ queryKey: organizationNotificationKeys.settings(), queryFn: () => api.get<TOrganizationNotificationSettings>(PATH) });
export const recipientUsersQuery = () =>
  queryOptions({ queryKey: organizationNotificationKeys.recipients(), queryFn: () => api.get<RecipientUser[]>('/api/users/avatars') });

export const useOrganizationNotifications = () => useQuery(organizationNotificationsQuery());
export const useRecipientUsers = () => useQuery(recipientUsersQuery());

/** Replaces the organisation's settings; the answer becomes the cached value. */
export function useSaveOrganizationNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationNotificationSettingsUpdate) => api.put<TOrganizationNotificationSettings>(PATH, body),
    onSuccess: (saved) => queryClient.setQueryData(organizationNotificationKeys.settings(), saved),
  });
}
