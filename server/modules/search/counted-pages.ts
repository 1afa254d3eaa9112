import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES } from '../../../contract/messages.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';

/**
 * pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words ('physcs'); 0.5 keeps
 * them while unrelated words still score 0. Set for the search's transaction only, so the GIN index is still used.
 */
const TYPO_THRESHOLD = 0.5;

/** Offset pages; the first page's count rides along in the cursor, so later pages do not count again. */
const CursorSchema = z.object({ o: z.number().int().min(0).max(10_000), t: z.number().int().min(0), c: z.boolean() });

export interface CountedPage<Row> {
  rows: Row[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

/**
 * One page of a search and its count (exact up to `cap`, else `cap` and capped), in one transaction with the typo
 * threshold set when the search has free text (`trigrams`; without it no statement reads the threshold, and the
 * page needs no transaction of its own). The count is a second query unless the page's rows carry it (`countedByPage`).
 */
export async function countedPage<Row>(
  db: Database,
  { cursor, limit, cap, trigrams = true }: { cursor: string | undefined; limit: number; cap: number; trigrams?: boolean },
  query: {
    page: (tx: Executor, page: { limit: number; offset: number }) => Promise<Row[]>;
    count: (tx: Executor, cap: number) => Promise<number>;
    /** Every match's count when the page's own query carried it (a query that reads every match anyway), else undefined. */
    countedByPage?: (rows: Row[]) => number | undefined;
  },
): Promise<CountedPage<Row>> {
  const state = decodeCursor(cursor, CursorSchema);
  const offset = state?.o ?? 0;
  const read = async (tx: Executor) => {
    const rows = await query.page(tx, { limit: limit + 1, offset });
    let total: number;
    let totalIsCapped: boolean;
    if (state) {
      ({ t: total, c: totalIsCapped } = state);
    } else if (rows.length <= limit) {
      // The whole result is on this page: no need to count.
      total = rows.length;
      totalIsCapped = false;
    } else {
      const counted = query.countedByPage?.(rows) ?? (await query.count(tx, cap));
      totalIsCapped = counted > cap;
      total = Math.min(counted, cap);
    }
    const more = rows.length > limit;
    return {
      rows: rows.slice(0, limit),
      total,
      totalIsCapped,
      nextCursor: more ? encodeCursor({ o: offset + limit, t: total, c: totalIsCapped }) : null,
    };
  };
  if (!trigrams) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    return read(tx);
  });
}

/** For a sort that needs a point the search does not have. */
export const nearestNeedsAPlace = () =>
  new AppError('VALIDATION_FAILED', MESSAGES.NEAREST_NEEDS_A_PLACE, { errors: { sort: MESSAGES.NEAREST_NEEDS_A_PLACE } });
