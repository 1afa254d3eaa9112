import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_teacher_student_unique').on(t.teacherId, t.studentId),
    index('reviews_teacher_created_idx').on(t.teacherId, t.createdAt),
    index('reviews_student_idx').on(t.studentId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/** POST /api/profile/{id}/like */
export const profileLikes = pgTable(
  'profile_likes',
  {
    likerId: uuid('liker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profile_likes_pair_unique').on(t.likerId, t.userId), index('profile_likes_user_idx').on(t.userId)],
);
