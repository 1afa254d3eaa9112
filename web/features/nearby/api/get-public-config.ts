import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../contract/location.ts';
import { apiRequest, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';

/** GET /api/config: public settings (map tiles). */
export function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiRequest<PublicConfig>('GET', '/api/config', undefined, { signal, timeoutMessage: READ_TIMEOUT_MESSAGE, token: null });
}

export function publicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['/api/config'] as const,
    queryFn: ({ signal }) => getPublicConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
