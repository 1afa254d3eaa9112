import { describe, expect, it } from 'vitest';
import { createAccountCache } from './account.cache.ts';

const enabledCache = (ttlMs = 1000, maxEntries = 10) => {
  const cache = createAccountCache<string>({ ttlMs, maxEntries });
  cache.setEnabled(true);
  return cache;
};

describe('account cache', () => {
  it('keeps nothing while nobody hears the database changes', () => {
    const cache = createAccountCache<string>({ ttlMs: 1000, maxEntries: 10 });
    cache.set('u1', 'answer', cache.begin());
    expect(cache.get('u1')).toBeUndefined();
  });

  it('returns what was stored until the user changes', () => {
    const cache = enabledCache();
    cache.set('u1', 'answer', cache.begin());
    expect(cache.get('u1')).toBe('answer');
    cache.invalidateUser('u1');
    expect(cache.get('u1')).toBeUndefined();
  });

  it('does not store a read that started before a change', () => {
    const cache = enabledCache();
    const startedAt = cache.begin();
    cache.invalidateUser('u2');
    cache.set('u1', 'old answer', startedAt);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('forgets an entry after the TTL and empties when listening stops', () => {
    const cache = enabledCache(1000);
    cache.set('u1', 'answer', cache.begin());
    expect(cache.get('u1', Date.now() + 2000)).toBeUndefined();
    cache.set('u1', 'answer', cache.begin());
    cache.setEnabled(false);
    expect(cache.get('u1')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = enabledCache(1000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(id, id, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe('c');
  });
});
