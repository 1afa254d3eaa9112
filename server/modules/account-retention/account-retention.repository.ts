import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Language } from '../../../contract/users.ts';

/** An account to tell, or to erase. */
export interface RetentionAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: 'student' | 'teacher' | 'parent' | 'admin';
  isOnline: boolean;
  language: Language | null;
}

/**
 * When the account was last used: its newest session's last use, its last time online, or its creation. Online now
 * counts as now.
 */
const lastUsed = sql`(case when u.is_online then now() else greatest(u.created_at, u.last_seen_at,
  (select max(s.last_used_at) from sessions s where s.user_id = u.id)) end)`;

/**
 * When the account was last seen or made: the key of users_last_seen_or_created_idx, and a bound of `lastUsed` (a
 * session can only make it later, being online makes it now). The walk reads accounts by it, oldest first, and
 * stops once it has enough: it reads the accounts it acts on and the few it passes over (told already, or used through
 * a session without the app open), never the whole table.
 */
const seenOrMade = sql`greatest(u.created_at, u.last_seen_at)`;

const columns = sql`u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.user_type as "userType",
  u.is_online as "isOnline", u.language`;

/** The notice's statement (exported for the test that holds it to its index). */
export const dueNoticeStatement = (inactiveDays: number, limit: number) => sql`select ${columns} from users u
  where u.user_type <> 'admin' and ${seenOrMade} < now() - make_interval(days => ${inactiveDays})
    and ${lastUsed} < now() - make_interval(days => ${inactiveDays})
    and (u.retention_notice_sent_at is null or u.retention_notice_sent_at < ${lastUsed})
  order by ${seenOrMade} limit ${limit}`;

/** Admins are never erased for inactivity: they run the service, and an admin account is made by an operator. */
export function createAccountRetentionRepository(db: Executor) {
  return {
    /** Accounts unused for `inactiveDays` and not told since they were last used, the longest unseen first. */
    async dueNotice(inactiveDays: number, limit: number): Promise<RetentionAccount[]> {
      return rowsOf<RetentionAccount>(await db.execute(dueNoticeStatement(inactiveDays, limit)));
    },

    /** Records the notice, unless another instance has just recorded one (then false: it sent the email too). */
    async markNoticed(id: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update users u set retention_notice_sent_at = now()
          where u.id = ${id} and (u.retention_notice_sent_at is null or u.retention_notice_sent_at < ${lastUsed}) returning u.id`),
      );
      return rows.length > 0;
    },

    /** Accounts told at least `noticeHours` ago and not used since: to erase. */
    async dueErasure(inactiveDays: number, noticeHours: number, limit: number): Promise<RetentionAccount[]> {
      return rowsOf<RetentionAccount>(
        await db.execute(sql`select ${columns} from users u
          where u.retention_notice_sent_at is not null and u.user_type <> 'admin'
            and u.retention_notice_sent_at <= now() - make_interval(hours => ${noticeHours})
            and ${lastUsed} < u.retention_notice_sent_at and ${lastUsed} < now() - make_interval(days => ${inactiveDays})
          order by u.retention_notice_sent_at limit ${limit}`),
      );
    },
  };
}
