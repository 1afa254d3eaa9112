import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  apiRequestPage,
  errorMessage,
  getQueryFn,
  isAuthFailure,
  NetworkError,
  parseNextLink,
  resolveUrl,
  TimeoutError,
} from './api-client.ts';
import { isUsableToken } from './auth-token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function stubFetch(impl: (url: string, init: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(impl);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('client conventions (spec §7)', () => {
  it('prefixes a slash to relative paths only', () => {
    expect(resolveUrl('api/auth/me')).toBe('/api/auth/me');
    expect(resolveUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(resolveUrl('https://example.in/x')).toBe('https://example.in/x');
  });

  it('sends JSON with credentials and the bearer token', async () => {
    const fetchMock = stubFetch(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(apiRequest('POST', 'api/x', { a: 1 }, { token: 'abcdefghijklmnop' })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer abcdefghijklmnop');
  });

  it('turns a non-OK response into "status: body" carrying the server error', async () => {
    const body = '{"code":"INVALID_CREDENTIALS","message":"Invalid credentials"}';
    stubFetch(async () => new Response(body, { status: 401, statusText: 'Unauthorized' }));
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${body}`);
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect(errorMessage(error, 'fallback')).toBe('Invalid credentials');
    expect(isAuthFailure(error)).toBe(true);
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(async () => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');
  });

  it('times out with the spec message', async () => {
    vi.useFakeTimers();
    stubFetch((_url, init) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))));
    const pending = apiRequest('GET', '/api/slow', undefined, { timeoutMs: 8_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(8_000);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timed out - please check your connection and try again');
  });

  it('reports a network failure with the spec message, and the app counts as offline until the server answers', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Unable to connect to server - please check your internet connection');
    expect(onlineManager.isOnline()).toBe(false);

    fetchMock.mockImplementation(async () => new Response('{"status":"ok"}', { status: 200 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/health', { cache: 'no-store' });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('default query function GETs the joined key and can turn a 401 into null', async () => {
    const fetchMock = stubFetch(async () => new Response('{"code":"UNAUTHENTICATED","message":"x"}', { status: 401 }));
    const queryFn = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await queryFn({ queryKey: ['/api/user', 'requests', 'sent'], signal: new AbortController().signal } as never);
    expect(result).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/requests/sent');
  });
});

describe('stored token acceptance (spec §4)', () => {
  it('accepts only non-empty tokens longer than 10 characters that are not null/undefined text', () => {
    for (const bad of [null, '', 'null', 'undefined', '0123456789']) expect(isUsableToken(bad)).toBe(false);
    expect(isUsableToken('01234567890')).toBe(true);
  });
});

describe('paged lists (Link header)', () => {
  it('reads the rel="next" link and still returns the body', async () => {
    stubFetch(async () => new Response('[1,2]', { status: 200, headers: { Link: '</api/nearby/users?radius=5&cursor=abc>; rel="next"' } }));
    await expect(apiRequestPage('GET', '/api/nearby/users?radius=5')).resolves.toEqual({
      data: [1, 2],
      nextUrl: '/api/nearby/users?radius=5&cursor=abc',
    });
  });

  it('finds next among several links and ignores other relations', () => {
    expect(parseNextLink('</a?page=1>; rel="prev", </a?page=3>; rel="next"')).toBe('/a?page=3');
    expect(parseNextLink('</a?page=1>; rel="prev"')).toBeNull();
    expect(parseNextLink('</a?page=3>; rel=next')).toBe('/a?page=3');
    expect(parseNextLink(null)).toBeNull();
  });
});
