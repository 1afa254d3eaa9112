import type { ErrorCode } from '../../../contract/errors.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { mayStartContact } from './teacher-verification.policy.ts';

/**
 * Who may write to whom (decided in the chat issue; keeps minors safe while letting the marketplace work):
 * - only between a student (or a parent, for a child) and a teacher, never to oneself, never with a block either way;
 * - a student may message any teacher;
 * - a teacher may message a student only if the student wrote to them first, accepted (or sent) a connection with
 *   them, or has posted a requirement; an unverified teacher (teacher-verification.policy.ts) only in the first two
 *   cases, as a reply.
 * Connection requests follow the same pairing and block rules, without the "wrote first" condition.
 */
export type Party = { id: string; userType: 'student' | 'teacher' | 'admin' | 'parent' };

export interface PairFacts {
  block: 'me' | 'them' | null;
  connected: boolean;
  /** The receiver has already written to the sender. */
  receiverWroteFirst: boolean;
  receiverHasRequirement: boolean;
}

/** A refusal's `code` is the AppError code to answer with (FORBIDDEN unless said). */
export type Decision = { allowed: true } | { allowed: false; reason: string; code?: ErrorCode };

const refuse = (reason: string, code?: ErrorCode): Decision => (code ? { allowed: false, reason, code } : { allowed: false, reason });

export const BLOCKED_BY_ME = MESSAGES.BLOCKED_BY_ME;
export const BLOCKED_BY_THEM = MESSAGES.BLOCKED_BY_THEM;

/** A parent acts for a child: toward teachers they are on the student side. */
export const sideOf = (userType: Party['userType']) => (userType === 'parent' ? 'student' : userType);

const SAME_SIDE_REFUSAL = {
  student: MESSAGES.STUDENTS_CONNECT_WITH_TEACHERS,
  parent: MESSAGES.PARENTS_CONNECT_WITH_TEACHERS,
  teacher: MESSAGES.TEACHERS_CONNECT_WITH_STUDENTS,
  admin: MESSAGES.ADMINS_REACHED_THROUGH_SUPPORT,
} as const;

/** Rules shared by messages and requests: the pairing and blocks. */
export function decidePairing(sender: Party, receiver: Party, block: PairFacts['block']): Decision {
  if (sender.id === receiver.id) return refuse(MESSAGES.CANNOT_DO_WITH_YOURSELF);
  if (sender.userType === 'admin' || receiver.userType === 'admin') return refuse(MESSAGES.ADMINS_REACHED_THROUGH_SUPPORT);
  if (sideOf(sender.userType) === sideOf(receiver.userType)) return refuse(SAME_SIDE_REFUSAL[sender.userType]);
  if (block === 'me') return refuse(BLOCKED_BY_ME);
  if (block === 'them') return refuse(BLOCKED_BY_THEM);
  return { allowed: true };
}

export const TEACHER_FIRST_MESSAGE = MESSAGES.TEACHER_MESSAGES_STUDENT_FIRST;

export function decideMessaging(sender: Party & { isVerified: boolean }, receiver: Party, facts: PairFacts): Decision {
  const pairing = decidePairing(sender, receiver, facts.block);
  if (!pairing.allowed) return pairing;
  if (sideOf(sender.userType) === 'student') return { allowed: true };
  if (facts.connected || facts.receiverWroteFirst) return { allowed: true };
  if (!mayStartContact(sender, receiver)) return refuse(MESSAGES.TEACHER_NOT_VERIFIED, 'TEACHER_NOT_VERIFIED');
  if (facts.receiverHasRequirement) return { allowed: true };
  return refuse(TEACHER_FIRST_MESSAGE);
}
