import { sql } from 'drizzle-orm';
import type { AdminStats } from '../../../contract/admin.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** The dashboard's numbers, counted by the database in one round trip (never from a page of a list). */
export async function countAdminStats(db: Executor): Promise<AdminStats> {
  const [stats] = rowsOf<AdminStats>(
    await db.execute(sql`
    select
      (select count(*)::int from users where user_type <> 'admin') as "totalUsers",
      (select count(*)::int from users where user_type = 'student') as "students",
      (select count(*)::int from users where user_type = 'teacher') as "teachers",
      (select count(*)::int from messages) as "totalMessages",
      (select count(*)::int from kyc_submissions where status = 'under_review') as "pendingKyc",
      (select count(*)::int from reports where resolved_at is null) as "openReports",
      (select count(*)::int from users where banned_at is not null) as "bannedUsers",
      (select count(*)::int from support_messages where status = 'open') as "openSupportMessages",
      (select count(*)::int from (
        select distinct least(from_user_id, to_user_id), greatest(from_user_id, to_user_id) from messages
      ) pairs) as "conversations"`),
  );
  return stats!;
}
