import { dehydrate, hydrate, onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getToken } from '../lib/auth-token.ts';
import { readItem, removeItem, writeItem } from '../lib/storage.ts';
import { LEGACY_SAVED_CHAT_KEY } from './saved-copy-key.ts';
import { isSavedQueryKey, parseSavedCopy, SAVED_COPY_KEY, serializeSavedCopy, tokenTag } from './saved-copy-storage.ts';

/**
 * Keeps the saved copy of the signed-in screens (saved-copy-storage.ts) in localStorage while signed in, and puts it
 * back into the query cache when the app is offline (opened offline, or the server out of reach: lib/server-reachability.ts),
 * so every screen shows what it last had. Restored data is remembered by its query and load time: isSavedCopy() tells
 * the screens to say so until a fresh answer replaces it.
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

export function clearSavedCopy(): void {
  removeItem(SAVED_COPY_KEY);
  removeItem(LEGACY_SAVED_CHAT_KEY);
}

/** Puts the saved copy into the cache (offline). Fresh data already there is kept (hydrate keeps the newer). */
export function restoreSavedCopy(queryClient: QueryClient): boolean {
  const owner = currentOwner();
  const saved = owner ? parseSavedCopy(readItem(SAVED_COPY_KEY), owner) : null;
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
  if (!owner) return clearSavedCopy();
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isSavedQueryKey(query.queryKey) });
  const text = serializeSavedCopy(owner, state, Date.now(), parseSavedCopy(readItem(SAVED_COPY_KEY), owner));
  if (text) writeItem(SAVED_COPY_KEY, text);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Started once per page load when a session token exists (web/pwa/start.ts): offline, the saved copy comes back at
 * once (the first time the app is offline in this page's life); from then on every successful answer of a saved kind
 * is saved (debounced, and when the page is hidden). The session ending (the session answer removed from the cache:
 * logout, an expired or ended session, a ban) deletes the copy.
 */
export function keepSavedCopy(queryClient: QueryClient): void {
  if (started) return;
  started = queryClient;
  let restoreTried = false;
  const restoreWhenOffline = (online: boolean) => {
    if (online || restoreTried) return;
    restoreTried = true;
    restoreSavedCopy(queryClient);
  };
  restoreWhenOffline(onlineManager.isOnline());

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
      clearSavedCopy();
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
    if (!getToken()) clearSavedCopy();
    else if (timer) flush();
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && leave());
  onlineManager.subscribe((online) => {
    restoreWhenOffline(online);
    // Back online after a saved copy was shown: the screens refetch; the ones not mounted are refreshed here too.
    if (online && restored.size > 0) void queryClient.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) });
  });
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
