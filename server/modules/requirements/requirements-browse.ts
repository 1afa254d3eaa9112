import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Requirement, RequirementsQuery } from '../../../contract/requirements.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { scoreMatch, type MatchViewer } from './best-match.ts';
import { presentRequirement, shownDistanceKm } from './requirements.presenter.ts';
import {
  createRequirementsQueryRepository,
  type Point,
  type RequirementFilters,
  type RequirementRecord,
} from './requirements-query.repository.ts';
import { createRequirementsRepository } from './requirements.repository.ts';

/** 'Best match' scores at most this many of the newest requirements that pass the filters. */
export const BEST_MATCH_CANDIDATES = 500;

export const TimeCursorSchema = z.object({ k: z.literal('t'), t: z.iso.datetime(), id: z.uuid() });
export const PopularCursorSchema = z.object({ k: z.literal('p'), c: z.number().int().nonnegative(), t: z.iso.datetime(), id: z.uuid() });
const NearCursorSchema = z.object({ k: z.literal('n'), d: z.number().nonnegative(), id: z.uuid() });
export const FeeCursorSchema = z.object({ k: z.literal('f'), fee: z.number().int(), t: z.iso.datetime(), id: z.uuid() });
const OffsetCursorSchema = z.object({ k: z.literal('o'), o: z.number().int().min(0).max(BEST_MATCH_CANDIDATES) });

export interface BrowseViewer {
  id: string;
  userType: 'student' | 'teacher';
  /** The viewer's verified point, if any. */
  origin: Point | null;
}
export type Page = { requirements: Requirement[]; nextCursor?: string };

const timeKey = (row: RequirementRecord) => ({ t: row.createdAtKey, id: row.id });

/** GET /api/requirements: one function per sort; each fetches one row more than the page to know if another follows. */
export function createRequirementsBrowse(db: Database) {
  const query = createRequirementsQueryRepository(db);
  const repository = createRequirementsRepository(db);

  const present = (rows: RequirementRecord[], viewer: BrowseViewer) => rows.map((row) => presentRequirement(row, viewer.id));

  function page(rows: RequirementRecord[], viewer: BrowseViewer, limit: number, cursorOf: (last: RequirementRecord) => object): Page {
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      requirements: present(shown, viewer),
      nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : undefined,
    };
  }

  async function recent(viewer: BrowseViewer, f: RequirementFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, TimeCursorSchema);
    const rows = await query.recent(f, viewer.origin, limit + 1, after);
    return page(rows, viewer, limit, (last) => ({ k: 't', ...timeKey(last) }));
  }

  async function popular(viewer: BrowseViewer, f: RequirementFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, PopularCursorSchema);
    const rows = await query.popular(f, viewer.origin, limit + 1, after);
    return page(rows, viewer, limit, (last) => ({ k: 'p', c: last.contactCount, ...timeKey(last) }));
  }

  /** Students compare teachers' fees (lowest first); teachers look for the highest budgets. No fee comes last. */
  async function budget(viewer: BrowseViewer, f: RequirementFilters, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, z.union([FeeCursorSchema, TimeCursorSchema]));
    const direction = viewer.userType === 'student' ? 'asc' : 'desc';
    const rows: RequirementRecord[] = [];
    if (after?.k !== 't') rows.push(...(await query.withFee(f, viewer.origin, direction, limit + 1, after)));
    if (rows.length <= limit) {
      const tailAfter = after?.k === 't' ? after : undefined;
      rows.push(...(await query.recent(f, viewer.origin, limit + 1 - rows.length, tailAfter, 'without-fee')));
    }
    return page(rows, viewer, limit, (last) => (last.fee !== null ? { k: 'f', fee: last.fee, ...timeKey(last) } : { k: 't', ...timeKey(last) }));
  }

  /** Located posters nearest first (KNN on the GiST index), then the Anonymous ones, newest first. */
  async function nearby(viewer: BrowseViewer, f: RequirementFilters, limit: number, cursor?: string) {
    if (!viewer.origin) throw new AppError('LOCATION_REQUIRED', MESSAGES.VERIFY_LOCATION_TO_SORT);
    const after = decodeCursor(cursor, z.union([NearCursorSchema, TimeCursorSchema]));
    const rows: RequirementRecord[] = [];
    if (after?.k !== 't') rows.push(...(await query.nearest(f, viewer.origin, limit + 1, after)));
    if (rows.length <= limit) {
      const tailAfter = after?.k === 't' ? after : undefined;
      rows.push(...(await query.recent(f, null, limit + 1 - rows.length, tailAfter, 'unlocated')));
    }
    const result = page(rows, viewer, limit, (last) =>
      last.latitude !== null ? { k: 'n', d: last.distanceMetres!, id: last.id } : { k: 't', ...timeKey(last) },
    );
    // Shown distances are coarse for some posters and exact for others: order the page by what is shown (stable,
    // so equal shown distances keep the exact order), as the nearby list does. The unlocated tail stays last.
    const located = result.requirements.filter((r) => r.distance !== null).sort((a, b) => a.distance! - b.distance!);
    return { ...result, requirements: [...located, ...result.requirements.filter((r) => r.distance === null)] };
  }

  async function matchViewer(viewer: BrowseViewer): Promise<MatchViewer> {
    const profile = await repository.matchProfile(viewer.id);
    if (viewer.userType === 'student') {
      const subjects = [...new Set([...(profile?.preferredSubjects ?? []), ...(profile?.ownSubjects ?? [])])];
      return { userType: 'student', subjects, budget: { min: profile?.budgetMin ?? null, max: profile?.budgetMax ?? null } };
    }
    return { userType: 'teacher', subjects: profile?.teaches ?? [], monthlyFee: profile?.monthlyFee ?? null };
  }

  /**
   * The newest BEST_MATCH_CANDIDATES requirements' scoring facts, read by one process: PostgreSQL otherwise plans two
   * parallel workers for this walk of about 900 rows (it expects the filters to drop most of a larger share) and pays
   * their start on every request. With 500,000 requirements: 40 ms → 13 ms (`EXPLAIN ANALYZE`, the same statement warm).
   */
  function newestCandidates(f: RequirementFilters, origin: Point | null) {
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return createRequirementsQueryRepository(tx).matchCandidates(f, origin, BEST_MATCH_CANDIDATES);
    });
  }

  /**
   * Scores the newest candidates with scoreMatch and sorts by score, then recency (the candidates arrive newest
   * first and the sort is stable); only the page's cards are then read and presented. The distance scored is the one
   * shown, so neither the score nor the '3 km away' reason is more precise than the card.
   */
  async function best(viewer: BrowseViewer, f: RequirementFilters, limit: number, cursor?: string) {
    const offset = decodeCursor(cursor, OffsetCursorSchema)?.o ?? 0;
    const [candidates, profile] = await Promise.all([newestCandidates(f, viewer.origin), matchViewer(viewer)]);
    const scored = candidates.map((c) => ({
      id: c.id,
      match: scoreMatch(profile, {
        subjects: c.subjects,
        type: c.type,
        fee: c.fee,
        feeType: c.feeType,
        distanceKm: shownDistanceKm(c, viewer.id),
        rating: c.userType === 'teacher' ? c.rating : null,
      }),
    }));
    scored.sort((a, b) => b.match.score - a.match.score);
    const shown = scored.slice(offset, offset + limit);
    const cards = new Map((await query.byIds(viewer.id, shown.map((s) => s.id), viewer.origin)).map((row) => [row.id, row]));
    // A requirement deleted between the two reads is left out of the page.
    const requirements = shown.flatMap(({ id, match }) => {
      const card = cards.get(id);
      return card ? [presentRequirement(card, viewer.id, match)] : [];
    });
    return { requirements, nextCursor: scored.length > offset + limit ? encodeCursor({ k: 'o', o: offset + limit }) : undefined };
  }

  const sorts = { recent, popular, budget, nearby, best } as const;

  return {
    list(viewer: BrowseViewer, q: RequirementsQuery): Promise<Page> {
      const filters: RequirementFilters = {
        viewerId: viewer.id,
        posterType: viewer.userType === 'student' ? 'teacher' : 'student',
        search: q.search,
        location: q.location,
        subjects: q.subjects,
        verified: q.verified,
        priceRange: q.priceRange,
      };
      return sorts[q.sort](viewer, filters, q.limit, q.cursor);
    },
  };
}
