// Paging proofs: rows inserted within one millisecond (ties included), then read back page by page through the Link
// header. A cursor that loses precision (a JavaScript Date keeps milliseconds; a rounded double) skips or repeats rows.
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { microsecondTime } from '../db/cursor-time.ts';
import { users } from '../db/schema/index.ts';

/** The millisecond every paging test writes into. */
export const ONE_MILLISECOND = '2026-11-25T10:00:00.123Z';
/** Distinct instants used inside that millisecond, a microsecond apart; rows share them in groups (ties on time). */
export const INSTANTS = 4;
/** More pages than any test needs: a cursor that repeats itself would loop for ever. */
const MAX_PAGES = 200;

/**
 * The i-th row's timestamp: ONE_MILLISECOND plus (i mod INSTANTS) microseconds. Every row falls in the same
 * millisecond (so a millisecond cursor, ".123Z", sorts before all of them) and rows tie in groups (so the id decides).
 */
export function instantInOneMillisecond(i: number): SQL {
  return sql`${ONE_MILLISECOND}::timestamptz + ${sql.raw(`interval '${i % INSTANTS} microseconds'`)}`;
}

/** A row's id and its time with microseconds, as the database holds it. */
export interface Keyed {
  id: string;
  at: string;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest first, ties by id descending: the order of (created_at, id) desc. */
export const newestFirst = (rows: Keyed[]) => rows.toSorted((a, b) => compare(b.at, a.at) || compare(b.id, a.id)).map((r) => r.id);
/** Oldest first, ties by id ascending: the order of (created_at, id) asc. */
export const oldestFirst = (rows: Keyed[]) => rows.toSorted((a, b) => compare(a.at, b.at) || compare(a.id, b.id)).map((r) => r.id);
/** Lower-case uuids sort in JavaScript as PostgreSQL sorts uuids (bytewise). */
export const byId = (ids: string[], direction: 'asc' | 'desc' = 'asc') =>
  ids.toSorted((a, b) => (direction === 'asc' ? compare(a, b) : compare(b, a)));

let batch = 0;

/**
 * `count` students or teachers inserted in one statement, all created within ONE_MILLISECOND (ties in groups).
 * No profile rows: add them when the list under test joins one.
 */
export async function insertManyInOneMillisecond(
  db: Database,
  count: number,
  options: { userType: 'student' | 'teacher'; firstName?: string; isVerified?: boolean },
): Promise<Keyed[]> {
  const tag = `${Date.now().toString(36)}${(batch++).toString(36)}`;
  return db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `paging.${tag}.${i}@example.in`,
        passwordHash: 'not-a-hash',
        userType: options.userType,
        firstName: options.firstName ?? `Paging${i}`,
        isVerified: options.isVerified ?? false,
        createdAt: instantInOneMillisecond(i),
      })),
    )
    .returning({ id: users.id, at: microsecondTime(users.createdAt) });
}

/** The target of a `Link: <…>; rel="next"` header, if any. */
export function nextLink(link: string | string[] | undefined): string | undefined {
  const header = Array.isArray(link) ? link.join(', ') : link;
  return header ? /<([^>]+)>;\s*rel="next"/.exec(header)?.[1] : undefined;
}

/**
 * GETs `url` and every next page its Link headers announce; returns the items of all pages in order. `pick` turns a
 * page's JSON body into its items (the body itself, an array, by default).
 */
export async function collectAllPages<T = Record<string, unknown>>(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  pick: (body: unknown) => T[] = (body) => body as T[],
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let next: string | undefined = url;
  let pages = 0;
  while (next) {
    if (++pages > MAX_PAGES) throw new Error(`More than ${MAX_PAGES} pages from ${url}: the cursor does not advance`);
    const response = await app.inject({ method: 'GET', url: next, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${next} answered ${response.statusCode}: ${response.body}`);
    items.push(...pick(response.json()));
    next = nextLink(response.headers.link);
  }
  return { items, pages };
}

/** The ids paged through are exactly the expected ones: none missing, none repeated, in the expected order. */
export function expectEachOnceInOrder(seen: string[], expected: string[]) {
  const counts = new Map<string, number>();
  for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  const missing = expected.filter((id) => !counts.has(id));
  const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const unexpected = seen.filter((id) => !expected.includes(id));
  expect({ missing, repeated, unexpected }).toEqual({ missing: [], repeated: [], unexpected: [] });
  expect(seen).toEqual(expected);
}
