import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../../contract/admin.ts';
import type { Executor } from '../../db/client.ts';
import { countOrEstimate } from '../../db/row-estimates.ts';
import { rowsOf } from '../../db/rows.ts';

type Figures<K extends string> = Record<K, number>;

/**
 * The dashboard's numbers, counted by the database (never from a page of a list). Users and messages are counted
 * exactly while their tables are small and estimated when they are not (row-estimates.ts); the queues are counted.
 */
export async function countAdminStats(db: Executor, { exactBelow }: { exactBelow?: number } = {}): Promise<AdminStats> {
  const exactly = async <K extends string>(statement: ReturnType<typeof sql>) => rowsOf<Figures<K>>(await db.execute(statement))[0]!;
  const people = await countOrEstimate(db, sql`users`, {
    exactBelow,
    exact: () =>
      exactly<'totalUsers' | 'students' | 'teachers'>(sql`
        select (count(*) filter (where user_type <> 'admin'))::int as "totalUsers",
               (count(*) filter (where user_type = 'student'))::int as "students",
               (count(*) filter (where user_type = 'teacher'))::int as "teachers"
          from users`),
    estimates: {
      totalUsers: sql`select 1 from users where user_type <> 'admin'`,
      students: sql`select 1 from users where user_type = 'student'`,
      teachers: sql`select 1 from users where user_type = 'teacher'`,
    },
  });
  const pair = sql`least(from_user_id, to_user_id), greatest(from_user_id, to_user_id)`;
  const talk = await countOrEstimate(db, sql`messages`, {
    exactBelow,
    exact: () =>
      exactly<'totalMessages' | 'conversations'>(sql`
        select (select count(*)::int from messages) as "totalMessages",
               (select count(*)::int from (select distinct ${pair} from messages) pairs) as "conversations"`),
    estimates: {
      totalMessages: sql`select 1 from messages`,
      conversations: sql`select 1 from messages group by ${pair}`,
    },
  });
  const queues = await exactly<'pendingKyc' | 'openReports' | 'bannedUsers' | 'openSupportMessages'>(sql`
    select
      (select count(*)::int from kyc_submissions where status = 'under_review') as "pendingKyc",
      (select count(*)::int from reports where resolved_at is null) as "openReports",
      (select count(*)::int from users where banned_at is not null) as "bannedUsers",
      (select count(*)::int from support_messages where status = 'open') as "openSupportMessages"`);
  const number = <K extends string>(figures: Figures<K>) =>
    Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, Number(value)])) as Figures<K>;
  return {
    ...number(people.figures),
    ...number(talk.figures),
    ...number(queues),
    estimated: [...people.estimated, ...talk.estimated],
  };
}
