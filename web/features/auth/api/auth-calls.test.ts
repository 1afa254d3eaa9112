import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminLogin } from '../../admin/api/admin-login.ts';
import { TimeoutError } from '../../../lib/api-client.ts';
import { getMe } from '../../../lib/me-query.ts';
import { login } from './login.ts';
import { register } from './register.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A server that never answers; the request ends only when its signal aborts. */
function hangingFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted'))))),
  );
}

async function timesOutAfter(call: () => Promise<unknown>, ms: number) {
  vi.useFakeTimers();
  hangingFetch();
  let settled: unknown = 'pending';
  void call().then(
    (value) => (settled = value),
    (error: unknown) => (settled = error),
  );
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled, `still waiting at ${ms - 1} ms`).toBe('pending');
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBeInstanceOf(TimeoutError);
  return settled as TimeoutError;
}

const student = {
  userType: 'student' as const, firstName: 'Riya', lastName: undefined, email: 'riya@example.in', password: 'secret123',
  mobile: '9876543210', class: 'Class 10' as const, schoolName: 'DPS',
};

describe('timeouts of the auth calls (spec §7, §9)', () => {
  it('gives login 8 s', async () => {
    const error = await timesOutAfter(() => login({ email: 'a@b.in', password: 'secret123' }), 8_000);
    expect(error.message).toBe('Request timed out - please check your connection and try again');
  });

  it('gives registration 10 s', async () => {
    await timesOutAfter(() => register(student), 10_000);
  });

  it('gives admin login 8 s', async () => {
    await timesOutAfter(() => adminLogin({ email: 'a@b.in', password: 'x' }), 8_000);
  });

  it('gives other calls the default 15 s, with the read wording for data loads', async () => {
    const error = await timesOutAfter(() => getMe({ token: 'a-token-of-some-length' }), 15_000);
    expect(error.message).toBe('Request timed out - please check your internet connection and try again');
  });
});

describe('sign-in responses (spec §4)', () => {
  it("raises 'No token received' when a successful login or registration carries no token", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"user":{}}', { status: 200 })));
    await expect(login({ email: 'a@b.in', password: 'secret123' })).rejects.toThrow('No token received');
    await expect(register(student)).rejects.toThrow('No token received');
  });

  it('sends no stale bearer token with a sign-in', async () => {
    const fetchMock = vi.fn(async () => new Response('{"token":"t0123456789abc","user":{}}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await login({ email: 'a@b.in', password: 'secret123' });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });
});
