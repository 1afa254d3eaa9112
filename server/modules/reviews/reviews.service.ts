import type { CreateReviewBody, Review, SaveReviewResponse } from '../../../contract/reviews.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import type { NotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { presentReview } from './reviews.presenter.ts';
import { isReviewer, mayReview } from './reviews.policy.ts';

export function createReviewsService({ db, delivery }: { db: Database; delivery?: Pick<NotificationDelivery, 'enqueue'> }) {
  const repository = createReviewsRepository(db);

  async function findTeacher(teacherId: string) {
    const teacher = await repository.findUser(teacherId);
    if (!teacher || teacher.userType !== 'teacher' || teacher.bannedAt) throw notFound('Teacher');
    return teacher;
  }

  return {
    /** GET /api/reviews: a teacher's own reviews; a student's or parent's, the reviews they wrote. */
    async listMine(user: SessionUser): Promise<Review[]> {
      const rows = user.userType === 'teacher' ? await repository.listForTeacher(user.id) : await repository.listByStudent(user.id);
      return rows.map(presentReview);
    },

    async listForTeacher(teacherId: string): Promise<Review[]> {
      await findTeacher(teacherId);
      return (await repository.listForTeacher(teacherId)).map(presentReview);
    },

    /**
     * Only a student or parent with an accepted connection (reviews.policy.ts); once per teacher (posting again edits).
     * Rating derived in the same transaction.
     */
    async saveReview(user: SessionUser, body: CreateReviewBody): Promise<SaveReviewResponse> {
      if (!isReviewer(user.userType)) throw new AppError('FORBIDDEN', MESSAGES.ONLY_STUDENTS_REVIEW);
      const reviewed = await findTeacher(body.teacherId);
      if (!mayReview(user, reviewed, await repository.hasAcceptedConnection(user.id, body.teacherId))) {
        throw new AppError('FORBIDDEN', MESSAGES.REVIEW_AFTER_ACCEPTED);
      }
      const { review, teacher } = await db.transaction(async (tx) => {
        await repository.upsert({ teacherId: body.teacherId, studentId: user.id, rating: body.rating, comment: body.comment }, tx);
        // The teacher hears of it by email and push; an edited review coalesces with one not yet sent.
        await delivery?.enqueue(
          {
            userId: body.teacherId,
            event: 'review_received',
            groupKey: user.id,
            payload: { rating: String(body.rating), reviewerRole: user.userType === 'parent' ? 'parent' : 'student' },
          },
          tx,
        );
        const summary = await repository.refreshTeacherRating(body.teacherId, tx);
        return { review: (await repository.findOne(body.teacherId, user.id, tx))!, teacher: summary };
      });
      return { message: 'Review saved', review: presentReview(review), teacher };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
