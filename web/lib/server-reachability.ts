import { onlineManager } from '@tanstack/react-query';

/**
 * Whether the app can reach its server, for TanStack Query's onlineManager: the browser's online/offline
 * events are not enough (a connection that claims to be up, a page reloaded offline before the browser noticed). When a
 * request cannot reach the server (api-client.ts: NetworkError), the app counts as offline: queries and their retries
 * pause instead of failing (networkMode 'online'), screens show what they last had, and GET /api/health is asked now
 * and then until it answers; then, or at the browser's online event, queries resume by themselves.
 */
export const FIRST_PROBE_MS = 1_000;
export const PROBE_MS = 5_000;

export interface ProbeDeps {
  /** Whether the server answers (GET /api/health). */
  reachable: () => Promise<boolean>;
  setTimer: (run: () => void, ms: number) => unknown;
  /** navigator.onLine: false means the browser knows already, and its online event ends the offline time. */
  browserOnline: () => boolean;
}

const browserDeps: ProbeDeps = {
  reachable: () =>
    fetch('/api/health', { cache: 'no-store' }).then(
      (response) => response.ok,
      () => false,
    ),
  setTimer: (run, ms) => setTimeout(run, ms),
  // Node 21+ has a `navigator` without `onLine` (tests): only an explicit false means the browser knows it is offline.
  browserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

let probing = false;

/** A request could not reach the server: offline until it answers again. */
export function serverUnreachable(deps: ProbeDeps = browserDeps): void {
  if (!deps.browserOnline()) return onlineManager.setOnline(false);
  onlineManager.setOnline(false);
  if (probing) return;
  probing = true;
  const probe = () =>
    void deps.reachable().then((up) => {
      if (!up) return void deps.setTimer(probe, PROBE_MS);
      probing = false;
      onlineManager.setOnline(true);
    });
  deps.setTimer(probe, FIRST_PROBE_MS);
}
