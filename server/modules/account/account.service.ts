import type { AccountExport, ChangeOwnPasswordBody } from '../../../contract/account.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { deleteAccount } from '../admin-users/account-deletion.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import type { FileStore } from '../uploads/file-store.ts';
import { createAvailabilityRepository } from '../lessons/availability.repository.ts';
import { createAccountExportRepository } from './account-export.repository.ts';
import {
  presentGuardianConsent,
  presentKycSubmission,
  presentLesson,
  presentMessage,
  presentNotification,
  presentRequest,
  presentRequirement,
  presentReview,
  presentSupportMessage,
  presentUpload,
} from './account-export.presenter.ts';

interface Deps {
  db: Database;
  auth: AuthService;
  files: FileStore;
  realtime?: Realtime;
}

/** What a student or teacher does to their own account: password, deletion, a copy of their data. */
export function createAccountService({ db, auth, files, realtime }: Deps) {
  const accounts = createAuthRepository(db);
  const exports = createAccountExportRepository(db);

  return {
    /** The admin's rules and use case: other sessions end, this one stays. */
    changePassword: (current: SessionUser, body: ChangeOwnPasswordBody) => auth.changePassword(current, body),

    /** The password confirms; then the admin's one-transaction deletion, with no audit entry (not an admin action). */
    async deleteOwnAccount(current: SessionUser, password: string) {
      const account = await accounts.findAccount(current.id);
      if (!account) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
      if (!(await verifyPassword(account.user.passwordHash, password))) {
        const message = MESSAGES.PASSWORD_INCORRECT;
        throw new AppError('VALIDATION_FAILED', message, { errors: { password: message } });
      }
      await deleteAccount({ db, files, realtime }, account.user);
      return { message: 'Your account has been deleted' };
    },

    async exportData(userId: string, at = new Date()): Promise<AccountExport> {
      const [account, requirements, requests, messages, written, received, notices, support, uploaded, kyc, consents, taught, availability] = await Promise.all([
        auth.me(userId),
        exports.requirements(userId),
        exports.requests(userId),
        exports.messages(userId),
        exports.reviewsWritten(userId),
        exports.reviewsReceived(userId),
        exports.notifications(userId),
        exports.supportMessages(userId),
        exports.uploads(userId),
        exports.kycSubmissions(userId),
        exports.guardianConsents(userId),
        exports.lessons(userId),
        createAvailabilityRepository(db).load(userId),
      ]);
      return {
        exportedAt: at.toISOString(),
        account,
        requirements: requirements.map(presentRequirement),
        requests: requests.map((row) => presentRequest(userId, row)),
        messages: messages.map((row) => presentMessage(userId, row)),
        reviewsWritten: written.map(presentReview),
        reviewsReceived: received.map(presentReview),
        notifications: notices.map(presentNotification),
        supportMessages: support.map(presentSupportMessage),
        uploads: uploaded.map(presentUpload),
        kycSubmissions: kyc.map(presentKycSubmission),
        guardianConsents: consents.map((row) => presentGuardianConsent(userId, row)),
        lessons: taught.map((row) => presentLesson(userId, row)),
        lessonAvailability:
          availability.saved || availability.ranges.length > 0 || availability.exceptions.length > 0
            ? {
                ranges: availability.ranges,
                exceptions: availability.exceptions.map((e) => ({ date: e.date, ...(e.note ? { note: e.note } : {}) })),
                lessonLengths: availability.lessonLengths,
                firstLessonFree: availability.firstLessonFree,
                meetingLink: availability.meetingLink,
                teachingAddress: availability.teachingAddress,
              }
            : null,
      };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
