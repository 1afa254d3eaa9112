/** How many of the nearest users the home panel shows (and asks the server for). */
export const HOME_NEARBY_LIMIT = 6;

export interface EarlyRequest {
  /** A GET path, exactly as its query function asks for it (early-requests.test.ts checks each). */
  path: string;
  /** Only on the home of a user the last visit saw located (the nearby cards and what their buttons read). */
  locatedHomeOnly: boolean;
}

/**
 * What a returning signed-in user's home needs before anything else, asked for by the landing page's boot script
 * (web/build/landing-boot.js) as soon as the page has painted, while the app's code downloads. The app's first request
 * for each path takes that answer instead of asking again (web/lib/early-responses.ts). Sent from the boot script,
 * each request costs the main thread a fraction of what the same fetch costs from the app's code (in Lighthouse's
 * trace, which records the script stack of every request, 2–13 ms each), and the data arrives earlier.
 * In order of need: the session first.
 */
export const EARLY_REQUESTS: readonly EarlyRequest[] = [
  { path: '/api/auth/me', locatedHomeOnly: false },
  { path: `/api/nearby-users?limit=${HOME_NEARBY_LIMIT}`, locatedHomeOnly: true },
  { path: '/api/user/requests/sent', locatedHomeOnly: true },
  { path: '/api/user/requests/received', locatedHomeOnly: true },
  { path: '/api/me/counters', locatedHomeOnly: false },
  { path: '/api/notifications?unread=false', locatedHomeOnly: false },
  { path: '/api/notifications?unread=true', locatedHomeOnly: false },
];
