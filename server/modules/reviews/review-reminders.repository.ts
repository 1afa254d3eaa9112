import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { notifications, type NotificationRow } from '../../db/schema/index.ts';

/** Serialises every instance's reminder batches (any constant shared by them; migrate.ts uses another). */
export const REVIEW_REMINDER_LOCK_ID = 7_284_129;

export interface ConnectionSlice {
  id: string;
  fromUserId: string;
  toUserId: string;
}

/** A reviewer (student or parent) and a teacher they may be reminded to review, with what the notice says. */
export interface DueReminder {
  reviewerId: string;
  teacherId: string;
  firstName: string;
  lastName: string | null;
  isVerified: boolean;
  publicId: string | null;
}

export function createReviewRemindersRepository(db: Executor) {
  return {
    /** The next `limit` accepted connections after `after` (primary-key order: a walk of connection_requests_pkey). */
    async acceptedAfter(after: string | null, limit: number): Promise<ConnectionSlice[]> {
      const result = await db.execute(sql`
        select cr.id, cr.from_user_id, cr.to_user_id from connection_requests cr
         where cr.status = 'accepted' and (${after}::uuid is null or cr.id > ${after}::uuid)
         order by cr.id limit ${limit}`);
      return rowsOf<{ id: string; from_user_id: string; to_user_id: string }>(result).map((r) => ({
        id: r.id,
        fromUserId: r.from_user_id,
        toUserId: r.to_user_id,
      }));
    },

    /** Holds the reminder lock until the caller's transaction ends. */
    async lock(tx: Executor) {
      await tx.execute(sql`select pg_advisory_xact_lock(${REVIEW_REMINDER_LOCK_ID})`);
    },

    /**
     * Of these connected pairs, the ones due a reminder: a student or parent (allowed to contact: a child's login
     * only with a guardian's consent) and a teacher, neither banned nor blocking the other, who have each written at
     * least one message to the other, the first of them at or before `cutoff`, with no review and no reminder yet.
     * Every test is a probe of an index of the pair: messages_pair_created_idx (from, to, created_at) four times,
     * reviews_teacher_student_unique, blocks_pair_unique, and notifications_user_created_idx for the reviewer's own
     * notifications (filtered by kind and params->>'teacherId').
     */
    async due(pairs: ConnectionSlice[], cutoff: Date, tx: Executor = db): Promise<DueReminder[]> {
      if (!pairs.length) return [];
      const from = pairs.map((p) => p.fromUserId);
      const to = pairs.map((p) => p.toUserId);
      const wrote = (a: unknown, b: unknown, before?: Date) =>
        sql`exists (select 1 from messages m where m.from_user_id = ${a} and m.to_user_id = ${b} and m.kind = 'text'
                    ${before ? sql`and m.created_at <= ${before.toISOString()}::timestamptz` : sql``})`;
      const result = await tx.execute(sql`
        with pairs as (
          select distinct
                 case when f.user_type = 'teacher' then c.to_user_id else c.from_user_id end as reviewer_id,
                 case when f.user_type = 'teacher' then c.from_user_id else c.to_user_id end as teacher_id
            from unnest(${sql.param(from)}::uuid[], ${sql.param(to)}::uuid[]) as c(from_user_id, to_user_id)
            join users f on f.id = c.from_user_id
        )
        select p.reviewer_id, p.teacher_id, t.first_name, t.last_name, t.is_verified, tp.public_id
          from pairs p
          join users r on r.id = p.reviewer_id
          join users t on t.id = p.teacher_id
          left join teacher_profiles tp on tp.user_id = t.id
         where r.user_type in ('student', 'parent') and r.banned_at is null and coalesce(r.guardian_consent, 'granted') = 'granted'
           and t.user_type = 'teacher' and t.banned_at is null
           and ${wrote(sql`p.reviewer_id`, sql`p.teacher_id`)} and ${wrote(sql`p.teacher_id`, sql`p.reviewer_id`)}
           and (${wrote(sql`p.reviewer_id`, sql`p.teacher_id`, cutoff)} or ${wrote(sql`p.teacher_id`, sql`p.reviewer_id`, cutoff)})
           and not exists (select 1 from reviews v where v.teacher_id = p.teacher_id and v.student_id = p.reviewer_id)
           and not exists (select 1 from blocks b where (b.blocker_id = p.reviewer_id and b.blocked_id = p.teacher_id)
                                                   or (b.blocker_id = p.teacher_id and b.blocked_id = p.reviewer_id))
           and not exists (select 1 from notifications n where n.user_id = p.reviewer_id and n.kind = 'review_reminder'
                                                           and n.params->>'teacherId' = p.teacher_id::text)`);
      return rowsOf<{ reviewer_id: string; teacher_id: string; first_name: string; last_name: string | null; is_verified: boolean; public_id: string | null }>(
        result,
      ).map((r) => ({
        reviewerId: r.reviewer_id,
        teacherId: r.teacher_id,
        firstName: r.first_name,
        lastName: r.last_name,
        isVerified: r.is_verified,
        publicId: r.public_id,
      }));
    },

    async insert(rows: Pick<NotificationRow, 'userId' | 'kind' | 'title' | 'body' | 'params'>[], tx: Executor = db): Promise<NotificationRow[]> {
      if (!rows.length) return [];
      return tx.insert(notifications).values(rows).returning();
    },
  };
}
