import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/messages.ts';
import { BLOCKED_BY_ME, BLOCKED_BY_THEM, TEACHER_FIRST_MESSAGE, decideMessaging, decidePairing, type PairFacts } from './messaging.policy.ts';

const student = { id: 's', userType: 'student' as const, isVerified: false };
const teacher = { id: 't', userType: 'teacher' as const, isVerified: true };
const unverifiedTeacher = { ...teacher, isVerified: false };
const none: PairFacts = { block: null, connected: false, receiverWroteFirst: false, receiverHasRequirement: false };

describe('messaging policy', () => {
  it('lets a student write to any teacher', () => {
    expect(decideMessaging(student, teacher, none)).toEqual({ allowed: true });
  });

  it('lets a teacher write to a student only after the student wrote, connected or posted a requirement', () => {
    expect(decideMessaging(teacher, student, none)).toEqual({ allowed: false, reason: TEACHER_FIRST_MESSAGE });
    expect(decideMessaging(teacher, student, { ...none, receiverWroteFirst: true }).allowed).toBe(true);
    expect(decideMessaging(teacher, student, { ...none, connected: true }).allowed).toBe(true);
    expect(decideMessaging(teacher, student, { ...none, receiverHasRequirement: true }).allowed).toBe(true);
  });

  it('lets an unverified teacher only reply: after the student wrote or connected, never on a requirement alone', () => {
    const refused = { allowed: false, reason: MESSAGES.TEACHER_NOT_VERIFIED, code: 'TEACHER_NOT_VERIFIED' };
    expect(decideMessaging(unverifiedTeacher, student, none)).toEqual(refused);
    expect(decideMessaging(unverifiedTeacher, student, { ...none, receiverHasRequirement: true })).toEqual(refused);
    expect(decideMessaging(unverifiedTeacher, { id: 'p', userType: 'parent' }, { ...none, receiverHasRequirement: true })).toEqual(refused);
    expect(decideMessaging(unverifiedTeacher, student, { ...none, receiverWroteFirst: true }).allowed).toBe(true);
    expect(decideMessaging(unverifiedTeacher, student, { ...none, connected: true }).allowed).toBe(true);
    expect(decideMessaging(student, { ...unverifiedTeacher }, none).allowed).toBe(true);
  });

  it('refuses the same type, oneself and admins', () => {
    expect(decideMessaging(student, { id: 's2', userType: 'student' }, none).allowed).toBe(false);
    expect(decideMessaging(teacher, { id: 't2', userType: 'teacher' }, { ...none, connected: true }).allowed).toBe(false);
    expect(decideMessaging(student, student, none).allowed).toBe(false);
    expect(decideMessaging(student, { id: 'a', userType: 'admin' }, none).allowed).toBe(false);
  });

  it('refuses both ways after a block, whatever else holds', () => {
    const all = { connected: true, receiverWroteFirst: true, receiverHasRequirement: true };
    expect(decideMessaging(student, teacher, { ...all, block: 'me' })).toEqual({ allowed: false, reason: BLOCKED_BY_ME });
    expect(decideMessaging(teacher, student, { ...all, block: 'them' })).toEqual({ allowed: false, reason: BLOCKED_BY_THEM });
    expect(decidePairing(student, teacher, 'them')).toEqual({ allowed: false, reason: BLOCKED_BY_THEM });
    expect(decidePairing(teacher, student, null)).toEqual({ allowed: true });
  });
});
