import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLATFORM_STATS_TTL_MS, type PlatformStats } from '../../../../contract/stats.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';

/** GET /api/stats/platform: the public figures (computed by the server, cached there for 10 minutes). */
export function getPlatformStats(signal?: AbortSignal): Promise<PlatformStats> {
  return apiRequest<PlatformStats>('GET', '/api/stats/platform', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

export function platformStatsQueryOptions() {
  return queryOptions({
    queryKey: ['/api/stats/platform'] as const,
    queryFn: ({ signal }) => getPlatformStats(signal),
    staleTime: PLATFORM_STATS_TTL_MS,
  });
}

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions());
}
