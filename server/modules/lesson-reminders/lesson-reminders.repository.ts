import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lessons } from '../../db/schema/index.ts';

/** An accepted lesson whose reminder is due, locked by the claiming transaction, with everyone to remind. */
export interface DueLessonReminder {
  id: string;
  startsAt: Date;
  teacherId: string;
  teacherName: string;
  bookedById: string;
  /** How the teacher knows the family: the child's first name, else the booker's full name. */
  familyName: string;
  /** The child's own login when a parent booked for a child who has one (they take the lesson). */
  childUserId: string | null;
  /** The guardian of a child's own login that booked the lesson itself. */
  bookerGuardianId: string | null;
}

export function createLessonRemindersRepository() {
  return {
    /**
     * Claims up to `limit` accepted lessons starting within `minutesBefore` from now and not yet reminded. Rows
     * another transaction holds are skipped (FOR UPDATE SKIP LOCKED on lessons only), so instances never share one.
     */
    async claimDue(tx: Executor, minutesBefore: number, limit: number): Promise<DueLessonReminder[]> {
      const rows = rowsOf<DueLessonReminder>(
        await tx.execute(sql`
          select l.id, l.starts_at as "startsAt", l.teacher_id as "teacherId",
            concat_ws(' ', t.first_name, t.last_name) as "teacherName", l.booked_by_id as "bookedById",
            coalesce(c.first_name, concat_ws(' ', b.first_name, b.last_name)) as "familyName",
            nullif(c.student_user_id, l.booked_by_id) as "childUserId",
            (select own.guardian_id from children own where own.student_user_id = l.booked_by_id) as "bookerGuardianId"
          from lessons l
          join users t on t.id = l.teacher_id
          join users b on b.id = l.booked_by_id
          left join children c on c.id = l.child_id
          where l.status = 'accepted' and l.reminder_sent_at is null
            and l.starts_at <= now() + make_interval(mins => ${minutesBefore}) and l.starts_at > now()
          order by l.starts_at
          limit ${limit}
          for update of l skip locked`),
      );
      return rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
    },

    async markSent(tx: Executor, lessonIds: string[]): Promise<void> {
      if (!lessonIds.length) return;
      await tx.update(lessons).set({ reminderSentAt: sql`now()` }).where(inArray(lessons.id, lessonIds));
    },
  };
}
