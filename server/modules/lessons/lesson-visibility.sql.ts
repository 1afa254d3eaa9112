import { sql, type SQL } from 'drizzle-orm';

/**
 * Who may see a lesson (its list entry, its detail, its calendar entry): the teacher, the account that booked it, a
 * parent for their child (booked by the parent, or by the child's own linked login) and the child's own linked login
 * for a lesson a parent booked for them. Everyone else: as if it did not exist. `lesson` is the SQL alias of the
 * lessons table in the calling query.
 */
export function lessonVisibleTo(userId: string, lesson: SQL = sql.raw('lessons')): SQL {
  return sql`(
    ${lesson}.teacher_id = ${userId}
    or ${lesson}.booked_by_id = ${userId}
    or exists (
      select 1 from children c
      where c.id = ${lesson}.child_id and (c.guardian_id = ${userId} or c.student_user_id = ${userId})
    )
    or exists (select 1 from children c where c.student_user_id = ${lesson}.booked_by_id and c.guardian_id = ${userId})
  )`;
}
