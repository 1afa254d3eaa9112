import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../contract/messages.ts';
import { TEACHER_NOT_VERIFIED, WITHHELD_HEADER, type WithheldReason } from '../../../contract/teacher-verification.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Only verified teachers reach students (docs/decisions/017). `users.is_verified` is set only by an
 * approved KYC (kyc-review.service.ts). A teacher without it sees no students or parents in lists and may not start
 * contact with one; replying to a student who wrote first, or answering a request a student sent, stays allowed.
 */
type UserType = 'student' | 'teacher' | 'admin' | 'parent';

/** Students and parents (who act for their children) are the people an unverified teacher may not contact first. */
export const isStudentSide = (userType: UserType) => userType === 'student' || userType === 'parent';

/** Anyone but a teacher reaches whoever their other rules allow; a teacher only once verified. */
export function canTeacherReachStudents(user: { userType: UserType; isVerified: boolean }): boolean {
  return user.userType !== 'teacher' || user.isVerified;
}

/** May `sender` start contact (a request, an offer, a requirement contact, a first message) with `receiver`? */
export function mayStartContact(sender: { userType: UserType; isVerified: boolean }, receiver: { userType: UserType }): boolean {
  return canTeacherReachStudents(sender) || !isStudentSide(receiver.userType);
}

export const teacherNotVerified = () => new AppError('TEACHER_NOT_VERIFIED', MESSAGES.TEACHER_NOT_VERIFIED);

/** Tells a list's reader why its page is empty (see contract/teacher-verification.ts). */
export function markWithheld(reply: FastifyReply, withheld: WithheldReason | undefined) {
  if (withheld) reply.header(WITHHELD_HEADER, withheld);
}

/** The policy with the viewer's verification read from the database (one primary-key probe, teachers only). */
export function createTeacherVerificationGate(db: Executor) {
  async function isVerified(userId: string): Promise<boolean> {
    const [row] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.isVerified ?? false;
  }

  /** Whether `viewer` may see students: no query for anyone but a teacher. */
  async function reachesStudents(viewer: { id: string; userType: UserType }): Promise<boolean> {
    if (viewer.userType !== 'teacher') return true;
    return canTeacherReachStudents({ userType: viewer.userType, isVerified: await isVerified(viewer.id) });
  }

  return {
    reachesStudents,
    /** Undefined when `viewer` may see students; else the reason a list of them is withheld. */
    async withheldFor(viewer: { id: string; userType: UserType }): Promise<WithheldReason | undefined> {
      return (await reachesStudents(viewer)) ? undefined : TEACHER_NOT_VERIFIED;
    },
    /** Throws TEACHER_NOT_VERIFIED (403) when an unverified teacher tries to start contact with a student or parent. */
    async assertMayContact(sender: { id: string; userType: UserType }, receiver: { userType: UserType }) {
      if (!isStudentSide(receiver.userType) || (await reachesStudents(sender))) return;
      throw teacherNotVerified();
    },
  };
}
export type TeacherVerificationGate = ReturnType<typeof createTeacherVerificationGate>;
