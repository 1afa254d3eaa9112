import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { removeItem } from '../lib/storage.ts';
import { SAVED_CHAT_KEY } from './saved-chat-key.ts';

/**
 * The installable app's start, from main.tsx (kept tiny: it is part of every page's first JavaScript).
 * - A page opened offline tells TanStack Query so (it assumes online at start): queries wait instead of failing.
 * - Signed in: the saved copy of the chat is kept (and, offline, shown); signed out: any saved copy is deleted.
 * - The service worker is registered a few seconds after the load event, at an idle moment, from a chunk of its own,
 *   so it costs a first visit nothing and the first screen's start-up does not share the CPU with its install.
 */
export function startInstallableApp(queryClient: QueryClient): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
  if (getToken()) {
    // In a task of its own, not inside the entry's evaluation (issue 16: loading a chunk costs the main thread too).
    setTimeout(() => void import('./saved-chat.ts').then(({ keepSavedChat }) => keepSavedChat(queryClient)).catch(() => undefined), 0);
  } else {
    removeItem(SAVED_CHAT_KEY);
  }
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterStartUp(() => void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined));
}

/**
 * How long after the page's load event the service worker is registered (then at the first idle moment). Its install
 * downloads every file of the app (~190) for offline use; started at the load event, it ran during the first screen's
 * own start-up and competed with it for the CPU and the network (issue 16). Not measured apart from the other start-up
 * changes: the one comparison without a service worker (blocking time 1,954 → 1,006 ms) was not interleaved, and this
 * machine's noise is of that size. On the prerendered `/` the load event comes before the app starts: a signal from the
 * first screen's commit would be a better start than a fixed delay.
 */
export const SW_REGISTER_DELAY_MS = 3000;

export interface StartUpClock {
  loaded: (run: () => void) => void;
  wait: (ms: number, run: () => void) => void;
  idle: (run: () => void) => void;
}

const browserClock: StartUpClock = {
  loaded: (run) => (document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true })),
  wait: (ms, run) => void setTimeout(run, ms),
  idle: (run) => (typeof window.requestIdleCallback === 'function' ? void window.requestIdleCallback(run, { timeout: 5000 }) : void setTimeout(run, 0)),
};

/** `run` once the page has loaded, SW_REGISTER_DELAY_MS have passed and the main thread is idle. */
export function afterStartUp(run: () => void, clock: StartUpClock = browserClock): void {
  clock.loaded(() => clock.wait(SW_REGISTER_DELAY_MS, () => clock.idle(run)));
}
