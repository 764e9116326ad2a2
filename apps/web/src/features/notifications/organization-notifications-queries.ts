import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointResponse, notificationsApi, type TOrganizationNotificationSettingsUpdate, usersApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** A user of the organisation who can receive notifications (usersApi.avatars). */
export type RecipientUser = EndpointResponse<typeof usersApi.avatars>[number];

/** Cache keys of the organisation's notification settings (one user's preferences use their own). */
export const organizationNotificationKeys = {
  all: ['notifications', 'organization'] as const,
  settings: () => [...organizationNotificationKeys.all, 'settings'] as const,
  recipients: () => [...organizationNotificationKeys.all, 'recipients'] as const,
};

export const organizationNotificationsQuery = () =>
  queryOptions({ queryKey: organizationNotificationKeys.settings(), queryFn: () => apiCall(notificationsApi.organizationSettings) });
export const recipientUsersQuery = () =>
  queryOptions({ queryKey: organizationNotificationKeys.recipients(), queryFn: () => apiCall(usersApi.avatars) });

export const useOrganizationNotifications = () => useQuery(organizationNotificationsQuery());
export const useRecipientUsers = () => useQuery(recipientUsersQuery());

/** Replaces the organisation's settings; the answer becomes the cached value. */
export function useSaveOrganizationNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrganizationNotificationSettingsUpdate) => apiCall(notificationsApi.replaceOrganizationSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(organizationNotificationKeys.settings(), saved),
  });
}
