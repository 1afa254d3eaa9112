import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../../contract/admin.ts';
import { READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { ADMIN_QUERY_PREFIX, adminRequest } from './admin-request.ts';

export const ADMIN_STATS_QUERY_KEY = [`${ADMIN_QUERY_PREFIX}/stats`] as const;

/** How often the counts are refetched while an admin screen that shows them is open. */
export const ADMIN_STATS_REFETCH_MS = 15_000;

/** GET /api/admin/stats: the counts of the dashboard and the control panel (counted by the database). */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return adminRequest<AdminStats>('GET', '/api/admin/stats', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_STATS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 30_000,
    // The Support Chat count (open support messages) follows new messages without a reload.
    refetchInterval: ADMIN_STATS_REFETCH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
