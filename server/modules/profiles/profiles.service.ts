import type { MeResponse } from '../../../contract/auth.ts';
import type { ProfileLikeResponse, UpdateProfileBody } from '../../../contract/profiles.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { refreshSearchText } from '../search/search-text.repository.ts';
import { createProfilesRepository } from './profiles.repository.ts';

export function createProfilesService({ db, auth }: { db: Database; auth: AuthService }) {
  const repository = createProfilesRepository(db);

  return {
    getProfile: (user: SessionUser): Promise<MeResponse> => auth.me(user.id),

    /** Common fields for everyone; role fields only for that role (others are ignored). One transaction. */
    async updateProfile(user: SessionUser, body: UpdateProfileBody): Promise<MeResponse> {
      await db.transaction(async (tx) => {
        const { firstName, lastName, mobile, language } = body;
        await repository.updateUser(user.id, { firstName, lastName, mobile, language }, tx);
        if (user.userType === 'student') {
          const current = await repository.findStudent(user.id, tx);
          const min = body.budgetMin !== undefined ? body.budgetMin : (current?.budgetMin ?? null);
          const max = body.budgetMax !== undefined ? body.budgetMax : (current?.budgetMax ?? null);
          if (min != null && max != null && min > max) throw budgetRangeError();
          await repository.updateStudent(
            user.id,
            { class: body.class, schoolName: body.schoolName, budgetMin: body.budgetMin, budgetMax: body.budgetMax },
            tx,
          );
        } else if (user.userType === 'teacher') {
          const { subjects, qualification, experience, bio, monthlyFee, feeUnit, headline, classes, boards, teachingModes, languages } = body;
          await repository.updateTeacher(
            user.id,
            { subjects, qualification, experience, bio, monthlyFee, feeUnit, headline, classes, boards, teachingModes, languages },
            tx,
          );
        }
        await refreshSearchText(tx, user.id);
      });
      return auth.me(user.id);
    },

    async likeProfile(viewer: SessionUser, userId: string): Promise<ProfileLikeResponse> {
      if (viewer.id === userId) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_LIKE_OWN_PROFILE);
      const target = await repository.findUser(userId);
      if (!target || target.bannedAt || target.userType === 'admin') throw notFound('User');
      return { liked: true, likeCount: await repository.like(viewer.id, userId) };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;

/** One bound sent that crosses the stored other bound: refused rather than keeping an impossible range. */
const budgetRangeError = () =>
  new AppError('VALIDATION_FAILED', MESSAGES.BUDGET_MIN_ABOVE_MAX, {
    errors: { budgetMin: MESSAGES.BUDGET_MIN_ABOVE_MAX },
  });
