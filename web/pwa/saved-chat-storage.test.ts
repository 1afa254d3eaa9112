import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSavedQueryKey, parseSavedChat, SAVED_CONVERSATIONS, serializeSavedChat, tokenTag, trimForSaving } from './saved-chat-storage.ts';

type Query = DehydratedState['queries'][number];

function query(queryKey: unknown[], data: unknown, dataUpdatedAt = 1_000, status: 'success' | 'error' | 'pending' = 'success'): Query {
  return {
    queryKey,
    queryHash: JSON.stringify(queryKey),
    dehydratedAt: dataUpdatedAt,
    state: {
      data,
      dataUpdateCount: 1,
      dataUpdatedAt,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status,
      fetchStatus: 'idle',
    },
  };
}
const state = (...queries: Query[]): DehydratedState => ({ mutations: [], queries });
const me = query(['/api/auth/me'], { user: { id: 'me' } });
const list = query(['conversations'], [{ userId: 'a' }]);
const page = (text: string) => ({ messages: [{ content: text }], nextUrl: '/api/messages/a?before=x' });

describe('the saved copy of the chat', () => {
  it('keeps the session answer, the conversation list, chat headers and messages, nothing else', () => {
    expect(isSavedQueryKey(['/api/auth/me'])).toBe(true);
    expect(isSavedQueryKey(['conversations'])).toBe(true);
    expect(isSavedQueryKey(['conversations', 'a'])).toBe(true);
    expect(isSavedQueryKey(['messages', 'a'])).toBe(true);
    expect(isSavedQueryKey(['counters'])).toBe(false);
    expect(isSavedQueryKey(['nearby', 'home'])).toBe(false);

    const trimmed = trimForSaving(state(me, list, query(['counters'], { unread: 1 }), query(['messages', 'b'], undefined, 1, 'error')));
    expect(trimmed.queries.map((q) => q.queryKey)).toEqual([['/api/auth/me'], ['conversations']]);
  });

  it('keeps only the newest page of a chat and never a request in flight', () => {
    const messages = query(['messages', 'a'], { pages: [page('newest'), page('older')], pageParams: [null, '/api/messages/a?before=x'] });
    const [saved] = trimForSaving(state({ ...messages, promise: Promise.resolve() })).queries;
    expect(saved!.state.data).toEqual({ pages: [page('newest')], pageParams: [null] });
    expect(saved!.promise).toBeUndefined();
    expect(saved!.state.fetchStatus).toBe('idle');
  });

  it(`keeps the ${SAVED_CONVERSATIONS} most recently loaded chats, header and messages together`, () => {
    const chats = Array.from({ length: SAVED_CONVERSATIONS + 3 }, (_, i) => [
      query(['messages', `u${i}`], { pages: [page(`m${i}`)], pageParams: [null] }, 1_000 + i),
      query(['conversations', `u${i}`], { name: `User ${i}` }, 500 + i),
    ]).flat();
    const kept = trimForSaving(state(list, ...chats)).queries;
    const partners = new Set(kept.map((q) => q.queryKey[1]).filter(Boolean));
    expect(partners.size).toBe(SAVED_CONVERSATIONS);
    expect(partners.has('u0')).toBe(false);
    expect(partners.has(`u${SAVED_CONVERSATIONS + 2}`)).toBe(true);
    expect(kept.filter((q) => q.queryKey[1] === `u${SAVED_CONVERSATIONS + 2}`)).toHaveLength(2);
    expect(kept.some((q) => q.queryKey.length === 1 && q.queryKey[0] === 'conversations')).toBe(true);
  });

  it('belongs to the session that saved it: another session, or a damaged copy, gets nothing', () => {
    const owner = tokenTag('token-of-rohan-0123456789');
    expect(tokenTag('token-of-priya-0123456789')).not.toBe(owner);
    const text = serializeSavedChat(owner, state(me, list), 42)!;
    expect(text).not.toContain('token-of-rohan');

    const saved = parseSavedChat(text, owner);
    expect(saved?.savedAt).toBe(42);
    expect(saved?.state.queries.map((q) => q.queryKey)).toEqual([['/api/auth/me'], ['conversations']]);
    expect(parseSavedChat(text, tokenTag('token-of-priya-0123456789'))).toBeNull();
    expect(parseSavedChat('{not json', owner)).toBeNull();
    expect(parseSavedChat(JSON.stringify({ version: 2, owner, savedAt: 1, state: { queries: [] } }), owner)).toBeNull();
    expect(parseSavedChat(null, owner)).toBeNull();
  });

  it('drops saved entries that are not chat data', () => {
    const owner = tokenTag('t');
    const forged = JSON.stringify({ version: 1, owner, savedAt: 1, state: { mutations: [], queries: [list, query(['counters'], 1), { junk: true }] } });
    expect(parseSavedChat(forged, owner)?.state.queries.map((q) => q.queryKey)).toEqual([['conversations']]);
  });

  it('saves nothing before any chat data was loaded', () => {
    expect(serializeSavedChat(tokenTag('t'), state(me))).toBeNull();
  });
});
