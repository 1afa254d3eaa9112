import { QueryClient } from '@tanstack/react-query';
import { ApiError, getQueryFn, isUnauthorized } from './api-client.ts';

/** Query defaults of spec §7. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 2 && !isUnauthorized(error),
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
    mutations: {
      // One retry after 1 s; a 4xx answer would only repeat itself, so it is not retried.
      retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status < 500),
      retryDelay: 1000,
    },
  },
});
