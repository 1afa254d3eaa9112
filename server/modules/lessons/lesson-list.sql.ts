import { sql, type SQL } from 'drizzle-orm';
import { LESSON_LENGTHS } from '../../../contract/lessons.ts';

/** The longest lesson the app books: a lesson not yet ended started at most this long ago. */
export const LONGEST_LESSON_MINUTES = Math.max(...LESSON_LENGTHS);

export type LessonListScope = {
  scope: 'upcoming' | 'past';
  now: Date;
  limit: number;
  after?: { startsAt: Date; id: string };
};

/**
 * The ids of the lessons that may fill a page of the viewer's list, one branch per way of seeing a lesson
 * (lessonVisibleTo), each walking its own (person, starts_at) index in the list's order from the cursor and stopping
 * after `limit` rows: the teacher's, the booker's, the lessons of a child the viewer is guardian of or the linked
 * login of, and the lessons a child's linked login booked, for the guardian. The union holds every row of the page;
 * the caller keeps applying lessonVisibleTo, the scope and the cursor and takes the first `limit` of it in order.
 */
export function lessonListCandidateIds(viewerId: string, options: LessonListScope): SQL {
  const upcoming = options.scope === 'upcoming';
  const { after, now, limit } = options;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  const branch = (alias: string, match: SQL) => {
    const l = sql.raw(alias);
    // Upcoming: not yet ended, so started after now minus the longest lesson (the index range starts near now).
    // Past: ended, so started before now.
    const scope = upcoming
      ? sql`${l}.ends_at > ${nowAt} and ${l}.starts_at > ${nowAt} - make_interval(mins => ${LONGEST_LESSON_MINUTES})`
      : sql`${l}.ends_at <= ${nowAt} and ${l}.starts_at < ${nowAt}`;
    // The plain starts_at bound lets the index range begin at the cursor; the row comparison breaks ties by id.
    const afterAt = after && sql`${after.startsAt.toISOString()}::timestamptz`;
    const cursor = after
      ? upcoming
        ? sql`and ${l}.starts_at >= ${afterAt} and (${l}.starts_at, ${l}.id) > (${afterAt}, ${after.id}::uuid)`
        : sql`and ${l}.starts_at <= ${afterAt} and (${l}.starts_at, ${l}.id) < (${afterAt}, ${after.id}::uuid)`
      : sql``;
    const order = upcoming ? sql`${l}.starts_at asc, ${l}.id asc` : sql`${l}.starts_at desc, ${l}.id desc`;
    return sql`(select ${l}.id from lessons ${l} where ${match} and ${scope} ${cursor} order by ${order} limit ${limit})`;
  };
  const ofChild = (childMatch: SQL, lessonMatch: (l: SQL) => SQL) =>
    sql`(select page.id from children c cross join lateral ${branch('l', lessonMatch(sql.raw('l')))} page where ${childMatch})`;
  return sql`(
    ${branch('l', sql`l.teacher_id = ${viewerId}`)}
    union all ${branch('l', sql`l.booked_by_id = ${viewerId}`)}
    union all ${ofChild(sql`c.guardian_id = ${viewerId}`, (l) => sql`${l}.child_id = c.id`)}
    union all ${ofChild(sql`c.student_user_id = ${viewerId}`, (l) => sql`${l}.child_id = c.id`)}
    union all ${ofChild(sql`c.guardian_id = ${viewerId} and c.student_user_id is not null`, (l) => sql`${l}.booked_by_id = c.student_user_id`)}
  )`;
}
