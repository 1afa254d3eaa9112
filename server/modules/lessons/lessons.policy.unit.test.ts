import { describe, expect, it } from 'vitest';
import { lessonActions, type LessonRules } from './lessons.policy.ts';

const now = new Date('2026-12-07T06:00:00Z');
const rules: LessonRules = { now, changeCutoffMinutes: 120 };
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const lesson = (overrides: Record<string, unknown> = {}) => ({
  status: 'requested' as const,
  awaiting: 'teacher' as const,
  startsAt: inHours(24),
  endsAt: inHours(25),
  teacherOutcome: null,
  familyOutcome: null,
  familyReviewed: false,
  ...overrides,
});

describe('lessonActions', () => {
  it('lets the awaited side answer and the waiting side withdraw', () => {
    expect(lessonActions(lesson(), 'teacher', rules)).toEqual(['accept', 'decline', 'reschedule']);
    expect(lessonActions(lesson(), 'family', rules)).toEqual(['cancel']);
    const proposed = lesson({ status: 'proposed', awaiting: 'family' });
    expect(lessonActions(proposed, 'family', rules)).toEqual(['accept', 'decline', 'reschedule']);
    expect(lessonActions(proposed, 'teacher', rules)).toEqual(['cancel']);
  });

  it('lets either side move or cancel an accepted lesson until the cut-off, and nothing after until its end', () => {
    const accepted = (startsIn: number) => lesson({ status: 'accepted', awaiting: null, startsAt: inHours(startsIn), endsAt: inHours(startsIn + 1) });
    expect(lessonActions(accepted(3), 'teacher', rules)).toEqual(['reschedule', 'cancel']);
    expect(lessonActions(accepted(3), 'family', rules)).toEqual(['reschedule', 'cancel']);
    expect(lessonActions(accepted(1.5), 'family', rules)).toEqual([]);
    expect(lessonActions(accepted(-0.5), 'family', rules)).toEqual([]);
  });

  it('asks each side for the outcome after the end, then offers the family a review', () => {
    const ended = lesson({ status: 'accepted', awaiting: null, startsAt: inHours(-2), endsAt: inHours(-1) });
    expect(lessonActions(ended, 'teacher', rules)).toEqual(['mark_outcome']);
    expect(lessonActions({ ...ended, familyOutcome: 'happened' }, 'family', rules)).toEqual(['review']);
    expect(lessonActions({ ...ended, familyOutcome: 'happened', familyReviewed: true }, 'family', rules)).toEqual([]);
    expect(lessonActions({ ...ended, familyOutcome: 'not_happened' }, 'family', rules)).toEqual([]);
  });

  it('gives a guardian nothing to do, and a declined or cancelled lesson no actions', () => {
    expect(lessonActions(lesson(), 'guardian', rules)).toEqual([]);
    expect(lessonActions(lesson({ status: 'declined', awaiting: null }), 'family', rules)).toEqual([]);
    expect(lessonActions(lesson({ status: 'cancelled', awaiting: null }), 'teacher', rules)).toEqual([]);
  });
});
