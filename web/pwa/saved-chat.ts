import { dehydrate, hydrate, onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { NetworkError, TimeoutError } from '../lib/api-client.ts';
import { getToken } from '../lib/auth-token.ts';
import { readItem, removeItem, writeItem } from '../lib/storage.ts';
import { isSavedQueryKey, parseSavedChat, SAVED_CHAT_KEY, serializeSavedChat, tokenTag } from './saved-chat-storage.ts';

/**
 * Keeps the saved copy of the chat (saved-chat-storage.ts) in localStorage while signed in, and puts it back into the
 * query cache when the app opens offline, so the last conversations and messages stay readable. Restored data is
 * remembered by its query and load time: useSavedCopy() tells the screens to say so until a fresh answer replaces it.
 */
const SAVE_DELAY_MS = 2_000;

/** queryHash → dataUpdatedAt of the data that came from the saved copy. */
const restored = new Map<string, number>();
const listeners = new Set<() => void>();
let savedAt: number | null = null;
let started: QueryClient | null = null;

const currentOwner = () => {
  const token = getToken();
  return token ? tokenTag(token) : null;
};

export function clearSavedChat(): void {
  removeItem(SAVED_CHAT_KEY);
}

/** Puts the saved copy into the cache (offline start). Fresh data already there is kept (hydrate keeps the newer). */
export function restoreSavedChat(queryClient: QueryClient): boolean {
  const owner = currentOwner();
  const saved = owner ? parseSavedChat(readItem(SAVED_CHAT_KEY), owner) : null;
  if (!saved) return false;
  hydrate(queryClient, saved.state);
  for (const { queryHash, state } of saved.state.queries) {
    if (queryClient.getQueryCache().get(queryHash)?.state.dataUpdatedAt === state.dataUpdatedAt) restored.set(queryHash, state.dataUpdatedAt);
  }
  savedAt = saved.savedAt;
  notify();
  return true;
}

function save(queryClient: QueryClient): void {
  const owner = currentOwner();
  if (!owner) return clearSavedChat();
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isSavedQueryKey(query.queryKey) });
  const text = serializeSavedChat(owner, state);
  if (text) writeItem(SAVED_CHAT_KEY, text);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Started once per page load when a session token exists (web/pwa/start.ts): offline, the saved copy comes back at
 * once; from then on every successful chat answer is saved (debounced, and when the page is hidden). Logging out
 * (the session answer removed from the cache) deletes the copy.
 */
export function keepSavedChat(queryClient: QueryClient): void {
  if (started) return;
  started = queryClient;
  let restoreTried = !onlineManager.isOnline() && restoreSavedChat(queryClient);

  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    save(queryClient);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (!isSavedQueryKey(event.query.queryKey)) return;
    if (event.type === 'removed' && event.query.queryKey[0] === '/api/auth/me') {
      if (timer) clearTimeout(timer);
      timer = null;
      clearSavedChat();
      return;
    }
    // Online by the browser's account but the server out of reach (a connection that claims to be up, a page
    // reloaded offline before the browser noticed): the session or a chat that cannot load shows the saved copy,
    // and the app counts as offline until the server answers again.
    if (event.type === 'updated' && event.action.type === 'error') {
      const unreachable = event.action.error instanceof NetworkError || event.action.error instanceof TimeoutError;
      if (unreachable && event.query.state.data === undefined && !restoreTried) {
        restoreTried = true;
        queueMicrotask(() => {
          if (restoreSavedChat(queryClient)) waitForServer();
        });
      }
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (restored.has(event.query.queryHash) && restored.get(event.query.queryHash) !== event.query.state.dataUpdatedAt) {
      restored.delete(event.query.queryHash);
      notify();
    }
    if (!timer) timer = setTimeout(flush, SAVE_DELAY_MS);
  });
  // Leaving the page: save what is pending, or, signed out meanwhile (logout clears the token, then loads the
  // prerendered landing page, which runs none of this code), delete the copy.
  const leave = () => {
    if (!getToken()) clearSavedChat();
    else if (timer) flush();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
  // Back online after a saved copy was shown: the screens refetch; the ones not mounted are refreshed here too.
  onlineManager.subscribe((online) => {
    if (online && restored.size > 0) void queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) });
  });
}

/** How often the server is asked whether it is back, while the app runs on the saved copy. */
const PROBE_MS = 5_000;

/** Offline for TanStack Query (queries wait instead of failing) until GET /api/health answers. */
function waitForServer(): void {
  if (!onlineManager.isOnline()) return; // offline by the browser's account: its online event ends it
  onlineManager.setOnline(false);
  const probe = async () => {
    try {
      const response = await fetch('/api/health', { cache: 'no-store' });
      if (!response.ok) return;
    } catch {
      return;
    }
    clearInterval(timer);
    window.removeEventListener('online', probeNow);
    onlineManager.setOnline(true);
  };
  const probeNow = () => void probe();
  const timer = setInterval(probeNow, PROBE_MS);
  window.addEventListener('online', probeNow);
}

/** Whether the data a query shows now is the saved copy (not yet replaced by a fresh answer). */
export function isSavedCopy(query: Pick<Query, 'queryHash' | 'state'> | undefined): boolean {
  return !!query && restored.get(query.queryHash) === query.state.dataUpdatedAt;
}

export function subscribeSavedCopy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** When the saved copy now shown was written (null: nothing restored). */
export const savedCopyTime = () => (restored.size > 0 ? savedAt : null);

/** For a key: whether the cache holds the saved copy for it. */
export function isSavedCopyOf(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return isSavedCopy(queryClient.getQueryCache().find({ queryKey, exact: true }));
}
