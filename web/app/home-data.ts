import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { rememberedHomePreview } from '../lib/signed-in-preview.ts';
import { meQueryOptions } from '../lib/me-query.ts';
import { homeNearbyQueryOptions } from '../features/nearby/api/get-home-nearby.ts';
import { notificationsQueryOptions } from '../features/notifications/api/get-notifications.ts';
import { unreadNotificationsQueryOptions } from '../features/notifications/api/get-unread-notifications.ts';
import { countersQueryOptions } from '../features/requests/api/get-counters.ts';
import { receivedRequestsQueryOptions } from '../features/requests/api/get-received-requests.ts';
import { sentRequestsQueryOptions } from '../features/requests/api/get-sent-requests.ts';
import { hasEarlyResponses } from '../lib/early-responses.ts';
import { HOME_NEARBY_LIMIT } from './early-requests.ts';

export { HOME_NEARBY_LIMIT };

/**
 * Opening the app signed in: the session, the counters and, on the home screen of a located user, the nearby list and
 * the request lists its cards read are asked for at once, while the shell's code downloads, instead of each after the code that shows it (session →
 * shell code → home code → home data). The screens read the same queries from the cache.
 * Each request starts in a timer task of its own, the most needed first: a fetch costs the main thread a few
 * milliseconds (several times that on a phone), and five inside the entry's evaluation made it one long task.
 * On the landing page's signed-in start the boot script has sent them already (early-requests.ts): the steps then
 * only take those answers, at once.
 */
export function prefetchSignedInData(queryClient: QueryClient, path: string): Promise<unknown> {
  if (!getToken()) return Promise.resolve();
  let turn = Promise.resolve();
  // When the page's boot script has sent the requests already (early-requests.ts), a step only takes its answer.
  const spread = !hasEarlyResponses();
  const inItsOwnTask = <T,>(step: () => Promise<T>): Promise<T> => {
    if (!spread) return step();
    turn = turn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    return turn.then(step);
  };
  const me = inItsOwnTask(() => queryClient.fetchQuery(meQueryOptions()));
  // A located user's home shows the nearby cards. Their Send Request buttons read both request lists: asked for too,
  // so the buttons render in the first render in their final state, not as a placeholder replaced in a commit of its
  // own when the lists land (in Lighthouse's trace of the home, a 20–30 ms task and the layout after it).
  const cardLists = [
    () => queryClient.prefetchQuery(homeNearbyQueryOptions(HOME_NEARBY_LIMIT)),
    () => queryClient.prefetchQuery(sentRequestsQueryOptions()),
    () => queryClient.prefetchQuery(receivedRequestsQueryOptions()),
  ];
  // The last visit's note says the user is located: the lists are asked for at once, not after the session answers.
  const located = path === '/' && rememberedHomePreview()?.located === true;
  const cards = located
    ? cardLists.map(inItsOwnTask)
    : path === '/'
      ? [
          me.then(
            ({ user }) => (user.isLocationVerified ? Promise.all(cardLists.map((prefetch) => prefetch())) : undefined),
            () => undefined, // the session query shows its own failure
          ),
        ]
      : [];
  const counters = inItsOwnTask(() => queryClient.prefetchQuery(countersQueryOptions()));
  // The header's bell and the moderator's warning banner: in the first render, instead of asked for by its effects
  // in the commit's task and drawn again, synchronously, when they land.
  const notices = [
    inItsOwnTask(() => queryClient.prefetchQuery(notificationsQueryOptions())),
    inItsOwnTask(() => queryClient.prefetchQuery(unreadNotificationsQueryOptions())),
  ];
  return Promise.allSettled([me, ...cards, counters, ...notices]);
}
