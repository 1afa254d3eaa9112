import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/**
 * The saved copy of the signed-in user's chat (issue 17): the last loaded conversation list, chat headers and the
 * newest page of each recent conversation, plus the user's own session answer (without it the app cannot open
 * offline). One copy per browser, tagged with the session it belongs to: it is only ever shown to that session and
 * is deleted when a page is left signed out (logout) and on any app start without a session. Pure functions, tested in node.
 */
export { SAVED_CHAT_KEY } from './saved-chat-key.ts';
/** How many conversations keep their messages (the most recently loaded ones). */
export const SAVED_CONVERSATIONS = 12;

export interface SavedChat {
  version: 1;
  /** tokenTag() of the session that saved it. */
  owner: string;
  savedAt: number;
  state: DehydratedState;
}

type SavedQuery = DehydratedState['queries'][number];

/** A short fingerprint of the session token (FNV-1a): enough to tell sessions apart, the token itself is never stored twice. */
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${token.length.toString(36)}.${(hash >>> 0).toString(36)}`;
}

/** The session answer, the conversation list, a chat header (['conversations', id]) and a chat's messages. */
export function isSavedQueryKey(key: QueryKey): boolean {
  const [head] = key;
  return head === '/api/auth/me' || head === 'conversations' || head === 'messages';
}

const partnerOf = (query: SavedQuery): string | null =>
  (query.queryKey[0] === 'messages' || query.queryKey[0] === 'conversations') && typeof query.queryKey[1] === 'string'
    ? query.queryKey[1]
    : null;

interface PageData {
  pages: unknown[];
  pageParams: unknown[];
}
const isPaged = (data: unknown): data is PageData =>
  typeof data === 'object' && data !== null && Array.isArray((data as PageData).pages) && Array.isArray((data as PageData).pageParams);

/**
 * What is worth keeping: successful queries only; of each chat the newest page (older pages load again online); the
 * chats of the `keep` most recently loaded conversations (header and messages together).
 */
export function trimForSaving(state: DehydratedState, keep = SAVED_CONVERSATIONS): DehydratedState {
  const queries = state.queries.filter((query) => query.state.status === 'success' && isSavedQueryKey(query.queryKey));
  const lastLoaded = new Map<string, number>();
  for (const query of queries) {
    const partner = partnerOf(query);
    if (partner) lastLoaded.set(partner, Math.max(lastLoaded.get(partner) ?? 0, query.state.dataUpdatedAt));
  }
  const kept = new Set(
    [...lastLoaded.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, keep)
      .map(([partner]) => partner),
  );
  return {
    mutations: [],
    queries: queries
      .filter((query) => {
        const partner = partnerOf(query);
        return !partner || kept.has(partner);
      })
      .map((query) => {
        const data = query.state.data;
        if (query.queryKey[0] !== 'messages' || !isPaged(data) || data.pages.length <= 1) return stripRuntime(query);
        return stripRuntime({ ...query, state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } } });
      }),
  };
}

/** A saved query is data, not a request: no promise, no error, idle. */
function stripRuntime(query: SavedQuery): SavedQuery {
  const { promise: _promise, ...rest } = query;
  return { ...rest, state: { ...rest.state, error: null, fetchFailureReason: null, fetchStatus: 'idle' } };
}

export function serializeSavedChat(owner: string, state: DehydratedState, now = Date.now()): string | null {
  const trimmed = trimForSaving(state);
  if (!trimmed.queries.some((query) => query.queryKey[0] !== '/api/auth/me')) return null; // nothing of the chat yet
  const saved: SavedChat = { version: 1, owner, savedAt: now, state: trimmed };
  return JSON.stringify(saved);
}

/** The saved copy when it belongs to `owner` (the current session's tag); null when absent, foreign or unreadable. */
export function parseSavedChat(text: string | null, owner: string): SavedChat | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const saved = value as Partial<SavedChat> | null;
  if (!saved || saved.version !== 1 || saved.owner !== owner || typeof saved.savedAt !== 'number') return null;
  const queries = saved.state?.queries;
  if (!Array.isArray(queries)) return null;
  const valid = queries.filter(
    (query) =>
      Array.isArray(query?.queryKey) && typeof query.queryHash === 'string' && query.state?.status === 'success' && isSavedQueryKey(query.queryKey),
  );
  return { version: 1, owner, savedAt: saved.savedAt, state: { mutations: [], queries: valid } };
}
