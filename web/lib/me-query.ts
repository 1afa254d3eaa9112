import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../contract/auth.ts';
import { apiRequest, isAuthFailure, READ_TIMEOUT_MESSAGE } from './api-client.ts';

export const ME_QUERY_KEY = ['/api/auth/me'] as const;

/** GET /api/auth/me with the stored token, or with `token` when given (right after sign-in). */
export function getMe({ token, signal }: { token?: string; signal?: AbortSignal } = {}): Promise<MeResponse> {
  return apiRequest<MeResponse>('GET', '/api/auth/me', undefined, { token, signal, timeoutMessage: READ_TIMEOUT_MESSAGE });
}

/** Spec §7: fresh 30 s, kept 2 min, one retry after 500 ms, none on 401/403. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe({ signal }),
    staleTime: 30_000,
    gcTime: 2 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && !isAuthFailure(error),
    retryDelay: 500,
  });
}

/** The current user; runs only while a token exists. */
export function useMe(token: string | null) {
  return useQuery({ ...meQueryOptions(), enabled: !!token });
}
