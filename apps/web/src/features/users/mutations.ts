import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  accessApi,
  authApi,
  type Language,
  type TUser,
  type TUserType,
  type TUserTypeWrite,
  type TUserUpdate,
  type TUserWrite,
  usersApi,
} from '@foyer/contracts';
import { apiCall, apiUpload } from '../../shared/api/api-client';
import { sessionKeys } from '../../app/session';
import { userKeys } from './queries';

/**
 * After any change to a user: the detail is the server's answer, every list is read again. A
 * deleted user's detail is dropped by the caller once its page is left (dropping it while the
 * page is still open would only fetch it again, and get a 404).
 */
async function userChanged(queryClient: QueryClient, user: TUser | null, userId: string) {
  if (user) queryClient.setQueryData(userKeys.detail(userId), user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: userKeys.guides() }),
    queryClient.invalidateQueries({ queryKey: userKeys.avatars() }),
  ]);
  // The header shows the signed-in user's own name and language.
  const identity = queryClient.getQueryData<{ userId: string }>(sessionKeys.identity);
  if (identity?.userId === userId) await queryClient.invalidateQueries({ queryKey: sessionKeys.identity });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserWrite) => apiCall(usersApi.create, { body }),
    onSuccess: (user) => userChanged(queryClient, user, user.userId),
  });
}

export function useUpdateUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserUpdate) => apiCall(usersApi.update, { params: { userId }, body }),
    onSuccess: (user) => userChanged(queryClient, user, userId),
  });
}

/** A new link for a user who has not confirmed their address; the user's row does not change. */
export function useResendInvitation(userId: string) {
  return useMutation({ mutationFn: () => apiCall(usersApi.resendInvitation, { params: { userId } }) });
}

export function useDeleteUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(usersApi.delete, { params: { userId } }),
    onSuccess: () => userChanged(queryClient, null, userId),
  });
}

/** Sends the picture as it is (JPEG or PNG body); the server checks and shrinks it. */
export function useUploadAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload(usersApi.putAvatar, { params: { userId } }, file),
    onSuccess: (user) => userChanged(queryClient, user, userId),
  });
}

export function useRemoveAvatar(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(usersApi.deleteAvatar, { params: { userId } }),
    onSuccess: (user) => userChanged(queryClient, user, userId),
  });
}

export function useCreateUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserTypeWrite) => apiCall(accessApi.createUserType, { body }),
    onSuccess: async (created) => {
      // The add form reads its starting values once: the new type must be in the list it gets
      // on the way back, not in a refetch that lands after the form has started.
      queryClient.setQueryData<TUserType[]>(userKeys.userTypeOptions(), (types) =>
        types ? [...types.filter((type) => type.userTypeId !== created.userTypeId), created] : types,
      );
      await queryClient.invalidateQueries({ queryKey: userKeys.userTypeOptions(), refetchType: 'all' });
    },
  });
}

export interface ChangePasswordBody {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/** The server answers a new session cookie; nothing cached changes. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => apiCall(authApi.changePassword, { body }) });
}

/** The signed-in user's own language: allowed for everyone, saved to the profile for mails too. */
export function useSetOwnLanguage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => apiCall(authApi.setLanguage, { body: { language } }),
    onSuccess: async (identity) => {
      queryClient.setQueryData(sessionKeys.identity, identity);
      await queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
  });
}

/** Renames a type or changes its roles; the lists that offer types read it anew. */
export function useUpdateUserType(userTypeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUserTypeWrite) => apiCall(accessApi.updateUserType, { params: { userTypeId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.userTypeOptions(), refetchType: 'all' }),
  });
}

/** Removes a type; its users keep their roles, and their pages read it anew. */
export function useDeleteUserType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userTypeId: string) => apiCall(accessApi.deleteUserType, { params: { userTypeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
