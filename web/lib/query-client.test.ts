import { describe, expect, it } from 'vitest';
import { meQueryOptions } from './me-query.ts';
import { ApiError, NetworkError, TimeoutError } from './api-client.ts';
import { queryClient } from './query-client.ts';

const apiError = (status: number) => new ApiError(status, `${status}: {}`, null);
type RetryFn = (failureCount: number, error: unknown) => boolean;
type DelayFn = (attempt: number, error: unknown) => number;

describe('query-client defaults (spec §7)', () => {
  const { queries, mutations } = queryClient.getDefaultOptions();

  it('keeps data fresh 5 minutes, unused 10 minutes, with no timer or focus refetch', () => {
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchInterval: false, refetchOnWindowFocus: false });
  });

  it('retries queries up to 2 times, doubling from 1 s to at most 30 s, never on 401 or Unauthorized', () => {
    const retry = queries!.retry as RetryFn;
    expect([0, 1, 2].map((n) => retry(n, new NetworkError('x')))).toEqual([true, true, false]);
    expect(retry(0, apiError(401))).toBe(false);
    expect(retry(0, new Error('Unauthorized'))).toBe(false);
    expect(retry(0, apiError(500))).toBe(true);
    const delay = queries!.retryDelay as DelayFn;
    expect([0, 1, 2, 10].map((n) => delay(n, null))).toEqual([1_000, 2_000, 4_000, 30_000]);
  });

  it('retries a failed mutation once after 1 s (not a 4xx answer, which would only repeat, nor a network failure, which would wait offline)', () => {
    const retry = mutations!.retry as RetryFn;
    expect(retry(0, apiError(500))).toBe(true);
    expect(retry(0, new TimeoutError('x'))).toBe(true);
    expect(retry(1, apiError(500))).toBe(false);
    expect(retry(0, apiError(400))).toBe(false);
    expect(retry(0, new NetworkError('x'))).toBe(false);
    expect(mutations!.retryDelay).toBe(1_000);
  });

  it('gives me its own: fresh 30 s, kept 2 minutes, one retry after 500 ms, none on 401 or 403', () => {
    const me = meQueryOptions();
    expect(me).toMatchObject({ staleTime: 30_000, gcTime: 120_000, retryDelay: 500 });
    const retry = me.retry as RetryFn;
    expect(retry(0, new NetworkError('x'))).toBe(true);
    expect(retry(1, new NetworkError('x'))).toBe(false);
    expect(retry(0, apiError(401))).toBe(false);
    expect(retry(0, apiError(403))).toBe(false);
  });
});
