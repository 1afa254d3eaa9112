import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS } from '../app/early-requests.ts';
import { apiRequest, TimeoutError } from './api-client.ts';
import { EARLY_RESPONSE_MAX_AGE_MS, type EarlyResponses } from './early-responses.ts';

const TOKEN = 'a-session-token-long-enough';

/** The boot script's answers (web/build/landing-boot.js), as a page would hold them. */
function bootAnswered(responses: Record<string, Promise<Response>>, token = TOKEN, at = Date.now()) {
  const early: EarlyResponses = { token, at, responses };
  vi.stubGlobal('window', { __tutorhoodEarly: early });
  return early;
}

function stubFetch(body = '{"from":"app"}') {
  const fetchMock = vi.fn(async () => new Response(body, { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early responses (the landing page asked for the first screen data before the app code arrived)', () => {
  it("the app's first GET of a path takes the boot script's answer instead of asking again; the next one asks", async () => {
    const fetchMock = stubFetch();
    bootAnswered({ '/api/me/counters': Promise.resolve(new Response('{"from":"boot"}')) });
    await expect(apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN })).resolves.toEqual({ from: 'boot' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN })).resolves.toEqual({ from: 'app' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not taken with another token, after its time, or by a request that is not a GET', async () => {
    const fetchMock = stubFetch();
    const answer = () => Promise.resolve(new Response('{"from":"boot"}'));
    bootAnswered({ '/api/me/counters': answer() }, 'another-accounts-token-long-enough');
    await expect(apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN })).resolves.toEqual({ from: 'app' });
    bootAnswered({ '/api/me/counters': answer() }, TOKEN, Date.now() - EARLY_RESPONSE_MAX_AGE_MS - 1);
    await expect(apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN })).resolves.toEqual({ from: 'app' });
    bootAnswered({ '/api/me/counters': answer() });
    await expect(apiRequest('POST', '/api/me/counters', undefined, { token: TOKEN })).resolves.toEqual({ from: 'app' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("keeps the app's conventions: an error answer is an ApiError, a late one times out, a cancelled one rejects", async () => {
    stubFetch();
    bootAnswered({ '/api/auth/me': Promise.resolve(new Response('{"message":"Invalid token"}', { status: 401 })) });
    await expect(apiRequest('GET', '/api/auth/me', undefined, { token: TOKEN })).rejects.toMatchObject({ status: 401 });

    vi.useFakeTimers();
    bootAnswered({ '/api/me/counters': new Promise<Response>(() => {}) });
    const late = apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN, timeoutMs: 8_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await late).toBeInstanceOf(TimeoutError);

    bootAnswered({ '/api/me/counters': new Promise<Response>(() => {}) });
    const caller = new AbortController();
    const cancelled = apiRequest('GET', '/api/me/counters', undefined, { token: TOKEN, signal: caller.signal }).catch((e: unknown) => e);
    caller.abort(new Error('query cancelled'));
    expect(await cancelled).toMatchObject({ message: 'query cancelled' });
  });

  it("asks for exactly the paths the first screen's query functions request (the boot script's list stays in step)", async () => {
    const { meQueryOptions } = await import('./me-query.ts');
    const { homeNearbyQueryOptions } = await import('../features/nearby/api/get-home-nearby.ts');
    const { sentRequestsQueryOptions } = await import('../features/requests/api/get-sent-requests.ts');
    const { receivedRequestsQueryOptions } = await import('../features/requests/api/get-received-requests.ts');
    const { countersQueryOptions } = await import('../features/requests/api/get-counters.ts');
    const { notificationsQueryOptions } = await import('../features/notifications/api/get-notifications.ts');
    const { unreadNotificationsQueryOptions } = await import('../features/notifications/api/get-unread-notifications.ts');
    const { HOME_NEARBY_LIMIT } = await import('../app/home-data.ts');
    const fetchMock = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    const options = [
      meQueryOptions(),
      homeNearbyQueryOptions(HOME_NEARBY_LIMIT),
      sentRequestsQueryOptions(),
      receivedRequestsQueryOptions(),
      countersQueryOptions(),
      notificationsQueryOptions(),
      unreadNotificationsQueryOptions(),
    ];
    for (const query of options) await client.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]).catch(() => undefined);
    const requested = fetchMock.mock.calls.map((call) => String((call as unknown as [string])[0]));
    expect(requested).toEqual(EARLY_REQUESTS.map((request) => request.path));
  });
});
