import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const token = vi.hoisted(() => ({ value: 'a-session-token-long-enough' as string | null }));
vi.mock('../lib/auth-token.ts', () => ({ getToken: () => token.value, useToken: () => token.value }));
const note = vi.hoisted(() => ({ value: null as { located: boolean } | null }));
vi.mock('../lib/signed-in-preview.ts', () => ({ rememberedHomePreview: () => note.value }));

const { HOME_NEARBY_LIMIT, prefetchSignedInData } = await import('./home-data.ts');
const { ALL_NOTIFICATIONS_QUERY_KEY, UNREAD_NOTIFICATIONS_QUERY_KEY } = await import('../features/notifications/api/notifications-keys.ts');
const { RECEIVED_REQUESTS_QUERY_KEY, SENT_REQUESTS_QUERY_KEY } = await import('../features/requests/api/requests-keys.ts');
/** The header bell's list and the warning banner's unread notices: asked for on every signed-in screen. */
const NOTICES = [ALL_NOTIFICATIONS_QUERY_KEY, UNREAD_NOTIFICATIONS_QUERY_KEY];
/** The home's cards: the nearby list and the two request lists their Send Request buttons read. */
const CARDS = [['/api/nearby-users', { limit: HOME_NEARBY_LIMIT }], SENT_REQUESTS_QUERY_KEY, RECEIVED_REQUESTS_QUERY_KEY];

/** The query keys asked for, with the session answering `verified` for the user's location. */
async function keysAskedFor(path: string, verified = true) {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
  const fetch = vi.spyOn(client, 'fetchQuery').mockResolvedValue({ user: { isLocationVerified: verified } });
  await prefetchSignedInData(client, path);
  return [...fetch.mock.calls, ...prefetch.mock.calls].map(([options]) => options.queryKey);
}

describe('prefetchSignedInData (the home data starts with the shell code, not after it)', () => {
  beforeEach(() => {
    token.value = 'a-session-token-long-enough';
    note.value = null;
  });

  it('asks for the session, the counters, the notifications, the home nearby list (the panel size) and the request lists on the home screen', async () => {
    expect(await keysAskedFor('/')).toEqual([['/api/auth/me'], ...CARDS, ['counters'], ...NOTICES]);
  });

  it('skips the nearby and request lists when the location is not verified (the panel is not shown) or on another screen', async () => {
    expect(await keysAskedFor('/', false)).toEqual([['/api/auth/me'], ['counters'], ...NOTICES]);
    expect(await keysAskedFor('/messages')).toEqual([['/api/auth/me'], ['counters'], ...NOTICES]);
  });

  it('starts each request in a timer task of its own, the session first (one task holding them all was a long task)', async () => {
    note.value = { located: true };
    // Which timer callback is running: each request records the one it started in.
    let task = 0;
    const realSetTimeout = globalThis.setTimeout;
    const countingSetTimeout = (callback: () => void, ms?: number) =>
      realSetTimeout(() => {
        task++;
        callback();
      }, ms);
    vi.stubGlobal('setTimeout', countingSetTimeout);
    try {
      const client = new QueryClient();
      const startedIn: [string, number][] = [];
      const record = (options: { queryKey: readonly unknown[] }) => void startedIn.push([JSON.stringify(options.queryKey), task]);
      vi.spyOn(client, 'prefetchQuery').mockImplementation(async (options) => record(options));
      vi.spyOn(client, 'fetchQuery').mockImplementation(async (options) => {
        record(options);
        return { user: { isLocationVerified: true } };
      });
      await prefetchSignedInData(client, '/');
      expect(startedIn).toHaveLength(7);
      expect(startedIn[0]![0]).toBe('["/api/auth/me"]');
      const tasks = startedIn.map(([, inTask]) => inTask);
      expect(tasks.every((inTask) => inTask > 0)).toBe(true); // none inside the caller's task
      expect(new Set(tasks).size).toBe(7);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for nothing signed out', async () => {
    token.value = null;
    expect(await keysAskedFor('/')).toEqual([]);
  });

  it('asks for the home lists together with the session when the last visit noted a located user (no waterfall)', async () => {
    note.value = { located: true };
    const client = new QueryClient();
    const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    vi.spyOn(client, 'fetchQuery').mockReturnValue(new Promise(() => {})); // the session never answers
    void prefetchSignedInData(client, '/');
    for (let turn = 0; turn < 8; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch.mock.calls.map(([options]) => options.queryKey)).toEqual([...CARDS, ['counters'], ...NOTICES]);
  });

  it('waits for the session when the note says the user is not located', async () => {
    note.value = { located: false };
    expect(await keysAskedFor('/', false)).toEqual([['/api/auth/me'], ['counters'], ...NOTICES]);
  });
});
