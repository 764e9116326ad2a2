import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type TUserNotificationPreferencesUpdate } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

/** Cache keys of one user's notification preferences (the organisation's settings use their own). */
export const userNotificationKeys = {
  all: ['notifications', 'users'] as const,
  user: (userId: string) => [...userNotificationKeys.all, userId] as const,
};

export const userNotificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: userNotificationKeys.user(userId),
    queryFn: () => apiCall(notificationsApi.userPreferences, { params: { userId } }),
  });

export const useUserNotifications = (userId: string) => useQuery(userNotificationsQuery(userId));

/** Replaces the user's choices; the answer becomes the cached value. */
export function useSaveUserNotifications(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserNotificationPreferencesUpdate) =>
      apiCall(notificationsApi.replaceUserPreferences, { params: { userId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(userNotificationKeys.user(userId), saved),
  });
}
