import { describe, expect, it, vi } from 'vitest';
import { createOutboxStore, findOutboxItem, outboxReducer, queuedItems, type OutboxItem } from './outbox.ts';

const item = (clientId: string, toUserId = 'u1', overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  clientId,
  toUserId,
  content: clientId,
  attachment: null,
  file: null,
  previewUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'sending',
  error: null,
  ...overrides,
});

describe('outboxReducer', () => {
  it('adds each clientId once, per partner', () => {
    let state = outboxReducer({}, { type: 'add', item: item('a') });
    state = outboxReducer(state, { type: 'add', item: item('a') });
    state = outboxReducer(state, { type: 'add', item: item('b', 'u2') });
    expect(state.u1).toHaveLength(1);
    expect(state.u2).toHaveLength(1);
  });

  it('updates and removes by clientId, dropping empty partners', () => {
    let state = outboxReducer({}, { type: 'add', item: item('a') });
    state = outboxReducer(state, { type: 'update', clientId: 'a', patch: { status: 'failed', error: 'x' } });
    expect(findOutboxItem(state, 'a')).toMatchObject({ status: 'failed', error: 'x' });
    expect(queuedItems(state)).toEqual([]);
    state = outboxReducer(state, { type: 'update', clientId: 'a', patch: { status: 'queued', error: null } });
    expect(queuedItems(state).map((i) => i.clientId)).toEqual(['a']);
    state = outboxReducer(state, { type: 'remove', clientId: 'a' });
    expect(state).toEqual({});
  });

  it('leaves the state alone for unknown ids', () => {
    const state = outboxReducer({}, { type: 'add', item: item('a') });
    expect(outboxReducer(state, { type: 'remove', clientId: 'zzz' })).toBe(state);
  });
});

describe('createOutboxStore', () => {
  it('notifies listeners on changes only', () => {
    const store = createOutboxStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'add', item: item('a') });
    store.dispatch({ type: 'remove', clientId: 'missing' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'remove', clientId: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
