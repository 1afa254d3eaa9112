import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface PlatformCounts {
  verifiedTeachers: number;
  studentAccounts: number;
  childrenWithoutLogin: number;
  parents: number;
  reviewCount: number;
  reviewAverage: number | null;
  answered: number;
  accepted: number;
  medianReplySeconds: number | null;
}

/** The platform's figures, counted by the database in one round trip (contract/stats.ts defines each). */
export async function countPlatform(db: Executor): Promise<PlatformCounts> {
  const [row] = rowsOf<Record<keyof PlatformCounts, number | string | null>>(
    await db.execute(sql`
    select
      (select count(*)::int from users where user_type = 'teacher' and is_verified and banned_at is null) as "verifiedTeachers",
      (select count(*)::int from users where user_type = 'student' and banned_at is null) as "studentAccounts",
      (select count(*)::int from children where student_user_id is null) as "childrenWithoutLogin",
      (select count(*)::int from users where user_type = 'parent' and banned_at is null) as "parents",
      (select count(*)::int from reviews) as "reviewCount",
      (select avg(rating)::float8 from reviews) as "reviewAverage",
      answered.total as "answered",
      answered.accepted as "accepted",
      answered.median as "medianReplySeconds"
    from (
      select
        count(*)::int as total,
        (count(*) filter (where status = 'accepted'))::int as accepted,
        (percentile_cont(0.5) within group (order by extract(epoch from responded_at - created_at)))::float8 as median
      from connection_requests
      where status <> 'pending' and responded_at is not null
    ) answered`),
  );
  const number = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    verifiedTeachers: number(row!.verifiedTeachers) ?? 0,
    studentAccounts: number(row!.studentAccounts) ?? 0,
    childrenWithoutLogin: number(row!.childrenWithoutLogin) ?? 0,
    parents: number(row!.parents) ?? 0,
    reviewCount: number(row!.reviewCount) ?? 0,
    reviewAverage: number(row!.reviewAverage),
    answered: number(row!.answered) ?? 0,
    accepted: number(row!.accepted) ?? 0,
    medianReplySeconds: number(row!.medianReplySeconds),
  };
}
