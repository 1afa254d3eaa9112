import { describe, expect, it } from 'vitest';
import { nextConnectionState } from './connection.ts';
import { createPresenceStore, resolvePresence } from './presence.ts';

describe('resolvePresence', () => {
  const fetched = { isOnline: false, lastSeen: '2025-01-01T00:00:00.000Z' };
  it('uses a newer live event, and fetched data newer than the event', () => {
    expect(resolvePresence(fetched, 100, { isOnline: true, lastSeen: null, receivedAt: 200 })).toEqual({
      isOnline: true,
      lastSeen: fetched.lastSeen,
    });
    expect(resolvePresence(fetched, 300, { isOnline: true, lastSeen: null, receivedAt: 200 })).toBe(fetched);
    expect(resolvePresence(fetched, 300, undefined)).toBe(fetched);
  });

  it('keeps events in a store with a new map per change', () => {
    const store = createPresenceStore();
    const before = store.getState();
    store.set('u1', { isOnline: true, lastSeen: null }, 5);
    expect(store.getState()).not.toBe(before);
    expect(store.getState().get('u1')).toEqual({ isOnline: true, lastSeen: null, receivedAt: 5 });
  });
});

describe('nextConnectionState', () => {
  it('reconnects, then gives up, then connects again', () => {
    let state = nextConnectionState('connecting', { type: 'connect' });
    expect(state).toBe('connected');
    state = nextConnectionState(state, { type: 'disconnect', willRetry: true });
    expect(state).toBe('reconnecting');
    state = nextConnectionState(state, { type: 'reconnect_failed' });
    expect(state).toBe('offline');
    state = nextConnectionState(state, { type: 'manual_reconnect' });
    expect(state).toBe('reconnecting');
    expect(nextConnectionState(state, { type: 'connect_error', willRetry: false })).toBe('offline');
  });
});
