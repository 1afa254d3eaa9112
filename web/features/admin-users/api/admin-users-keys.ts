import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query';
import type { AdminUser, AdminUserDetail } from '../../../../contract/admin-users.ts';
import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';
import type { PanelFilters } from '../lib/panel-filters.ts';

/** Keys start with the admin prefix, so the header's Refresh refetches them. */
export const ADMIN_USERS_KEY = `${ADMIN_QUERY_PREFIX}/users`;
export const ADMIN_TEACHERS_KEY = `${ADMIN_QUERY_PREFIX}/teachers`;

export function userListQueryKey(filters: PanelFilters) {
  return [filters.type === 'teacher' ? ADMIN_TEACHERS_KEY : ADMIN_USERS_KEY, 'list', filters] as const;
}

export function userDetailQueryKey(id: string) {
  return [ADMIN_USERS_KEY, 'detail', id] as const;
}

export interface UserPage {
  users: AdminUser[];
  /** The next page's URL from the Link header, or null on the last page. */
  nextUrl: string | null;
}
export type UserListData = InfiniteData<UserPage>;

function isUserListQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [first, second] = query.queryKey;
  return (first === ADMIN_USERS_KEY || first === ADMIN_TEACHERS_KEY) && second === 'list';
}

function isUserDetailQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [first, second] = query.queryKey;
  return first === ADMIN_USERS_KEY && second === 'detail';
}

/** Every admin query (lists, stats, details, other admin screens), as the header's Refresh does. */
export function invalidateAdminQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0] ?? '').startsWith(ADMIN_QUERY_PREFIX),
  });
}

/** Changes one user at once in every loaded list and in their detail, before the refetch confirms it. */
export function patchAdminUser(queryClient: QueryClient, id: string, patch: Partial<AdminUser>): void {
  queryClient.setQueriesData<UserListData>({ predicate: isUserListQuery }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.map((u) => (u.id === id ? { ...u, ...patch } : u)) })) }
      : data,
  );
  queryClient.setQueriesData<AdminUserDetail>({ predicate: isUserDetailQuery }, (data) =>
    data && data.user.id === id ? { ...data, user: { ...data.user, ...patch } } : data,
  );
}

/** Takes a deleted user out of every loaded list (their detail is forgotten by `forgetAdminUser`). */
export function removeAdminUser(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<UserListData>({ predicate: isUserListQuery }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((u) => u.id !== id) })) } : data,
  );
}

/** Drops a deleted user's detail from the cache (once the detail screen has been left). */
export function forgetAdminUser(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: userDetailQueryKey(id) });
}
