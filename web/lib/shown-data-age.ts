import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

type ShownQuery = Pick<Query, 'isActive' | 'state'>;

/**
 * When the data the open screen shows was loaded: the oldest load time of the queries a mounted component reads
 * (an enabled observer) that hold data; null when none does (the screen shows its loading or offline empty state).
 */
export function oldestShownUpdate(queries: readonly ShownQuery[]): number | null {
  let oldest: number | null = null;
  for (const query of queries) {
    if (!query.isActive() || query.state.data === undefined || query.state.dataUpdatedAt <= 0) continue;
    if (oldest === null || query.state.dataUpdatedAt < oldest) oldest = query.state.dataUpdatedAt;
  }
  return oldest;
}

/** oldestShownUpdate() of the query cache, kept current; only worked out while `enabled` (offline). */
export function useShownDataAge(enabled: boolean): number | null {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  return useSyncExternalStore(
    subscribe,
    () => (enabled ? oldestShownUpdate(queryClient.getQueryCache().getAll()) : null),
    () => null,
  );
}
