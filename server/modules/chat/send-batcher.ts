import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { RateLimitRule } from '../../lib/rate-limiter.ts';
import {
  MESSAGE_NOTICE_COLUMNS,
  messageNoticeFields,
  messageNoticesSql,
  queuedOf,
  queueMessageNoticesSql,
  type MessageNotices,
} from '../notification-delivery/message-notices.ts';
import type { CheckedInsert, MessageRecord, NewMessage } from './messages.repository.ts';

/** At most this many sends share a statement. */
const MAX_BATCH = 200;
/**
 * At most this many statements in flight: later sends wait for one to finish and then go together. At a moderate
 * rate this is what makes batches (one turn of the event loop rarely holds more than a send or two), so each send
 * costs less and the server stays further from saturation, where the latency tail grows; at a low rate nothing waits.
 */
export const MAX_STATEMENTS_IN_FLIGHT = 2;

interface Pending {
  ord: number;
  id: string;
  message: NewMessage;
  limit: RateLimitRule;
  notices: MessageNotices | undefined;
  resolve(result: CheckedInsert): void;
  reject(error: unknown): void;
}

type BatchRow = {
  ord: number;
  count: number;
  window_started_at: string | Date | null;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  receiver_ok: boolean | null;
  receiver_online: boolean | null;
  receiver_guarded: boolean | null;
  queued: Parameters<typeof queuedOf>[0];
  inserted: boolean;
  is_read: boolean | null;
  is_liked: boolean | null;
  created_at: string | Date | null;
};

type InsertOne = (message: NewMessage, limit: RateLimitRule | null, notices?: MessageNotices) => Promise<CheckedInsert>;

/**
 * Group commit for chat sends. The sends that arrive in one turn of the event loop, or while MAX_STATEMENTS_IN_FLIGHT
 * statements are already running, are checked and stored by one statement, each exactly as `insertChecked` would alone: counted against its sender's limit in arrival order, refused
 * when blocked either way or the receiver is banned or gone, kept once per (sender, clientId). At load this turns
 * dozens of statements, commits and round trips into one (docs/decisions/015-scale-out.md, "Sends in batches").
 * Messages of one batch get created_at one microsecond apart in arrival order, so a conversation keeps its order.
 * If the statement fails, nothing of it was stored: each send is then retried on its own, so one bad send cannot
 * fail the others. A send alone in its turn takes the one-statement path unchanged.
 */
export function createSendBatcher(db: Executor, insertOne: InsertOne, maxInFlight = MAX_STATEMENTS_IN_FLIGHT) {
  let queue: Pending[] = [];
  let scheduled = false;
  let inFlight = 0;

  /** Runs a statement, counted in flight; when it ends, what queued meanwhile goes. */
  function track(statement: Promise<void>) {
    inFlight++;
    void statement.finally(() => {
      inFlight--;
      if (queue.length && !scheduled) flush();
    });
  }

  function flush() {
    scheduled = false;
    if (inFlight >= maxInFlight) return;
    const pending = queue;
    queue = [];
    // One statement per rule (in practice one: every sender has the same limit), at most MAX_BATCH sends each.
    const byRule = new Map<string, Pending[]>();
    for (const item of pending) {
      const rule = `${item.limit.limit}/${item.limit.windowMs}`;
      const list = byRule.get(rule) ?? [];
      list.push(item);
      byRule.set(rule, list);
    }
    for (const list of byRule.values()) {
      for (let start = 0; start < list.length; start += MAX_BATCH) track(run(list.slice(start, start + MAX_BATCH)));
    }
  }

  async function runAlone(item: Pending) {
    try {
      item.resolve(await insertOne(item.message, item.limit, item.notices));
    } catch (error) {
      item.reject(error);
    }
  }

  async function run(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]!);
    let rows: BatchRow[];
    try {
      rows = rowsOf<BatchRow>(await db.execute(batchStatement(batch)));
    } catch {
      await Promise.all(batch.map(runAlone));
      return;
    }
    const byOrd = new Map(rows.map((row) => [Number(row.ord), row]));
    for (const item of batch) {
      const row = byOrd.get(item.ord);
      if (row) item.resolve(checkedInsert(item, row));
      else item.reject(new Error('a batched send got no answer row'));
    }
  }

  return {
    /** `notices`: what to queue should the receiver have no open socket (messages.repository.ts, insertChecked). */
    insertChecked(message: NewMessage, limit: RateLimitRule | null, notices?: MessageNotices): Promise<CheckedInsert> {
      if (!limit) return insertOne(message, limit, notices);
      return new Promise<CheckedInsert>((resolve, reject) => {
        queue.push({ ord: queue.length + 1, id: randomUUID(), message, limit, notices, resolve, reject });
        if (!scheduled && inFlight < maxInFlight) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
  };
}

function checkedInsert(item: Pending, row: BatchRow): CheckedInsert {
  const message: MessageRecord | undefined = row.inserted
    ? {
        id: item.id,
        ...item.message,
        isRead: row.is_read ?? false,
        isLiked: row.is_liked ?? false,
        createdAt: new Date(row.created_at!),
        kind: 'text',
      }
    : undefined;
  return {
    count: Number(row.count),
    windowStartedAt: row.window_started_at,
    blockedByMe: row.blocked_by_me,
    blockedByThem: row.blocked_by_them,
    receiverOk: row.receiver_ok,
    receiverOnline: row.receiver_online ?? false,
    receiverGuarded: row.receiver_guarded ?? false,
    queued: queuedOf(row.queued),
    message,
  };
}

function batchStatement(batch: Pending[]) {
  const { limit, windowMs } = batch[0]!.limit;
  const window = sql.raw(`interval '${Math.round(windowMs)} milliseconds'`);
  const input = JSON.stringify(
    batch.map(({ ord, id, message, limit: rule, notices }) => ({
      ord,
      id,
      from_id: message.fromUserId,
      to_id: message.toUserId,
      content: message.content,
      attachment: message.attachment,
      attachment_type: message.attachmentType,
      client_id: message.clientId,
      limit_key: rule.key,
      ...messageNoticeFields(notices),
    })),
  );
  const withNotices = batch.some((item) => item.notices);
  // Counters are taken in key order, so two batches in flight cannot deadlock on them.
  return sql`
    with input as (
      select t.*, row_number() over (partition by t.limit_key order by t.ord) as nth
        from json_to_recordset(${input}::json) as t(ord int, id uuid, from_id uuid, to_id uuid, content text,
             attachment text, attachment_type attachment_type, client_id text, limit_key text,
             ${MESSAGE_NOTICE_COLUMNS})
    ),
    per_key as (select limit_key, count(*)::int as n from input group by limit_key),
    hit as (
      insert into rate_limit_counters (key, count, window_started_at)
      select limit_key, n, now() from per_key order by limit_key
      on conflict (key) do update set
        count = case when rate_limit_counters.window_started_at <= now() - ${window} then excluded.count
                     else rate_limit_counters.count + excluded.count end,
        window_started_at = case when rate_limit_counters.window_started_at <= now() - ${window} then now()
                     else rate_limit_counters.window_started_at end
      returning key, count, window_started_at
    ),
    gate as (
      select i.*, h.count - pk.n + i.nth as count, h.window_started_at,
             exists (select 1 from blocks b where b.blocker_id = i.from_id and b.blocked_id = i.to_id) as blocked_by_me,
             exists (select 1 from blocks b where b.blocker_id = i.to_id and b.blocked_id = i.from_id) as blocked_by_them,
             (select u.banned_at is null and coalesce(u.guardian_consent, 'granted') = 'granted'
                from users u where u.id = i.to_id) as receiver_ok,
             (select u.is_online from users u where u.id = i.to_id) as receiver_online,
             (select u.guardian_consent is not null from users u where u.id = i.to_id) as receiver_guarded
        from input i join per_key pk on pk.limit_key = i.limit_key join hit h on h.key = i.limit_key
    ),
    ins as (
      insert into messages (id, from_user_id, to_user_id, content, attachment, attachment_type, client_id, created_at)
      select id, from_id, to_id, content, attachment, attachment_type, client_id, now() + ord * interval '1 microsecond'
        from gate
       where gate.count <= ${limit} and not gate.blocked_by_me and not gate.blocked_by_them and gate.receiver_ok
       order by ord
      on conflict (from_user_id, client_id) where client_id is not null do nothing
      returning id, is_read, is_liked, created_at
    )${
      withNotices
        ? sql`,
    notices as (${messageNoticesSql(sql`(select gate.* from gate join ins on ins.id = gate.id where not gate.receiver_online)`)}),
    queued as (${queueMessageNoticesSql(sql`notices`)})`
        : sql``
    }
    select gate.ord, gate.count, gate.window_started_at, gate.blocked_by_me, gate.blocked_by_them, gate.receiver_ok,
           gate.receiver_online, gate.receiver_guarded, ins.id is not null as inserted, ins.is_read, ins.is_liked, ins.created_at,
           ${
             withNotices
               ? sql`(select json_agg(q) from queued q
                       where ins.id is not null and q.event = 'message'
                         and (q.user_id = gate.to_id and q.group_key = gate.from_id::text
                              or q.group_key = 'child:' || gate.to_id::text || ':' || gate.from_id::text))`
               : sql`null::json`
           } as queued
      from gate left join ins on ins.id = gate.id`;
}
