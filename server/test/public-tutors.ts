import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tutorSlug } from '../../contract/tutor-profiles.ts';
import type { Database } from '../db/client.ts';
import { reviews, teacherProfiles } from '../db/schema/index.ts';
import { createVerifiedTeacher, saveLocation } from './factories.ts';

/** Indiranagar, Bengaluru. */
export const INDIRANAGAR = { latitude: 12.97194, longitude: 77.64115 };

/** The profile fields a teacher fills in, as a tutor who filled them all. */
export const FULL_PROFILE = {
  headline: 'CBSE maths and physics for classes 8 to 12',
  classes: ['Class 8', 'Class 9', 'Class 10'],
  boards: ['CBSE', 'ICSE'],
  teachingModes: ['student_home', 'online'],
  languages: ['English', 'Hindi'],
  monthlyFee: 4500,
  feeUnit: 'per_month' as const,
};

/**
 * A KYC-approved teacher with a complete public profile and a saved location in Indiranagar; `slug` is the canonical
 * one. `profile` overrides teacher_profiles columns, `user` the registration body.
 */
export async function createPublicTutor(
  app: FastifyInstance,
  db: Database,
  options: { user?: Record<string, unknown>; profile?: Partial<typeof teacherProfiles.$inferInsert>; location?: Record<string, unknown> | null } = {},
) {
  const teacher = await createVerifiedTeacher(app, db, { firstName: 'Ananya', lastName: 'Iyer', ...options.user });
  const [row] = await db
    .update(teacherProfiles)
    .set({ ...FULL_PROFILE, ...options.profile })
    .where(eq(teacherProfiles.userId, teacher.user.id))
    .returning({ publicId: teacherProfiles.publicId });
  if (options.location !== null) {
    await saveLocation(app, teacher.token, {
      ...INDIRANAGAR,
      accuracy: 10,
      fullAddress: '12 Tutor Lane, HAL 2nd Stage, Indiranagar, Bengaluru 560038',
      street: '12 Tutor Lane',
      locality: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560038',
      ...options.location,
    });
  }
  const publicId = row!.publicId;
  return { ...teacher, publicId, slug: tutorSlug(teacher.user.firstName, teacher.user.lastName, publicId) };
}

/** A review written straight into the table (the reviews API needs an accepted connection), at `createdAt`. */
export async function insertReview(
  db: Database,
  values: { teacherId: string; studentId: string; rating: number; comment?: string | null; createdAt?: Date | string },
) {
  const { createdAt, ...rest } = values;
  const [row] = await db
    .insert(reviews)
    .values({ comment: null, ...rest, ...(createdAt ? { createdAt: sql`${typeof createdAt === 'string' ? createdAt : createdAt.toISOString()}::timestamptz` } : {}) })
    .returning({ id: reviews.id });
  return row!.id;
}

/** The teacher's rating and count recomputed from the reviews table, as the reviews service does after a review. */
export async function refreshRating(db: Database, teacherId: string) {
  await db
    .update(teacherProfiles)
    .set({
      ratingAverage: sql`(select round(avg(r.rating)::numeric, 2) from reviews r where r.teacher_id = ${teacherId})`,
      reviewCount: sql`(select count(*)::int from reviews r where r.teacher_id = ${teacherId})`,
    })
    .where(eq(teacherProfiles.userId, teacherId));
}

/** The public id the database gave a teacher's profile (any teacher: verified or not). */
export async function publicIdOf(db: Database, teacherId: string) {
  const [row] = await db.select({ publicId: teacherProfiles.publicId }).from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));
  return row!.publicId;
}
