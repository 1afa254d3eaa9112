import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    monthlyFee: integer('monthly_fee'),
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
    check('teacher_profiles_rating_range', sql`${t.ratingAverage} is null or (${t.ratingAverage} between 1 and 5)`),
  ],
);
export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;
