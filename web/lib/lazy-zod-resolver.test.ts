import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { LoginBodySchema } from '../../contract/auth.ts';
import type { RetryDeps } from './lazy-with-retry.ts';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const noRetry: RetryDeps = {
  retries: 0,
  delayMs: 0,
  wait: async () => undefined,
  isNewVersion: async () => false,
  reloadOnce: () => false,
};

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ email: string; password: string }>;

describe('lazyZodResolver', () => {
  it('loads the schema once, on the first validation, and validates with its messages', async () => {
    const load = vi.fn(async () => LoginBodySchema);
    const resolver = lazyZodResolver(load, noRetry);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: 'not-an-email', password: '' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Invalid email address');
    expect(bad.errors.password?.message).toMatch(/password/i);

    const good = await resolver({ email: ' Priya@Example.com ', password: 'secret' }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({ password: 'secret' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the download on preload, once however often the form is touched', async () => {
    const load = vi.fn(async () => LoginBodySchema);
    const resolver = lazyZodResolver(load, noRetry);
    resolver.preloadProps.onFocus();
    resolver.preloadProps.onPointerDown();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'a@b.co', password: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the server validate when the code cannot load, and tries again at the next validation', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/auth-x.js');
      return LoginBodySchema;
    });
    const resolver = lazyZodResolver(load, noRetry);

    const offline = await resolver({ email: 'typed', password: '' }, undefined, options);
    expect(offline).toEqual({ values: { email: 'typed', password: '' }, errors: {} });

    online = true;
    const again = await resolver({ email: 'typed', password: '' }, undefined, options);
    expect(again.errors.email?.message).toBe('Invalid email address');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
