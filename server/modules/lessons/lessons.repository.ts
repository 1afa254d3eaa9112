import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LessonOutcome, LessonSide, LessonStatus } from '../../../contract/lessons.ts';
import type { Executor } from '../../db/client.ts';
import { children, lessons, teacherAvailabilitySettings, teacherProfiles, userLocations, users, type LessonRow } from '../../db/schema/index.ts';
import { lessonListCandidateIds, type LessonListScope } from './lesson-list.sql.ts';
import { lessonVisibleTo } from './lesson-visibility.sql.ts';

/** The statuses that hold their time (the exclusion constraint covers exactly these). */
export const HELD_STATUSES = ['requested', 'proposed', 'accepted'] as const satisfies LessonStatus[];

const teacher = alias(users, 'lesson_teacher');
const booker = alias(users, 'lesson_booker');
const teacherLocation = alias(userLocations, 'lesson_teacher_location');
const bookerLocation = alias(userLocations, 'lesson_booker_location');

const person = (u: typeof teacher | typeof booker) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImage: u.profileImage,
  userType: u.userType,
});

function selectLessons(db: Executor, where: SQL | undefined) {
  return db
    .select({
      ...getTableColumns(lessons),
      teacher: person(teacher),
      teacherPublicId: teacherProfiles.publicId,
      booker: person(booker),
      child: { id: children.id, firstName: children.firstName, class: children.class, guardianId: children.guardianId, studentUserId: children.studentUserId },
      meetingLink: teacherAvailabilitySettings.meetingLink,
      teachingAddress: teacherAvailabilitySettings.teachingAddress,
      teacherArea: { locality: teacherLocation.locality, city: teacherLocation.city },
      familyArea: { locality: bookerLocation.locality, city: bookerLocation.city },
      familyReviewed: sql<boolean>`exists (select 1 from reviews r where r.teacher_id = ${lessons.teacherId} and r.student_id = ${lessons.bookedById})`.mapWith(Boolean),
    })
    .from(lessons)
    .innerJoin(teacher, eq(teacher.id, lessons.teacherId))
    .innerJoin(booker, eq(booker.id, lessons.bookedById))
    .leftJoin(teacherProfiles, eq(teacherProfiles.userId, lessons.teacherId))
    .leftJoin(children, eq(children.id, lessons.childId))
    .leftJoin(teacherAvailabilitySettings, eq(teacherAvailabilitySettings.teacherId, lessons.teacherId))
    .leftJoin(teacherLocation, eq(teacherLocation.userId, lessons.teacherId))
    .leftJoin(bookerLocation, eq(bookerLocation.userId, lessons.bookedById))
    .where(where);
}
/** A lesson with everything its DTO needs; `presentLesson` decides what of it a viewer gets. */
export type LessonRecord = Awaited<ReturnType<typeof selectLessons>>[number];

export type LessonChange = Partial<
  Pick<LessonRow, 'status' | 'awaiting' | 'startsAt' | 'endsAt' | 'reason' | 'cancelledBy' | 'reminderSentAt'>
>;

export function createLessonsRepository(db: Executor) {
  return {
    async findById(id: string): Promise<LessonRecord | undefined> {
      const [row] = await selectLessons(db, eq(lessons.id, id)).limit(1);
      return row;
    },

    /** The lesson if `viewerId` may see it (lessonVisibleTo), else undefined. */
    async findVisible(viewerId: string, id: string): Promise<LessonRecord | undefined> {
      const [row] = await selectLessons(db, and(eq(lessons.id, id), lessonVisibleTo(viewerId))).limit(1);
      return row;
    },

    /**
     * Upcoming (not yet ended) soonest first, or past newest first, after the cursor's (start, id). The rows come from
     * lessonListCandidateIds (each way of seeing a lesson on its own index, about a page each); lessonVisibleTo, the
     * scope and the cursor stay the rule the page is filtered by. `= any(array(…))` makes the candidates a list read
     * first and looked up by primary key: as `in (…)` the planner may instead filter every lesson and probe the list.
     */
    async list(viewerId: string, options: LessonListScope) {
      const upcoming = options.scope === 'upcoming';
      const { after } = options;
      const afterCursor = after
        ? upcoming
          ? or(gt(lessons.startsAt, after.startsAt), and(eq(lessons.startsAt, after.startsAt), gt(lessons.id, after.id)))
          : or(lt(lessons.startsAt, after.startsAt), and(eq(lessons.startsAt, after.startsAt), lt(lessons.id, after.id)))
        : undefined;
      return selectLessons(
        db,
        and(
          sql`${lessons.id} = any(array(select candidate.id from ${lessonListCandidateIds(viewerId, options)} candidate))`,
          lessonVisibleTo(viewerId),
          upcoming ? gt(lessons.endsAt, options.now) : lte(lessons.endsAt, options.now),
          afterCursor,
        ),
      )
        .orderBy(...(upcoming ? [asc(lessons.startsAt), asc(lessons.id)] : [desc(lessons.startsAt), desc(lessons.id)]))
        .limit(options.limit);
    },

    /** The teacher's lessons holding time that overlap [from, to): one read for a whole slot window. */
    async heldBetween(teacherId: string, from: Date, to: Date, exceptLessonId?: string) {
      return db
        .select({ startsAt: lessons.startsAt, endsAt: lessons.endsAt })
        .from(lessons)
        .where(
          and(
            eq(lessons.teacherId, teacherId),
            inArray(lessons.status, HELD_STATUSES),
            lt(lessons.startsAt, to),
            gt(lessons.endsAt, from),
            exceptLessonId ? ne(lessons.id, exceptLessonId) : undefined,
          ),
        );
    },

    /** Whether this family (the child, or the student themselves) already has a lesson with the teacher that stands. */
    async familyHasLesson(teacherId: string, family: { childId: string } | { studentId: string }): Promise<boolean> {
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .where(
          and(
            eq(lessons.teacherId, teacherId),
            inArray(lessons.status, HELD_STATUSES),
            'childId' in family ? eq(lessons.childId, family.childId) : and(eq(lessons.bookedById, family.studentId), isNull(lessons.childId)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Throws SQLSTATE 23P01 when the time overlaps another held lesson of the teacher (lessons_teacher_no_overlap). */
    async insert(values: typeof lessons.$inferInsert) {
      const [row] = await db.insert(lessons).values(values).returning({ id: lessons.id });
      return row!;
    },

    /**
     * Applies a change only if the lesson is still at `sequence` (what the caller decided on): of two concurrent
     * changes one wins, the other updates nothing. Bumps the sequence. May throw 23P01 when the time moves.
     */
    async change(id: string, sequence: number, values: LessonChange): Promise<boolean> {
      const rows = await db
        .update(lessons)
        .set({ ...values, sequence: sql`${lessons.sequence} + 1`, updatedAt: sql`now()` })
        .where(and(eq(lessons.id, id), eq(lessons.sequence, sequence)))
        .returning({ id: lessons.id });
      return rows.length > 0;
    },

    /** Records one side's outcome once: false when that side had already said. */
    async recordOutcome(id: string, side: LessonSide, outcome: LessonOutcome): Promise<boolean> {
      const column = side === 'teacher' ? lessons.teacherOutcome : lessons.familyOutcome;
      const rows = await db
        .update(lessons)
        .set({ [side === 'teacher' ? 'teacherOutcome' : 'familyOutcome']: outcome, updatedAt: sql`now()` })
        .where(and(eq(lessons.id, id), isNull(column)))
        .returning({ id: lessons.id });
      return rows.length > 0;
    },

    /** Everyone who sees the lesson: the teacher, the booker, the child's guardian and own login, the booker's guardian. */
    async viewerIds(record: Pick<LessonRecord, 'teacherId' | 'bookedById' | 'child'>): Promise<string[]> {
      const guardians = await db.select({ guardianId: children.guardianId }).from(children).where(eq(children.studentUserId, record.bookedById));
      const ids = [record.teacherId, record.bookedById, record.child?.guardianId, record.child?.studentUserId, ...guardians.map((g) => g.guardianId)];
      return [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
    },
  };
}
export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
