import { describe, expect, it } from 'vitest';
import { createPendingGroups, createRecentPushes, createUnguardedReceivers } from './pending-groups.ts';

const group = { userId: 'u1', channel: 'email', event: 'message', groupKey: 'sender-1' } as const;

describe('pending groups', () => {
  it('hold a queued row until shortly before it falls due, then let the next delivery be queued', () => {
    const pending = createPendingGroups(5_000);
    const now = 1_000_000;
    pending.remember(group, new Date(now + 600_000), now);
    expect(pending.holds(group, now + 1_000)).toBe(true);
    expect(pending.holds({ ...group, channel: 'push' }, now + 1_000)).toBe(false);
    expect(pending.holds({ ...group, groupKey: 'sender-2' }, now + 1_000)).toBe(false);
    expect(pending.holds(group, now + 594_999)).toBe(true);
    // Within the clock margin of its due time another instance may already have claimed it.
    expect(pending.holds(group, now + 595_000)).toBe(false);
    expect(pending.holds(group, now + 1_000)).toBe(false);
  });

  it('do not remember a row due within the margin (it may be claimed at once)', () => {
    const pending = createPendingGroups(5_000);
    pending.remember(group, new Date(2_000), 0);
    expect(pending.holds(group, 1)).toBe(false);
  });
});

describe('recent pushes', () => {
  it("say when a conversation pushed within the minute may be pushed again, and forget it after", () => {
    const recent = createRecentPushes(60_000);
    recent.sent('teacher', 'student-1', 1_000);
    expect(recent.nextAllowed('teacher', 'student-1', 30_000)).toBe(61_000);
    // Another conversation of the same person, or the same sender to someone else: nothing known.
    expect(recent.nextAllowed('teacher', 'student-2', 30_000)).toBeUndefined();
    expect(recent.nextAllowed('other', 'student-1', 30_000)).toBeUndefined();
    expect(recent.nextAllowed('teacher', 'student-1', 61_000)).toBeUndefined();
    // A later push starts a new minute.
    recent.sent('teacher', 'student-1', 70_000);
    expect(recent.nextAllowed('teacher', 'student-1', 70_001)).toBe(130_000);
  });
});

describe('unguarded receivers', () => {
  it('are known for a minute after a message to them, and at once no longer when seen with a guardian', () => {
    const unguarded = createUnguardedReceivers(60_000);
    const now = 1_000_000;
    expect(unguarded.has('u1', now)).toBe(false);
    unguarded.note('u1', false, now);
    expect(unguarded.has('u1', now + 59_999)).toBe(true);
    expect(unguarded.has('u2', now + 1)).toBe(false);
    expect(unguarded.has('u1', now + 60_000)).toBe(false);
    unguarded.note('u1', false, now + 61_000);
    unguarded.note('u1', true, now + 62_000);
    expect(unguarded.has('u1', now + 62_001)).toBe(false);
  });
});
