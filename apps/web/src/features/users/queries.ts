import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accessApi, type Role, usersApi } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';

export interface UserListParams {
  /** 1-based. */
  page: number;
  size: number;
  search: string;
  role: Role | null;
}

/** Every cache key of the users feature; mutations invalidate through these. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...userKeys.lists(), params] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (userId: string) => [...userKeys.details(), userId] as const,
  userTypeOptions: () => [...userKeys.all, 'user-type-options'] as const,
  guides: () => [...userKeys.all, 'guides'] as const,
  avatars: () => [...userKeys.all, 'avatars'] as const,
};

export const userListQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () =>
      apiCall(usersApi.list, {
        query: { page: params.page, size: params.size, search: params.search.trim(), role: params.role ?? undefined },
      }),
  });

export const userQuery = (userId: string) =>
  queryOptions({ queryKey: userKeys.detail(userId), queryFn: () => apiCall(usersApi.get, { params: { userId } }) });

export const userTypeOptionsQuery = queryOptions({
  queryKey: userKeys.userTypeOptions(),
  queryFn: () => apiCall(accessApi.userTypeOptions),
  staleTime: 5 * 60_000,
});

/** A page of users; the previous page stays on screen while the next one loads. */
export const useUserList = (params: UserListParams) => useQuery({ ...userListQuery(params), placeholderData: keepPreviousData });

export const useUser = (userId: string | undefined, enabled = true) =>
  useQuery({ ...userQuery(userId ?? ''), enabled: enabled && Boolean(userId) });

export const useUserTypeOptions = (enabled = true) => useQuery({ ...userTypeOptionsQuery, enabled });
