import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * teacher_profiles.student_count (the teacher dashboard's "Students") is derived, never sent by clients: the number
 * of distinct students with an accepted connection to the teacher. Recounted from connection_requests for the given
 * users (ids that are not teachers match no profile row), so it stays right however often it runs.
 */
export async function refreshStudentCount(db: Executor, userIds: string[]) {
  if (!userIds.length) return;
  await db.execute(sql`
    update teacher_profiles tp set student_count = (
      select count(distinct s.id)::int from connection_requests cr
      join users s on s.id = case when cr.from_user_id = tp.user_id then cr.to_user_id else cr.from_user_id end
      where cr.status = 'accepted' and (cr.from_user_id = tp.user_id or cr.to_user_id = tp.user_id) and s.user_type = 'student')
    where tp.user_id in (${sql.join(userIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
}
