import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { microsecondTime } from '../../db/cursor-time.ts';
import { rowsOf } from '../../db/rows.ts';
import type { ConversationPairRow } from './admin-monitoring.repository.ts';

/** Messages read per step of the walk: a busy hour's worth holds a few hundred conversations. */
const WALK_CHUNK = 500;

export interface PairPosition {
  /** The last message's time with microseconds (cursor-time.ts). */
  time: string;
  userA: string;
  userB: string;
}

interface WalkedMessage {
  id: string;
  time: string;
  userA: string;
  userB: string;
}

/** (time, a, b) newest first: the monitoring list's order. */
const newerFirst = (x: PairPosition, y: PairPosition) =>
  x.time !== y.time ? (x.time < y.time ? 1 : -1) : x.userA !== y.userA ? (x.userA < y.userA ? 1 : -1) : x.userB < y.userB ? 1 : x.userB > y.userB ? -1 : 0;
const isBefore = (x: PairPosition, y: PairPosition) => newerFirst(x, y) > 0;

/**
 * The platform's conversations latest first, without grouping the messages table: walks messages_created_idx newest
 * first (about `limit` conversations' worth of messages), takes each pair at its first (latest) message, then counts
 * the page's pairs through messages_pair_created_idx. A page after a cursor skips pairs the walk meets below the
 * cursor whose latest message is above it (listed on an earlier page): one probe of the pair index each.
 *
 * Cost grows with how many messages the latest `limit` conversations sent since the cursor, not with the table.
 */
export function createLatestPairsRepository(db: Executor, { chunk: walkChunk = WALK_CHUNK } = {}) {
  async function walk(from: { time: string; id: string | null } | null): Promise<WalkedMessage[]> {
    const position = from
      ? from.id === null
        ? sql`where m.created_at <= ${from.time}::timestamptz`
        : sql`where (m.created_at, m.id) < (${from.time}::timestamptz, ${from.id}::uuid)`
      : sql``;
    const rows = rowsOf<{ id: string; time: string; user_a: string; user_b: string }>(
      await db.execute(sql`
        select m.id, ${microsecondTime(sql`m.created_at`)} as time,
               least(m.from_user_id, m.to_user_id) as user_a, greatest(m.from_user_id, m.to_user_id) as user_b
          from messages m ${position}
         order by m.created_at desc, m.id desc
         limit ${walkChunk}`),
    );
    return rows.map((r) => ({ id: r.id, time: r.time, userA: r.user_a, userB: r.user_b }));
  }

  /** Of these pairs, those with no message after `cursor` in the list's order (not on an earlier page). */
  async function notListedBefore(pairs: PairPosition[], cursor: PairPosition): Promise<Set<string>> {
    if (pairs.length === 0) return new Set();
    const rows = rowsOf<{ user_a: string; user_b: string; latest: string | null }>(
      await db.execute(sql`
        select c.user_a, c.user_b,
               ${microsecondTime(sql`greatest(
                 (select max(m.created_at) from messages m where m.from_user_id = c.user_a and m.to_user_id = c.user_b),
                 (select max(m.created_at) from messages m where m.from_user_id = c.user_b and m.to_user_id = c.user_a))`)} as latest
          from unnest(${sql.param(pairs.map((p) => p.userA))}::uuid[], ${sql.param(pairs.map((p) => p.userB))}::uuid[]) as c(user_a, user_b)`),
    );
    return new Set(
      rows
        .filter((r) => r.latest !== null && isBefore({ time: r.latest, userA: r.user_a, userB: r.user_b }, cursor))
        .map((r) => `${r.user_a}:${r.user_b}`),
    );
  }

  /** Each pair's message, unread and attachment counts, through the pair index. */
  async function counts(pairs: PairPosition[]) {
    if (pairs.length === 0) return new Map<string, { messages: number; unread: number; attachments: number }>();
    const rows = rowsOf<{ user_a: string; user_b: string; message_count: number; unread_count: number; attachment_count: number }>(
      await db.execute(sql`
        select c.user_a, c.user_b, n.message_count, n.unread_count, n.attachment_count
          from unnest(${sql.param(pairs.map((p) => p.userA))}::uuid[], ${sql.param(pairs.map((p) => p.userB))}::uuid[]) as c(user_a, user_b)
         cross join lateral (
           select count(*)::int as message_count,
                  (count(*) filter (where m.is_read = false))::int as unread_count,
                  (count(*) filter (where m.attachment is not null))::int as attachment_count
             from messages m
            where (m.from_user_id = c.user_a and m.to_user_id = c.user_b) or (m.from_user_id = c.user_b and m.to_user_id = c.user_a)
         ) n`),
    );
    return new Map(rows.map((r) => [`${r.user_a}:${r.user_b}`, { messages: Number(r.message_count), unread: Number(r.unread_count), attachments: Number(r.attachment_count) }]));
  }

  return {
    /** Up to `limit` conversations after `after` (exclusive) in the list's order, with their counts. */
    async page({ limit, after }: { limit: number; after?: PairPosition }): Promise<ConversationPairRow[]> {
      const firstSeen = new Map<string, PairPosition & { lastMessageId: string }>();
      const listed: (PairPosition & { lastMessageId: string })[] = [];
      const checked = new Set<string>();
      // The walk starts at the cursor's time (inclusive: pairs with a message at that instant may still follow it).
      let from: { time: string; id: string | null } | null = after ? { time: after.time, id: null } : null;
      for (;;) {
        const chunk = await walk(from);
        for (const m of chunk) {
          const key = `${m.userA}:${m.userB}`;
          if (!firstSeen.has(key)) firstSeen.set(key, { time: m.time, userA: m.userA, userB: m.userB, lastMessageId: m.id });
        }
        const end = chunk.at(-1);
        // Every pair first seen strictly above the walk's end has all its messages at that instant read: complete.
        const complete = [...firstSeen.values()]
          .filter((p) => !end || chunk.length < walkChunk || p.time > end.time)
          .filter((p) => !after || isBefore(p, after))
          .sort(newerFirst);
        const unchecked = complete.filter((p) => !checked.has(`${p.userA}:${p.userB}`));
        const valid = after ? await notListedBefore(unchecked, after) : new Set(unchecked.map((p) => `${p.userA}:${p.userB}`));
        for (const p of unchecked) {
          const key = `${p.userA}:${p.userB}`;
          checked.add(key);
          if (valid.has(key)) listed.push(p);
        }
        if (listed.length >= limit || chunk.length < walkChunk) break;
        from = { time: end!.time, id: end!.id };
      }
      const page = listed.sort(newerFirst).slice(0, limit);
      const counted = await counts(page);
      return page.map((p) => {
        const n = counted.get(`${p.userA}:${p.userB}`) ?? { messages: 0, unread: 0, attachments: 0 };
        return {
          userA: p.userA,
          userB: p.userB,
          messageCount: n.messages,
          unreadCount: n.unread,
          attachmentCount: n.attachments,
          lastMessageId: p.lastMessageId,
          cursorTime: p.time,
        };
      });
    },
  };
}
