import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * users.search_text feeds the trigram index behind free-text search. It is rebuilt from the profile tables here,
 * after registration, profile edits and bulk loads, so every writer stays consistent.
 */
export async function refreshSearchText(db: Executor, userId?: string) {
  const onlyUser = userId ? sql`and u.id = ${userId}` : sql``;
  await db.execute(sql`
    update users u set search_text = lower(concat_ws(' ', u.first_name, u.last_name,
      array_to_string(tp.subjects, ' '), tp.qualification, tp.experience, tp.bio, tp.headline,
      array_to_string(tp.classes, ' '), array_to_string(tp.boards, ' '), array_to_string(tp.languages, ' ')))
    from teacher_profiles tp where tp.user_id = u.id ${onlyUser}`);
  await db.execute(sql`
    update users u set search_text = lower(concat_ws(' ', u.first_name, u.last_name,
      sp.class, sp.school_name, array_to_string(sp.preferred_subjects, ' ')))
    from student_profiles sp where sp.user_id = u.id ${onlyUser}`);
}
