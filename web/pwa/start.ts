import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { removeItem } from '../lib/storage.ts';
import { SAVED_CHAT_KEY } from './saved-chat-key.ts';

/**
 * The installable app's start, from main.tsx (kept tiny: it is part of every page's first JavaScript).
 * - A page opened offline tells TanStack Query so (it assumes online at start): queries wait instead of failing.
 * - Signed in: the saved copy of the chat is kept (and, offline, shown); signed out: any saved copy is deleted.
 * - The service worker is registered after the load event, from a chunk of its own, so it costs a first visit nothing.
 */
export function startInstallableApp(queryClient: QueryClient): void {
  if (!navigator.onLine) onlineManager.setOnline(false);
  if (getToken()) {
    void import('./saved-chat.ts').then(({ keepSavedChat }) => keepSavedChat(queryClient)).catch(() => undefined);
  } else {
    removeItem(SAVED_CHAT_KEY);
  }
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()).catch(() => undefined);
  if (document.readyState === 'complete') setTimeout(register, 0);
  else window.addEventListener('load', () => setTimeout(register, 0), { once: true });
}
