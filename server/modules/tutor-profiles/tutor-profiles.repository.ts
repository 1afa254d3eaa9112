import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import { microsecondTime } from '../../db/cursor-time.ts';
import type { Executor } from '../../db/client.ts';
import { reviews, teacherProfiles, userLocations, users } from '../../db/schema/index.ts';

/**
 * Who is public: a teacher whose KYC an admin approved (users.is_verified), not banned. A deleted account
 * has no row. Students and parents never are.
 */
export const isPublicTutorSql: SQL = sql`${users.userType} = 'teacher' and ${users.isVerified} and ${users.bannedAt} is null`;

const profileColumns = {
  id: users.id,
  userType: users.userType,
  isVerified: users.isVerified,
  bannedAt: users.bannedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImage: users.profileImage,
  memberSince: users.createdAt,
  publicId: teacherProfiles.publicId,
  headline: teacherProfiles.headline,
  bio: teacherProfiles.bio,
  subjects: teacherProfiles.subjects,
  classes: teacherProfiles.classes,
  boards: teacherProfiles.boards,
  teachingModes: teacherProfiles.teachingModes,
  languages: teacherProfiles.languages,
  monthlyFee: teacherProfiles.monthlyFee,
  feeUnit: teacherProfiles.feeUnit,
  experience: teacherProfiles.experience,
  qualification: teacherProfiles.qualification,
  kycApprovedAt: teacherProfiles.kycApprovedAt,
  rating: teacherProfiles.ratingAverage,
  reviewCount: teacherProfiles.reviewCount,
  studentCount: teacherProfiles.studentCount,
  profileUpdatedAt: sql<Date>`greatest(${teacherProfiles.updatedAt}, ${users.updatedAt})`.mapWith(users.updatedAt),
  // The approximate area and the point the privacy cell is taken from; never the street, address or PIN code.
  locality: userLocations.locality,
  city: userLocations.city,
  state: userLocations.state,
  latitude: userLocations.latitude,
  longitude: userLocations.longitude,
};

const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  cursorTime: microsecondTime(reviews.createdAt),
  reviewerType: users.userType,
};

export function createTutorProfilesRepository(db: Executor) {
  return {
    /**
     * The teacher holding this public id, public or not (the policy decides), with their approximate area and typical
     * response time: the median hours from a request to their answer, over requests to them answered in the last 90
     * days, null below `minAnswers` of them (connection_requests_to_idx: only this teacher's answered requests).
     */
    async findByPublicId(publicId: string, minAnswers: number) {
      const [row] = await db
        .select({
          ...profileColumns,
          responseHours: sql<number | string | null>`(
            select percentile_cont(0.5) within group (order by extract(epoch from (cr.responded_at - cr.created_at))) / 3600
            from connection_requests cr
            where cr.to_user_id = ${teacherProfiles.userId} and cr.status in ('accepted', 'rejected')
              and cr.responded_at is not null and cr.responded_at >= now() - interval '90 days'
            having count(*) >= ${minAnswers})`,
        })
        .from(teacherProfiles)
        .innerJoin(users, eq(users.id, teacherProfiles.userId))
        .leftJoin(userLocations, eq(userLocations.userId, teacherProfiles.userId))
        .where(eq(teacherProfiles.publicId, publicId))
        .limit(1);
      return row;
    },

    /** A signed-in viewer's own saved point (for distances when they give none). */
    async savedPoint(userId: string) {
      const [row] = await db
        .select({ latitude: userLocations.latitude, longitude: userLocations.longitude })
        .from(userLocations)
        .where(eq(userLocations.userId, userId))
        .limit(1);
      return row;
    },

    /**
     * A page of the teacher's written reviews, newest first on (created_at, id) after the cursor (reviews_teacher_created_idx),
     * `limit + 1` rows so the caller knows whether another page follows. Like the teacher's own list, a banned
     * reviewer's review stays (it counts in the rating too); a deleted reviewer's went with their account.
     */
    async reviewsPage(teacherId: string, after: { t: string; id: string } | undefined, limit: number) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.studentId))
        .where(
          and(
            eq(reviews.teacherId, teacherId),
            after
              ? or(lt(reviews.createdAt, sql`${after.t}::timestamptz`), and(eq(reviews.createdAt, sql`${after.t}::timestamptz`), lt(reviews.id, after.id)))
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit + 1);
    },

    /** Public tutors' names, public ids and last changes, in public-id order, strictly between `after` and `before` (the sitemap). */
    async sitemapBatch(range: { after?: string; before?: string }, limit: number) {
      return db
        .select({
          publicId: teacherProfiles.publicId,
          firstName: users.firstName,
          lastName: users.lastName,
          updatedAt: sql<Date>`greatest(${teacherProfiles.updatedAt}, ${users.updatedAt})`.mapWith(users.updatedAt),
        })
        .from(teacherProfiles)
        .innerJoin(users, eq(users.id, teacherProfiles.userId))
        .where(
          and(
            isPublicTutorSql,
            range.after === undefined ? undefined : sql`${teacherProfiles.publicId} > ${range.after}`,
            range.before === undefined ? undefined : sql`${teacherProfiles.publicId} < ${range.before}`,
          ),
        )
        .orderBy(teacherProfiles.publicId)
        .limit(limit);
    },

    async countPublicTutors() {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(teacherProfiles)
        .innerJoin(users, eq(users.id, teacherProfiles.userId))
        .where(isPublicTutorSql);
      return Number(row?.count ?? 0);
    },
  };
}
export type TutorProfilesRepository = ReturnType<typeof createTutorProfilesRepository>;
export type TutorProfileRow = NonNullable<Awaited<ReturnType<TutorProfilesRepository['findByPublicId']>>>;
export type PublicReviewRow = Awaited<ReturnType<TutorProfilesRepository['reviewsPage']>>[number];
