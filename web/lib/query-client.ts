import { MutationCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError, getQueryFn, isUnauthorized } from './api-client.ts';
import { appTimers } from './coalesced-timers.ts';
import { refuseWhenOffline, retryMutation } from './offline-mutations.ts';

// Before any query exists: the library's timers cannot be moved from one provider to another.
timeoutManager.setTimeoutProvider(appTimers);

/** Query defaults of spec §7. */
export const queryClient = new QueryClient({
  // Offline, what the user sends is refused at once with a clear message (lib/offline-mutations.ts).
  mutationCache: new MutationCache({ onMutate: refuseWhenOffline }),
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
      // One retry after 1 s, except a 4xx answer or a network failure (lib/offline-mutations.ts).
      retry: (failureCount, error) => retryMutation(failureCount, error, (e) => e instanceof ApiError && e.status < 500),
      retryDelay: 1000,
    },
  },
});

/**
 * For the signed-in shell's live queries (counters, notifications, the home's lists): they are read for as long as the
 * user is signed in, so collecting them would only refetch them. Without a collection time no timer is set and
 * cleared around each fetch and mount (~30 timer calls in every signed-in start, each a cost of the main thread).
 * Another account's data never stays behind: signing in empties the cache (features/auth/api/session.ts) and
 * signing out reloads the page.
 */
export const KEPT_WHILE_SIGNED_IN = { gcTime: Infinity } as const;
