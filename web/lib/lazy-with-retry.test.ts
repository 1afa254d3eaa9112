import { describe, expect, it, vi } from 'vitest';
import { buildIdOf, chunkUrlOf, importWithRetry, isChunkLoadError, ScreenLoadError, type RetryDeps } from './lazy-with-retry.ts';

const chunkError = (url = 'http://localhost:3000/assets/find-Ab12.js') => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

function deps(overrides: Partial<RetryDeps> = {}): RetryDeps & { waits: number[] } {
  const waits: number[] = [];
  return {
    retries: 2,
    delayMs: 400,
    wait: async (ms) => {
      waits.push(ms);
    },
    isNewVersion: async () => false,
    reloadOnce: vi.fn(() => true),
    waits,
    ...overrides,
  };
}

/** A loader failing `failures` times, then answering the module. */
function flaky(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= failures) throw chunkError();
    return { default: 'Screen' };
  });
  return load;
}

describe('importWithRetry', () => {
  it('answers at once when the chunk loads', async () => {
    const d = deps();
    await expect(importWithRetry(flaky(0), d)).resolves.toEqual({ default: 'Screen' });
    expect(d.waits).toEqual([]);
  });

  it('tries twice more with a growing pause, and succeeds when the network comes back', async () => {
    const d = deps();
    const load = flaky(2);
    await expect(importWithRetry(load, d)).resolves.toEqual({ default: 'Screen' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(d.waits).toEqual([400, 800]);
    expect(d.reloadOnce).not.toHaveBeenCalled();
  });

  it('retries with a fresh URL of the failed chunk when it can', async () => {
    const reimport = vi.fn(async () => ({ default: 'Fresh' }));
    const d = deps({ reimport });
    await expect(importWithRetry(flaky(5), d)).resolves.toEqual({ default: 'Fresh' });
    expect(reimport).toHaveBeenCalledWith('http://localhost:3000/assets/find-Ab12.js', 1);
  });

  it('offline (the chunk is not gone): gives up with a ScreenLoadError for the panel, no reload', async () => {
    const d = deps();
    const failure = await importWithRetry(flaky(9), d).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScreenLoadError);
    expect((failure as ScreenLoadError).newVersion).toBe(false);
    expect(d.reloadOnce).not.toHaveBeenCalled();
  });

  it('a chunk gone after a deploy reloads the page once and keeps the screen pending meanwhile', async () => {
    const d = deps({ isNewVersion: async () => true });
    let settled = false;
    void importWithRetry(flaky(9), d).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(d.reloadOnce).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
  });

  it('after that one reload, a chunk still missing shows Reload to update instead of reloading again', async () => {
    const d = deps({ isNewVersion: async () => true, reloadOnce: vi.fn(() => false) });
    const failure = await importWithRetry(flaky(9), d).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ScreenLoadError);
    expect((failure as ScreenLoadError).newVersion).toBe(true);
  });

  it('a failing version check counts as "not a new version"', async () => {
    const d = deps({ isNewVersion: () => Promise.reject(new Error('offline')) });
    await expect(importWithRetry(flaky(9), d)).rejects.toBeInstanceOf(ScreenLoadError);
    expect(d.reloadOnce).not.toHaveBeenCalled();
  });
});

describe('chunk errors', () => {
  it('recognises the browsers’ chunk failures and finds the chunk URL', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new ScreenLoadError(false))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(chunkUrlOf(chunkError('https://tutorhood.in/assets/app-shell-x_Y9.js'))).toBe('https://tutorhood.in/assets/app-shell-x_Y9.js');
    expect(chunkUrlOf(new Error('boom'))).toBeNull();
  });

  it('reads the build from index.html', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-pXnXMZH-.js"></script></head>';
    expect(buildIdOf(html)).toBe('/assets/index-pXnXMZH-.js');
    expect(buildIdOf('<html></html>')).toBeNull();
  });
});
