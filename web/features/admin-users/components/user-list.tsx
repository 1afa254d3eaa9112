import { CircleAlert } from 'lucide-react';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useAdminUsers } from '../api/get-admin-users.ts';
import { hasActiveFilters, type PanelFilters } from '../lib/panel-filters.ts';
import { AdminUserCard } from './admin-user-card.tsx';
import { errorText, UserListEmpty, UserListError, UserListLoading } from './user-list-states.tsx';

interface UserListProps {
  filters: PanelFilters;
  onClearFilters: () => void;
}

/** The users matching the filters, newest first, with Load more (thousands of users: never all at once). */
export function UserList({ filters, onClearFilters }: UserListProps) {
  const list = useAdminUsers(filters);
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  if (list.isPending) return <UserListLoading />;
  if (list.isError && !list.data) {
    return <UserListError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }

  return (
    <div className="grid gap-4" aria-busy={list.isPlaceholderData || undefined}>
      {list.isRefetchError ? (
        <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          Error loading users: {errorText(list.error)}
        </p>
      ) : null}
      {users.length === 0 ? (
        <UserListEmpty filtered={hasActiveFilters(filters)} onClearFilters={onClearFilters} />
      ) : (
        <ul className={list.isPlaceholderData ? 'grid gap-3 opacity-60 transition-opacity lg:grid-cols-2' : 'grid gap-3 lg:grid-cols-2'}>
          {users.map((user) => (
            <li key={user.id}>
              <AdminUserCard user={user} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={list} failedText="Could not load more users." />
    </div>
  );
}
