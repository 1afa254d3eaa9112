import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { meQueryOptions } from '../lib/me-query.ts';
import { homeNearbyQueryOptions } from '../features/nearby/api/get-home-nearby.ts';
import { countersQueryOptions } from '../features/requests/api/get-counters.ts';

/** How many of the nearest users the home panel shows (and asks the server for). */
export const HOME_NEARBY_LIMIT = 6;

/**
 * Opening the app signed in: the session, the counters and, on the home screen of a located user, the nearby list
 * are asked for at once, while the shell's code downloads, instead of each after the code that shows it (session →
 * shell code → home code → home data). The screens read the same queries from the cache.
 */
export function prefetchSignedInData(queryClient: QueryClient, path: string): void {
  if (!getToken()) return;
  void queryClient.prefetchQuery(countersQueryOptions());
  const me = queryClient.fetchQuery(meQueryOptions());
  if (path !== '/') return;
  me.then(
    ({ user }) => {
      if (user.isLocationVerified) void queryClient.prefetchQuery(homeNearbyQueryOptions(HOME_NEARBY_LIMIT));
    },
    () => undefined, // the session query shows its own failure
  );
}
