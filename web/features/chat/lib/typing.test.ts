import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingEmitter, createTypingIndicator, typingUserOf } from './typing.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTypingEmitter', () => {
  it('starts on input and stops after 1 s without input', () => {
    const onStart = vi.fn();
    const onStop = vi.fn();
    const emitter = createTypingEmitter({ onStart, onStop, idleMs: 1000, repeatMs: 2000, now: () => Date.now() });
    emitter.input();
    vi.advanceTimersByTime(600);
    emitter.input();
    vi.advanceTimersByTime(600);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(emitter.typing).toBe(false);
  });

  it('repeats typing_start while the user keeps typing', () => {
    const onStart = vi.fn();
    const emitter = createTypingEmitter({ onStart, onStop: vi.fn(), idleMs: 1000, repeatMs: 2000, now: () => Date.now() });
    for (let i = 0; i < 10; i++) {
      emitter.input();
      vi.advanceTimersByTime(500);
    }
    expect(onStart).toHaveBeenCalledTimes(3);
  });

  it('stops at once when sent, and only once', () => {
    const onStop = vi.fn();
    const emitter = createTypingEmitter({ onStart: vi.fn(), onStop, idleMs: 1000, repeatMs: 2000 });
    emitter.input();
    emitter.stop();
    emitter.stop();
    vi.advanceTimersByTime(2000);
    expect(onStop).toHaveBeenCalledTimes(1);
  });
});

describe('createTypingIndicator', () => {
  it('shows for 3 s after the last typing event', () => {
    const onChange = vi.fn();
    const indicator = createTypingIndicator(3000, onChange);
    indicator.show();
    vi.advanceTimersByTime(2000);
    indicator.show();
    vi.advanceTimersByTime(2500);
    expect(indicator.visible).toBe(true);
    vi.advanceTimersByTime(500);
    expect(indicator.visible).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('hides at once on a stopped-typing event', () => {
    const indicator = createTypingIndicator(3000, () => {});
    indicator.show();
    indicator.hide();
    expect(indicator.visible).toBe(false);
  });
});

describe('typingUserOf', () => {
  it('prefers fromUserId', () => {
    expect(typingUserOf({ userId: 'a', fromUserId: 'b' })).toBe('b');
    expect(typingUserOf({ userId: 'a' })).toBe('a');
  });
});
