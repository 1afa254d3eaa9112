/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

/** How often an open app asks the server whether sw.js changed (the browser also checks on every navigation). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers dist/web/sw.js (vite.config.ts, installableApp). A new version installs in the background and waits;
 * the user is asked "A new version is available — Reload" (update-prompt.ts). Reload tells the waiting worker to
 * take over, and this tab reloads once it controls the page. Other open tabs keep running their version: a screen
 * whose code is gone then reloads itself once (web/lib/lazy-with-retry.ts), or the prompt there reloads it.
 */
export function registerServiceWorker(): void {
  let reloadAsked = false;
  let activated = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh() {
      void import('./update-prompt.ts').then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => {
          if (activated) return window.location.reload();
          reloadAsked = true;
          void updateServiceWorker(true);
        }),
      );
    },
    onNeedReload() {
      activated = true;
      if (reloadAsked) window.location.reload();
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError() {
      // No service worker (private mode, blocked): the app works online as before.
    },
  });
}
