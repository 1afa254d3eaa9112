import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reviews, teacherProfiles, users } from '../../db/schema/index.ts';

/** One call answers this many reviews at most (GET /api/reviews and /api/reviews/{userId} are not paged). */
export const REVIEW_LIST_LIMIT = 100;

const reviewColumns = {
  id: reviews.id,
  teacherId: reviews.teacherId,
  studentId: reviews.studentId,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  studentFirstName: users.firstName,
  studentLastName: users.lastName,
  studentImage: users.profileImage,
};

export function createReviewsRepository(db: Executor) {
  return {
    async listForTeacher(teacherId: string, limit = REVIEW_LIST_LIMIT) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.studentId))
        .where(eq(reviews.teacherId, teacherId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async listByStudent(studentId: string, limit = REVIEW_LIST_LIMIT) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.studentId))
        .where(eq(reviews.studentId, studentId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
    },

    async findOne(teacherId: string, studentId: string, tx: Executor = db) {
      const [row] = await tx
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.studentId))
        .where(and(eq(reviews.teacherId, teacherId), eq(reviews.studentId, studentId)))
        .limit(1);
      return row;
    },

    /** One review per student and teacher: a second post edits it. */
    async upsert(values: { teacherId: string; studentId: string; rating: number; comment: string | null }, tx: Executor = db) {
      await tx
        .insert(reviews)
        .values(values)
        .onConflictDoUpdate({
          target: [reviews.teacherId, reviews.studentId],
          set: { rating: values.rating, comment: values.comment, updatedAt: sql`now()` },
        });
    },

    /** The teacher's rating and count, derived from the reviews in the same transaction. */
    async refreshTeacherRating(teacherId: string, tx: Executor = db) {
      const [row] = await tx
        .update(teacherProfiles)
        .set({
          ratingAverage: sql`(select round(avg(r.rating)::numeric, 2) from reviews r where r.teacher_id = ${teacherId})`,
          reviewCount: sql`(select count(*)::int from reviews r where r.teacher_id = ${teacherId})`,
        })
        .where(eq(teacherProfiles.userId, teacherId))
        .returning({ rating: teacherProfiles.ratingAverage, reviewCount: teacherProfiles.reviewCount });
      return row!;
    },

    async hasAcceptedConnection(a: string, b: string) {
      const result = await db.execute(sql`select exists (select 1 from connection_requests cr where cr.status = 'accepted' and (
        (cr.from_user_id = ${a} and cr.to_user_id = ${b}) or (cr.from_user_id = ${b} and cr.to_user_id = ${a}))) as ok`);
      return Boolean((result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
    },

    async findUser(id: string) {
      const [row] = await db.select({ id: users.id, userType: users.userType, bannedAt: users.bannedAt }).from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
  };
}
export type ReviewRowWithStudent = Awaited<ReturnType<ReturnType<typeof createReviewsRepository>['listForTeacher']>>[number];
