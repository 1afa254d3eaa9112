import { sql } from 'drizzle-orm';
import type { AdminUserLessons } from '../../../contract/lessons.ts';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notFound } from '../../lib/app-error.ts';

export const ADMIN_RECENT_LESSONS = 10;

type Counts = AdminUserLessons['counts'];
type RecentRow = Omit<AdminUserLessons['recent'][number], 'startsAt'> & { startsAt: Date | string };

/**
 * A user's lessons for the admin's user detail: counts (upcoming: requested, proposed or accepted and not yet over;
 * happened: either side said so; cancelled: cancelled or declined; total) and the last 10 by start, newest first,
 * as the teacher or the account that booked.
 */
export function createUserLessons({ db }: { db: Database }) {
  return async function userLessons(userId: string, now = new Date()): Promise<AdminUserLessons> {
    const exists = rowsOf<{ id: string }>(await db.execute(sql`select id from users where id = ${userId}`));
    if (!exists.length) throw notFound('User');
    const mine = sql`(l.teacher_id = ${userId} or l.booked_by_id = ${userId})`;
    const [counts] = rowsOf<Counts>(
      await db.execute(sql`
        select
          count(*) filter (where l.status in ('requested', 'proposed', 'accepted') and l.ends_at > ${now.toISOString()})::int as "upcoming",
          count(*) filter (where l.teacher_outcome = 'happened' or l.family_outcome = 'happened')::int as "happened",
          count(*) filter (where l.status in ('cancelled', 'declined'))::int as "cancelled",
          count(*)::int as "total"
        from lessons l where ${mine}`),
    );
    const recent = rowsOf<RecentRow>(
      await db.execute(sql`
        select l.id, l.status, l.starts_at as "startsAt", (extract(epoch from l.ends_at - l.starts_at) / 60)::int as "lengthMinutes",
          l.mode, concat_ws(' ', t.first_name, t.last_name) as "teacherName",
          concat_ws(' ', b.first_name, b.last_name) || coalesce(' (' || c.first_name || ')', '') as "familyName",
          l.teacher_outcome as "teacherOutcome", l.family_outcome as "familyOutcome"
        from lessons l
        join users t on t.id = l.teacher_id
        join users b on b.id = l.booked_by_id
        left join children c on c.id = l.child_id
        where ${mine}
        order by l.starts_at desc, l.id
        limit ${ADMIN_RECENT_LESSONS}`),
    );
    return { counts: counts!, recent: recent.map((row) => ({ ...row, startsAt: new Date(row.startsAt).toISOString() })) };
  };
}
