import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LESSON_MODES, LESSON_OUTCOMES, LESSON_SIDES, LESSON_STATUSES } from '../../../contract/lessons.ts';
import { children } from './families.ts';
import { users } from './users.ts';

export const lessonStatusEnum = pgEnum('lesson_status', LESSON_STATUSES);
export const lessonModeEnum = pgEnum('lesson_mode', LESSON_MODES);
export const lessonSideEnum = pgEnum('lesson_side', LESSON_SIDES);
export const lessonOutcomeEnum = pgEnum('lesson_outcome', LESSON_OUTCOMES);

/** A teacher's booking settings (one row once they saved any): lengths offered, free first lesson, link, address. */
export const teacherAvailabilitySettings = pgTable(
  'teacher_availability_settings',
  {
    teacherId: uuid('teacher_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonLengths: smallint('lesson_lengths').array().notNull().default(sql`'{60}'::smallint[]`),
    firstLessonFree: boolean('first_lesson_free').notNull().default(true),
    meetingLink: text('meeting_link'),
    teachingAddress: text('teaching_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
);
export type TeacherAvailabilitySettingsRow = typeof teacherAvailabilitySettings.$inferSelect;

/** Weekly availability: on ISO weekday `weekday`, from `start_minute` to `end_minute` (IST wall clock), these modes. */
export const availabilityRanges = pgTable(
  'availability_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    modes: lessonModeEnum('modes').array().notNull(),
  },
  (t) => [
    index('availability_ranges_teacher_idx').on(t.teacherId, t.weekday),
    check('availability_ranges_weekday', sql`${t.weekday} between 1 and 7`),
    check('availability_ranges_minutes', sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute}`),
  ],
);
export type AvailabilityRangeRow = typeof availabilityRanges.$inferSelect;

/** A whole day (in India) the teacher is not available. */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('availability_exceptions_teacher_day_unique').on(t.teacherId, t.day)],
);
export type AvailabilityExceptionRow = typeof availabilityExceptions.$inferSelect;

/**
 * A lesson between a teacher and a family: booked by a student, or by a parent for a child. Requested, proposed and
 * accepted lessons of one teacher never overlap: migration 0024 adds an exclusion constraint (btree_gist) on
 * (teacher_id, tstzrange(starts_at, ends_at)) for those statuses, which holds across instances.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The student or parent who booked (the family side's account). */
    bookedById: uuid('booked_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The child a parent booked for. */
    childId: uuid('child_id').references(() => children.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: lessonModeEnum('mode').notNull(),
    status: lessonStatusEnum('status').notNull().default('requested'),
    awaiting: lessonSideEnum('awaiting'),
    isFreeDemo: boolean('is_free_demo').notNull().default(false),
    note: text('note'),
    /** A lesson at the student's home: the address the family gave. */
    address: text('address'),
    reason: text('reason'),
    cancelledBy: lessonSideEnum('cancelled_by'),
    teacherOutcome: lessonOutcomeEnum('teacher_outcome'),
    familyOutcome: lessonOutcomeEnum('family_outcome'),
    /** iCalendar SEQUENCE: incremented at every change of time or status. */
    sequence: integer('sequence').notNull().default(0),
    /** Set in the same transaction as the reminder's notifications; cleared when the lesson moves. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lessons_teacher_starts_idx').on(t.teacherId, t.startsAt),
    index('lessons_booked_by_starts_idx').on(t.bookedById, t.startsAt),
    index('lessons_child_starts_idx').on(t.childId, t.startsAt),
    index('lessons_reminder_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'accepted' and ${t.reminderSentAt} is null`),
    check('lessons_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
export type LessonRow = typeof lessons.$inferSelect;

/** A user's private calendar feed: only the SHA-256 of the URL's token is kept; revoking deletes the row. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
