import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FEE_TYPES } from '../../../contract/constants.ts';
import { users } from './users.ts';

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    class: text('class').notNull(),
    schoolName: text('school_name').notNull(),
    preferredSubjects: text('preferred_subjects').array().notNull().default(sql`'{}'::text[]`),
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
  },
  (t) => [index('student_profiles_class_idx').on(t.class)],
);
export type StudentProfileRow = typeof studentProfiles.$inferSelect;

export const kycStatusEnum = pgEnum('kyc_status', ['not_submitted', 'under_review', 'approved', 'rejected']);

export const teacherProfiles = pgTable(
  'teacher_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjects: text('subjects').array().notNull(),
    qualification: text('qualification').notNull(),
    experience: text('experience').notNull(),
    bio: text('bio'),
    /** The fee as the tutor set it: an amount (this column, the spec's monthlyFee) per `feeUnit`. */
    monthlyFee: integer('monthly_fee'),
    feeUnit: text('fee_unit').$type<(typeof FEE_TYPES)[number]>().notNull().default('per_month'),
    /**
     * The stable short id in the public profile's address (`/tutors/{name-slug}-{publicId}`): the name part may
     * change, this never does, so an old address still finds the tutor and redirects to the current one.
     */
    publicId: text('public_id').notNull().default(sql`substr(md5(gen_random_uuid()::text), 1, 10)`),
    headline: text('headline'),
    /** Classes taught (STUDENT_CLASS_OPTIONS). */
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
    /** TUTOR_BOARDS. */
    boards: text('boards').array().notNull().default(sql`'{}'::text[]`),
    /** TEACHING_MODES. */
    teachingModes: text('teaching_modes').array().notNull().default(sql`'{}'::text[]`),
    /** TEACHING_LANGUAGES. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** When KYC was approved (the public profile's "Verified since"); null while not approved. */
    kycApprovedAt: timestamp('kyc_approved_at', { withTimezone: true }),
    /** Derived from reviews by the reviews service, in the same transaction; never written by clients. */
    ratingAverage: numeric('rating_average', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    studentCount: integer('student_count').notNull().default(0),
    kycStatus: kycStatusEnum('kyc_status').notNull().default('not_submitted'),
    kycRejectionReason: text('kyc_rejection_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_profiles_subjects_gin').using('gin', t.subjects),
    // The public tutor search's best-match and rating orders walk this instead of sorting every tutor (migration 0021).
    index('teacher_profiles_rating_idx').on(sql`${t.ratingAverage} desc nulls last`, t.userId),
    uniqueIndex('teacher_profiles_public_id_unique').on(t.publicId),
    check('teacher_profiles_fee_unit_known', sql`${t.feeUnit} in ('per_hour', 'per_day', 'per_month', 'per_subject')`),
    check('teacher_profiles_rating_range', sql`${t.ratingAverage} is null or (${t.ratingAverage} between 1 and 5)`),
  ],
);
export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;
