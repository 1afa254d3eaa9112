import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { removeItem } from '../lib/storage.ts';
import { SW_REGISTER_DELAY_MS } from './register-timing.ts';
import { LEGACY_SAVED_CHAT_KEY, SAVED_COPY_KEY } from './saved-copy-key.ts';

/**
 * The installable app's start, from main.tsx (kept tiny: it is part of every page's first JavaScript).
 * - A page opened offline tells TanStack Query so (it assumes online at start): queries wait instead of failing.
 * - Signed in: the saved copy of the screens is kept (and, offline, shown); signed out: any saved copy is deleted.
 * - The service worker is registered a few seconds after the load event, at an idle moment, from a chunk of its own,
 *   so it costs a first visit nothing and the first screen's start-up does not share the CPU with its install (the
 *   prerendered landing page, which runs none of the app, does the same in web/build/landing-boot.js).
 */
export function startInstallableApp(queryClient: QueryClient): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
  if (getToken()) {
    // In a task of its own, not inside the entry's evaluation (loading a chunk costs the main thread too).
    setTimeout(() => void import('./saved-copy.ts').then(({ keepSavedCopy }) => keepSavedCopy(queryClient)).catch(() => undefined), 0);
  } else {
    removeItem(SAVED_COPY_KEY);
    removeItem(LEGACY_SAVED_CHAT_KEY);
  }
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  afterStartUp(() => void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined));
}

export { SW_REGISTER_DELAY_MS } from './register-timing.ts';

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
