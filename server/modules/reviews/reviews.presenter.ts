import type { Review } from '../../../contract/reviews.ts';
import type { ReviewRowWithStudent } from './reviews.repository.ts';

/** A reviewer is shown by first name and last initial: enough to be real, little to find a minor by. */
export function presentReview(row: ReviewRowWithStudent): Review {
  const initial = row.studentLastName?.trim().charAt(0);
  return {
    id: row.id,
    teacherId: row.teacherId,
    fromUserId: row.studentId,
    fromUserName: initial ? `${row.studentFirstName} ${initial.toUpperCase()}.` : row.studentFirstName,
    fromUserImage: row.studentImage,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
