import { inArray, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { countOrEstimate, type CountedFigures } from '../../db/row-estimates.ts';
import { users } from '../../db/schema/index.ts';
import { createLatestPairsRepository } from './latest-pairs.repository.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

export interface ConversationPairRow {
  userA: string;
  userB: string;
  messageCount: number;
  unreadCount: number;
  attachmentCount: number;
  lastMessageId: string;
  /** The last message's created_at with microseconds, for an exact keyset cursor. */
  cursorTime: string;
}

export interface ConversationStatsRow {
  totalMessages: number;
  activeConversations: number;
  withAttachments: number;
  unreadMessages: number;
}

const fullName = (table: string) => sql.raw(`(${table}.first_name || ' ' || coalesce(${table}.last_name, ''))`);

export function createMonitoringRepository(db: Executor) {
  const latestPairs = createLatestPairsRepository(db);
  return {
    /**
     * One row per unordered pair of users who exchanged messages, latest message first, keyset-paginated on
     * (last message time, pair). Without a search, the latest messages are walked (latest-pairs.repository.ts);
     * `search` keeps pairs with a message containing it or a participant named so, which reads every message.
     */
    async listPairs(query: {
      search?: string;
      limit: number;
      after?: { time: string; userA: string; userB: string };
    }): Promise<ConversationPairRow[]> {
      if (!query.search) return latestPairs.page({ limit: query.limit, after: query.after });
      const pattern = containsPattern(query.search);
      const { after } = query;
      const result = await db.execute(sql`
        with pairs as (
          select least(m.from_user_id, m.to_user_id) as user_a,
                 greatest(m.from_user_id, m.to_user_id) as user_b,
                 count(*)::int as message_count,
                 (count(*) filter (where m.is_read = false))::int as unread_count,
                 (count(*) filter (where m.attachment is not null))::int as attachment_count,
                 max(m.created_at) as last_created_at
                 , bool_or(m.content ilike ${pattern}) as text_match
            from messages m
           group by 1, 2
        ), page as (
          select p.* from pairs p
          join users ua on ua.id = p.user_a join users ub on ub.id = p.user_b
           where true
           and (p.text_match or ${fullName('ua')} ilike ${pattern} or ${fullName('ub')} ilike ${pattern})
           ${after ? sql`and (p.last_created_at, p.user_a, p.user_b) < (${after.time}::timestamptz, ${after.userA}::uuid, ${after.userB}::uuid)` : sql``}
           order by p.last_created_at desc, p.user_a desc, p.user_b desc
           limit ${query.limit}
        )
        select page.user_a, page.user_b, page.message_count, page.unread_count, page.attachment_count,
               ${microsecondTime(sql`page.last_created_at`)} as cursor_time,
               last_message.id as last_message_id
          from page
         cross join lateral (
           select l.id from messages l
            where (l.from_user_id = page.user_a and l.to_user_id = page.user_b)
               or (l.from_user_id = page.user_b and l.to_user_id = page.user_a)
            order by l.created_at desc, l.id desc
            limit 1
         ) last_message
         order by page.last_created_at desc, page.user_a desc, page.user_b desc`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        userA: r.user_a as string,
        userB: r.user_b as string,
        messageCount: Number(r.message_count),
        unreadCount: Number(r.unread_count),
        attachmentCount: Number(r.attachment_count),
        lastMessageId: r.last_message_id as string,
        cursorTime: r.cursor_time as string,
      }));
    },

    /** The four totals: counted, or estimated when the messages table is too big to count (row-estimates.ts). */
    async stats({ exactBelow }: { exactBelow?: number } = {}): Promise<CountedFigures<keyof ConversationStatsRow>> {
      const pair = sql`least(m.from_user_id, m.to_user_id), greatest(m.from_user_id, m.to_user_id)`;
      return countOrEstimate(db, sql`messages`, {
        exactBelow,
        exact: async () => {
          const [r] = rowsOf<Record<string, unknown>>(
            await db.execute(sql`
              select count(*)::int as total_messages,
                     (count(*) filter (where m.attachment is not null))::int as with_attachments,
                     (count(*) filter (where m.is_read = false))::int as unread_messages,
                     (select count(*)::int from (select distinct ${pair} from messages m) pairs) as active_conversations
                from messages m`),
          );
          return {
            totalMessages: Number(r?.total_messages ?? 0),
            activeConversations: Number(r?.active_conversations ?? 0),
            withAttachments: Number(r?.with_attachments ?? 0),
            unreadMessages: Number(r?.unread_messages ?? 0),
          };
        },
        estimates: {
          totalMessages: sql`select 1 from messages m`,
          activeConversations: sql`select 1 from messages m group by ${pair}`,
          withAttachments: sql`select 1 from messages m where m.attachment is not null`,
          unreadMessages: sql`select 1 from messages m where m.is_read = false`,
        },
      });
    },

    /** Users by id, whatever their state (banned users stay visible to moderation). */
    async findUsers(ids: string[]) {
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
        .from(users)
        .where(inArray(users.id, ids));
    },
  };
}
