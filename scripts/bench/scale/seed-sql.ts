/**
 * The SQL building blocks of the bench:scale seeder: deterministic ids, pseudo-random numbers, the chunked insert
 * loop, and the formulas that tie the tables together without lookups (conversation c's pair of users, request g's
 * status and conversation, the parent and child of a family).
 */
import { performance } from 'node:perf_hooks';
import { log, seconds, type RawSql } from '../bench-utils.ts';
import { BENCH_EMAIL_DOMAIN } from '../nearby-data.ts';

export interface ScaleSizes {
  users: number;
  conversations: number;
  messages: number;
  requests: number;
  requirements: number;
  reviews: number;
  notifications: number;
  reports: number;
  auditEntries: number;
  children: number;
  lessons: number;
  supportTickets: number;
}

export type Timings = Record<string, number>;

export const CHUNK = 200_000;

/** A row id: the md5 of a prefix and the row number, shaped as a version-4 UUID (zod accepts only those). */
const shapedId = (prefix: string, expr: string) =>
  `overlay(overlay(md5('${prefix}' || (${expr})::text) placing '4' from 13) placing '8' from 17)::uuid`;
/** User row n's id. */
export const uid = (expr: string) => shapedId('u', expr);
/** Child n's id (children are numbered from 1). */
export const childId = (expr: string) => shapedId('c', expr);

/** Row n's type: 0-1 teacher, 2 parent, 3-9 student (20 / 10 / 70 %). */
export const TYPE = (n: string) => `(case when ${n} % 10 < 2 then 'teacher' when ${n} % 10 = 2 then 'parent' else 'student' end)::user_type`;
/** A pseudo-random integer in [0, m) from row n and a salt (abs in int8: hashtext can return -2^31, which int4 abs rejects). */
export const rnd = (n: string, salt: string, m: number) => `((abs(hashtext('${salt}' || ${n}::text)::int8) % ${m})::int4)`;
/** Row n's first and last name, as the users seeder writes them. */
export const FIRST_NAME = (n: string) => `(array['Aarav','Priya','Rahul','Ananya','Vikram','Sneha','Arjun','Kavya','Rohan','Isha'])[1 + ${rnd(n, 'f', 10)}]`;
export const LAST_NAME = (n: string) => `(array['Sharma','Verma','Iyer','Reddy','Das','Patel','Khan','Singh','Nair','Gupta'])[1 + ${rnd(n, 'l', 10)}]`;
export const SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'Science', 'Accountancy'];
/** One of `lists` (text arrays of any length) for row n, each as likely: a CASE, as PostgreSQL arrays of arrays must be rectangular. */
export const pickList = (n: string, salt: string, lists: string[][]) =>
  `(case ${rnd(n, salt, lists.length)} ${lists.map((list, i) => `when ${i} then array[${list.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`).join(' ')} end)`;
export const pickText = (n: string, salt: string, values: string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + ${rnd(n, salt, values.length)}]`;

export async function chunked(raw: RawSql, label: string, total: number, sql: (from: number, to: number) => string): Promise<number> {
  const t0 = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(total, from + CHUNK - 1);
    await raw.query(sql(from, to));
    log(`  ${label}: ${to.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} (${seconds(performance.now() - t0)})`);
  }
  return performance.now() - t0;
}

/** users / 10: the number of groups of ten rows (two teachers, a parent, seven students). */
export const tens = (users: number) => Math.max(1, Math.floor(users / 10));

/**
 * Conversation c's pair: the family side (row 10k + 2 … 10k + 8: a parent for c % 7 = 0, else a student) and the
 * teacher (row 10k' or 10k' + 1); rows outside 1 … users are filtered by the callers. parentGroup is k (the family
 * side's group), which names the parent's first child (k + 1).
 */
export const pair = (c: string, users: number) => {
  const t = tens(users);
  return {
    family: `(((${c}) * 7919) % ${t}) * 10 + 2 + (${c}) % 7`,
    teacher: `(((${c}) * 104729) % ${t}) * 10 + (${c}) % 2`,
    isParent: `((${c}) % 7 = 0)`,
    parentGroup: `(((${c}) * 7919) % ${t})`,
  };
};

/** Shares of the requests' statuses (percent): accepted, rejected, the rest pending. */
export const ACCEPTED_PERCENT = 62;
const REJECTED_PERCENT = 18;

/**
 * Request g's columns as a lateral select (alias q): st (status), c (its conversation: an accepted request is
 * conversation g, the others pairs with no messages), fam / tea (user rows), parent (the family side is a parent), kid
 * (the parent's first child number, or null). `g` is the request number (1 …).
 */
export function requestLateral(g: string, s: ScaleSizes): string {
  const c = `(case when ${rnd(g, 'rs', 100)} < ${ACCEPTED_PERCENT} then ${g} % ${s.conversations} else ${s.conversations} + ${g} end)`;
  const p = pair('v.c', s.users);
  return `cross join lateral (select case when ${rnd(g, 'rs', 100)} < ${ACCEPTED_PERCENT} then 'accepted'
        when ${rnd(g, 'rs', 100)} < ${ACCEPTED_PERCENT + REJECTED_PERCENT} then 'rejected' else 'pending' end::request_status as st,
      ${c}::bigint as c) v
    cross join lateral (select v.st, v.c, ${p.family} as fam, ${p.teacher} as tea, ${p.isParent} as parent,
      case when ${p.isParent} and ${p.parentGroup} < ${s.children} then ${p.parentGroup} + 1 end as kid) q`;
}

/** Request g's row filter: both users exist. */
export const requestRowsExist = (s: ScaleSizes) => `q.fam between 1 and ${s.users} and q.tea between 1 and ${s.users}`;

/** The time of conversation c's first seeded message (message m is conversation m % conversations, at now() - (messages - m) s). */
export const firstMessageAt = (c: string, s: ScaleSizes) =>
  `(now() - make_interval(secs => greatest(0, ${s.messages} - (case when ${c} = 0 then ${s.conversations} else ${c} end))))`;
/** How long a request waited for its answer: half within two hours, most within a day, some up to three days. */
export const replyDelay = (g: string) => `make_interval(mins => case when ${rnd(g, 'dd', 100)} < 50 then 5 + ${rnd(g, 'dm', 115)}
  when ${rnd(g, 'dd', 100)} < 85 then 120 + ${rnd(g, 'dm', 1320)} else 1440 + ${rnd(g, 'dm', 2880)} end)`;
/** An accepted request's answer time: a few hours before its conversation's first message. */
export const acceptedAt = (g: string, c: string, s: ScaleSizes) => `(${firstMessageAt(c, s)} - make_interval(mins => 10 + ${rnd(g, 'ra', 600)}))`;

/** The bench admin: seeded with the users, handles the reports and support tickets and writes the audit log. */
export const ADMIN_EMAIL = `scale.admin@${BENCH_EMAIL_DOMAIN}`;

/**
 * Runs `load` with `table`'s non-unique indexes and foreign keys dropped, then builds them again from their own
 * definitions: one sort per index instead of an insert per row per index (a GIN trigram index's is the dearest), one
 * join per key instead of a probe per row. Unique indexes and those behind a constraint stay, and keep checking; the
 * keys are checked when added back.
 */
export async function withoutSecondaryIndexes(raw: RawSql, table: string, timings: Timings, load: () => Promise<void>) {
  const indexes = await raw.query<{ name: string; definition: string }>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = $1::regclass and not x.indisunique and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  const foreignKeys = await raw.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
    [table],
  );
  for (const index of indexes) await raw.query(`drop index ${index.name}`);
  for (const key of foreignKeys) await raw.query(`alter table ${table} drop constraint ${key.name}`);
  await load();
  const t0 = performance.now();
  for (const index of indexes) await raw.query(index.definition);
  if (indexes.length > 0) timings[`${table} indexes`] = performance.now() - t0;
  const t1 = performance.now();
  for (const key of foreignKeys) await raw.query(`alter table ${table} add constraint ${key.name} ${key.definition}`);
  if (foreignKeys.length > 0) timings[`${table} foreign keys`] = performance.now() - t1;
}

/** Turns a table's triggers off or on, one statement after another (one client runs one query at a time). */
export async function setTriggers(raw: RawSql, table: string, names: string[], how: 'enable' | 'disable') {
  for (const name of names) await raw.query(`alter table ${table} ${how} trigger ${name}`);
}
