import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSavedQueryKey, mergeSaved, parseSavedCopy, SAVED_CONVERSATIONS, SAVED_OTHER_QUERIES, SAVED_VARIANTS, serializeSavedCopy, tokenTag, trimForSaving } from './saved-copy-storage.ts';

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

describe('the saved copy of the signed-in screens', () => {
  it("keeps the session answer and the user's own screens' data, never the admin area's, a child's or an invitation's", () => {
    for (const key of [
      ['/api/auth/me'],
      ['conversations'],
      ['conversations', 'a'],
      ['messages', 'a'],
      ['counters'],
      ['notifications', 'all'],
      ['requests', 'sent'],
      ['requirements', 'list', { subject: 'Maths' }],
      ['/api/nearby-users', { limit: 6 }],
      ['/api/search/teachers', { q: 'physics' }],
      ['tutor-profiles', 'asha-rao', null],
      ['support', 'user-messages'],
      ['families', 'children'],
    ]) {
      expect(isSavedQueryKey(key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      ['/api/auth/me', 'admin', 'admin-token'],
      ['/api/admin/stats'],
      ['/api/admin/kyc', 'submission', 'k1'],
      ['admin', 'kyc', 'pdf-first-page', '/uploads/kyc/doc.pdf'],
      ['families', 'activity', 'child-1'],
      ['families', 'messages', 'child-1', 'teacher-1'],
      ['families', 'consent', 'invite-token'],
      ['requests', '/api/admin/requests'],
      ['something-new'],
    ]) {
      expect(isSavedQueryKey(key), JSON.stringify(key)).toBe(false);
    }

    const trimmed = trimForSaving(
      state(me, list, query(['/api/admin/stats'], { users: 3 }), query(['counters'], { unread: 1 }), query(['messages', 'b'], undefined, 1, 'error')),
    );
    expect(trimmed.queries.map((q) => q.queryKey)).toEqual([['/api/auth/me'], ['conversations'], ['counters']]);
  });

  it(`keeps the ${SAVED_VARIANTS} latest variants of a kind of list and ${SAVED_OTHER_QUERIES} queries besides the chat at most`, () => {
    const lists = Array.from({ length: SAVED_VARIANTS + 2 }, (_, i) => query(['requirements', 'list', { page: i }], [], 2_000 + i));
    const kept = trimForSaving(state(me, ...lists)).queries;
    expect(kept.filter((q) => q.queryKey[0] === 'requirements').map((q) => (q.queryKey[2] as { page: number }).page)).toEqual(
      Array.from({ length: SAVED_VARIANTS }, (_, i) => i + 2),
    );
    expect(kept.some((q) => q.queryKey[0] === '/api/auth/me')).toBe(true);

    const profiles = Array.from({ length: SAVED_OTHER_QUERIES + 5 }, (_, i) => query(['tutor-profiles', `t${i}`, null], { i }, 3_000 + i));
    const many = trimForSaving(state(list, ...profiles)).queries;
    expect(many.filter((q) => q.queryKey[0] === 'tutor-profiles')).toHaveLength(SAVED_OTHER_QUERIES);
    expect(many.some((q) => q.queryKey[1] === `t${SAVED_OTHER_QUERIES + 4}`)).toBe(true);
    expect(many.some((q) => q.queryKey[1] === 't0')).toBe(false);
  });

  it('keeps the first page of any paged list', () => {
    const search = query(['/api/search/teachers', {}], { pages: [{ items: [1] }, { items: [2] }], pageParams: [null, '/next'] });
    expect(trimForSaving(state(search)).queries[0]!.state.data).toEqual({ pages: [{ items: [1] }], pageParams: [null] });
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
    const text = serializeSavedCopy(owner, state(me, list), 42)!;
    expect(text).not.toContain('token-of-rohan');

    const saved = parseSavedCopy(text, owner);
    expect(saved?.savedAt).toBe(42);
    expect(saved?.state.queries.map((q) => q.queryKey)).toEqual([['/api/auth/me'], ['conversations']]);
    expect(parseSavedCopy(text, tokenTag('token-of-priya-0123456789'))).toBeNull();
    expect(parseSavedCopy('{not json', owner)).toBeNull();
    expect(parseSavedCopy(JSON.stringify({ version: 3, owner, savedAt: 1, state: { queries: [] } }), owner)).toBeNull();
    expect(parseSavedCopy(null, owner)).toBeNull();
  });

  it('drops saved entries that are never saved (an older version or a forged copy)', () => {
    const owner = tokenTag('t');
    const forged = JSON.stringify({ version: 2, owner, savedAt: 1, state: { mutations: [], queries: [list, query(['/api/admin/stats'], 1), { junk: true }] } });
    expect(parseSavedCopy(forged, owner)?.state.queries.map((q) => q.queryKey)).toEqual([['conversations']]);
    expect(parseSavedCopy(JSON.stringify({ version: 1, owner, savedAt: 1, state: { mutations: [], queries: [list] } }), owner)).toBeNull();
  });

  it("grows across page loads: this load's answers over the stored copy, the newer load of a query winning", () => {
    const owner = tokenTag('token-of-rohan-0123456789');
    const settingsPage = state(me, query(['requests', 'sent'], ['old'], 1_000), query(['/api/reviews', 'mine'], ['r'], 1_500));
    const stored = parseSavedCopy(serializeSavedCopy(owner, settingsPage, 2_000), owner);
    const homePage = state(query(['/api/auth/me'], { user: { id: 'me' } }, 3_000), query(['requests', 'sent'], ['new'], 3_000), list);
    const saved = parseSavedCopy(serializeSavedCopy(owner, homePage, 4_000, stored), owner)!;
    expect(saved.savedAt).toBe(4_000);
    const byKey = new Map(saved.state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
    expect(byKey.get('["requests","sent"]')).toEqual(['new']);
    expect(byKey.get('["/api/reviews","mine"]')).toEqual(['r']);
    expect(byKey.has('["conversations"]')).toBe(true);

    // An older answer never replaces a newer one; another session's copy is never merged.
    expect(mergeSaved(homePage, state(query(['requests', 'sent'], ['older'], 500))).queries.find((q) => q.queryKey[0] === 'requests')!.state.data).toEqual(['new']);
    const foreign = { ...stored!, owner: tokenTag('token-of-priya-0123456789') };
    const alone = parseSavedCopy(serializeSavedCopy(owner, homePage, 4_000, foreign), owner)!;
    expect(alone.state.queries.some((q) => q.queryKey[0] === '/api/reviews')).toBe(false);
  });

  it('saves nothing while only the session answer is loaded', () => {
    expect(serializeSavedCopy(tokenTag('t'), state(me))).toBeNull();
  });
});
