import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS_QUERY_KEY } from '../../requests/api/requests-keys.ts';
import { ME_QUERY_KEY } from '../../../lib/me-query.ts';

const stored = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('../../../lib/auth-token.ts', () => ({ setToken: (token: string) => (stored.token = token) }));
vi.mock('../../../i18n/index.ts', async (original) => ({ ...(await original<object>()), adoptAccountLanguage: async () => undefined }));

const { startSession } = await import('./session.ts');

afterEach(() => vi.unstubAllGlobals());

const me = { user: { id: 'b', firstName: 'Arjun', language: null }, profile: null };

describe('startSession', () => {
  it("drops what the cache still held from an earlier session: another account's counters never show", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(me), { status: 200, headers: { 'content-type': 'application/json' } })));
    const client = new QueryClient();
    client.setQueryData(COUNTERS_QUERY_KEY, { unreadMessages: 7, pendingRequests: 3 });
    client.setQueryData(['/api/notifications', 'all'], [{ id: 'n1' }]);

    await startSession(client, 'token-of-account-b');

    expect(client.getQueryData(COUNTERS_QUERY_KEY)).toBeUndefined();
    expect(client.getQueryCache().getAll().map((query) => query.queryKey)).toEqual([ME_QUERY_KEY]);
    expect(client.getQueryData(ME_QUERY_KEY)).toEqual(me);
    expect(stored.token).toBe('token-of-account-b');
  });
});
