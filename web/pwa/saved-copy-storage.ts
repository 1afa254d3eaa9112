import type { DehydratedState, QueryKey } from '@tanstack/react-query';

/**
 * The saved copy of what the signed-in user's screens last showed: the session answer (without it
 * the app cannot open offline), the counters and notices, requests, requirements, nearby users, search results, tutor
 * profiles, reviews, support, and of the chat the conversation list, chat headers and the newest page of each recent
 * conversation. One copy per browser, tagged with the session it belongs to: it is only ever shown to that session
 * and is deleted when the session ends (logout, an expired or ended session, a ban), when a page is left signed out
 * and on any app start without a session. Never the admin area's data (another session, its own query keys), KYC
 * documents (never queried), a guardian's emailed invitation, or a child's conversations and activity as a parent
 * sees them. Pure functions, tested in node.
 */
export { SAVED_COPY_KEY } from './saved-copy-key.ts';
/** How many conversations keep their messages (the most recently loaded ones). */
export const SAVED_CONVERSATIONS = 12;
/** Of one kind of list (say, requirements with different filters), how many variants are kept (the latest loaded). */
export const SAVED_VARIANTS = 3;
/** At most this many queries besides the chat's (the most recently loaded). */
export const SAVED_OTHER_QUERIES = 60;

export interface SavedCopy {
  version: 2;
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

/** The first parts of the keys of the signed-in screens' queries that are saved (an allowlist: a new kind is not saved until named here). */
const SAVED_KINDS = new Set([
  'conversations',
  'messages',
  'counters',
  'notifications',
  'requests',
  'requirements',
  'lessons',
  'support',
  'tutor-profiles',
  '/api/nearby-users',
  '/api/nearby/users',
  '/api/config',
  '/api/stats/platform',
  '/api/reviews',
  '/api/tutors',
  '/api/search/teachers',
  '/api/search/students',
]);

/** Whether a query of this key is saved (see the module's comment for what never is). */
export function isSavedQueryKey(key: QueryKey): boolean {
  const [head, second] = key;
  // The user's own session; the admin area's session answer is ['/api/auth/me', 'admin', token].
  if (head === '/api/auth/me') return key.length === 1;
  // A parent's list of children; not a child's activity or conversations, nor a guardian's invitation.
  if (head === 'families') return second === 'children' && key.length === 2;
  return typeof head === 'string' && SAVED_KINDS.has(head) && !key.some((part) => typeof part === 'string' && /admin/i.test(part));
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

/** The leading string parts of a key: one kind of list, whatever its filters (['requirements', 'list', {…}] → requirements/list). */
const kindOf = (key: QueryKey): string => {
  const parts: string[] = [];
  for (const part of key) {
    if (typeof part !== 'string') break;
    parts.push(part);
  }
  return parts.join('/');
};

/** Of paged data (useInfiniteQuery), the first page: the others load again online. */
function firstPageOnly(query: SavedQuery): SavedQuery {
  const data = query.state.data;
  if (!isPaged(data) || data.pages.length <= 1) return query;
  return { ...query, state: { ...query.state, data: { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } } };
}

const newestFirst = (a: SavedQuery, b: SavedQuery) => b.state.dataUpdatedAt - a.state.dataUpdatedAt;

/**
 * What is worth keeping: successful queries only, of paged data the first page; the chats of the `keep` most recently
 * loaded conversations (header and messages together); of any other kind of list its SAVED_VARIANTS latest variants,
 * and SAVED_OTHER_QUERIES of those at most.
 */
export function trimForSaving(state: DehydratedState, keep = SAVED_CONVERSATIONS): DehydratedState {
  const queries = state.queries.filter((query) => query.state.status === 'success' && isSavedQueryKey(query.queryKey));
  const lastLoaded = new Map<string, number>();
  for (const query of queries) {
    const partner = partnerOf(query);
    if (partner) lastLoaded.set(partner, Math.max(lastLoaded.get(partner) ?? 0, query.state.dataUpdatedAt));
  }
  const keptPartners = new Set(
    [...lastLoaded.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, keep)
      .map(([partner]) => partner),
  );
  const variants = new Map<string, number>();
  const others = queries
    .filter((query) => !partnerOf(query))
    .sort(newestFirst)
    .filter((query) => {
      const kind = kindOf(query.queryKey);
      variants.set(kind, (variants.get(kind) ?? 0) + 1);
      return variants.get(kind)! <= SAVED_VARIANTS;
    })
    .slice(0, SAVED_OTHER_QUERIES);
  const kept = new Set([...others, ...queries.filter((query) => keptPartners.has(partnerOf(query) ?? ''))]);
  return {
    mutations: [],
    queries: queries.filter((query) => kept.has(query)).map((query) => stripRuntime(firstPageOnly(query))),
  };
}

/** A saved query is data, not a request: no promise, no error, idle. */
function stripRuntime(query: SavedQuery): SavedQuery {
  const { promise: _promise, ...rest } = query;
  return { ...rest, state: { ...rest.state, error: null, fetchFailureReason: null, fetchStatus: 'idle' } };
}

/**
 * The copy grows across page loads: each load's cache holds only the screens opened since, so what it has is laid over
 * the previous copy (the newer load of a query wins), then trimmed.
 */
export function mergeSaved(previous: DehydratedState | null, current: DehydratedState): DehydratedState {
  if (!previous) return current;
  const byHash = new Map(previous.queries.map((query) => [query.queryHash, query]));
  for (const query of current.queries) {
    const before = byHash.get(query.queryHash);
    if (!before || before.state.dataUpdatedAt <= query.state.dataUpdatedAt) byHash.set(query.queryHash, query);
  }
  return { mutations: [], queries: [...byHash.values()] };
}

/** The text to store: `state` (the cache now) over `previous` (the stored copy of the same session, if any), trimmed. */
export function serializeSavedCopy(owner: string, state: DehydratedState, now = Date.now(), previous: SavedCopy | null = null): string | null {
  const trimmed = trimForSaving(mergeSaved(previous?.owner === owner ? previous.state : null, state));
  if (!trimmed.queries.some((query) => query.queryKey[0] !== '/api/auth/me')) return null; // nothing but the session yet
  const saved: SavedCopy = { version: 2, owner, savedAt: now, state: trimmed };
  return JSON.stringify(saved);
}

/** The saved copy when it belongs to `owner` (the current session's tag); null when absent, foreign or unreadable. */
export function parseSavedCopy(text: string | null, owner: string): SavedCopy | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const saved = value as Partial<SavedCopy> | null;
  if (!saved || saved.version !== 2 || saved.owner !== owner || typeof saved.savedAt !== 'number') return null;
  const queries = saved.state?.queries;
  if (!Array.isArray(queries)) return null;
  const valid = queries.filter(
    (query) =>
      Array.isArray(query?.queryKey) && typeof query.queryHash === 'string' && query.state?.status === 'success' && isSavedQueryKey(query.queryKey),
  );
  return { version: 2, owner, savedAt: saved.savedAt, state: { mutations: [], queries: valid } };
}
