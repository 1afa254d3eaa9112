import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { expandFindSubject, type SearchResult, type SearchStudentsQuery, type SearchTeachersQuery } from '../../../contract/search.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { WithheldReason } from '../../../contract/teacher-verification.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { sideOf } from '../relationships/messaging.policy.ts';
import { createTeacherVerificationGate } from '../relationships/teacher-verification.policy.ts';
import { createSearchRepository, type SearchFilters } from './search.repository.ts';
import { presentSearchResult } from './search.presenter.ts';

const TYPO_THRESHOLD = 0.5;
const OffsetCursorSchema = z.object({ o: z.number().int().min(0).max(10_000) });
type Page = { results: SearchResult[]; nextCursor?: string; withheld?: WithheldReason };

/** '7th' → 'Class 7' (spec §9: the find page filters classes 1st to 12th). */
export const classFromFindOption = (option: string) => `Class ${Number.parseInt(option, 10)}`;

export function createSearchService({ db }: { db: Database }) {
  const teacherGate = createTeacherVerificationGate(db);
  async function run(filters: Omit<SearchFilters, 'offset'>, cursor: string | undefined): Promise<Page> {
    const offset = decodeCursor(cursor, OffsetCursorSchema)?.o ?? 0;
    // pg_trgm's default word-similarity threshold (0.6) misses one-letter typos in short words ('physcs'); 0.5 keeps
    // them while unrelated words still score 0. Set for this transaction only, so the GIN index is still used.
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
      return createSearchRepository(tx).search({ ...filters, limit: filters.limit + 1, offset });
    });
    const page = rows.slice(0, filters.limit);
    const nextCursor = rows.length > filters.limit ? encodeCursor({ o: offset + filters.limit }) : undefined;
    return { results: page.map(presentSearchResult), nextCursor };
  }

  return {
    /** Students find teachers. */
    async searchTeachers(viewer: SessionUser, query: SearchTeachersQuery): Promise<Page> {
      if (sideOf(viewer.userType) !== 'student') throw new AppError('FORBIDDEN', MESSAGES.TEACHER_SEARCH_FOR_STUDENTS);
      const subjects = [query.subject, query.subjects]
        .flatMap((v) => v?.split(',') ?? [])
        .map((s) => s.trim())
        .filter(Boolean)
        .flatMap(expandFindSubject);
      return run(
        { viewerId: viewer.id, targetType: 'teacher', text: query.search, location: query.location, subjects, verified: query.verified, limit: query.limit },
        query.cursor,
      );
    },

    /** Teachers find students. */
    async searchStudents(viewer: SessionUser, query: SearchStudentsQuery): Promise<Page> {
      if (viewer.userType !== 'teacher') throw new AppError('FORBIDDEN', MESSAGES.STUDENT_SEARCH_FOR_TEACHERS);
      const withheld = await teacherGate.withheldFor(viewer);
      if (withheld) return { results: [], withheld };
      return run(
        {
          viewerId: viewer.id,
          targetType: 'student',
          text: query.search,
          location: query.location,
          studentClass: query.class ? classFromFindOption(query.class) : undefined,
          verified: query.verified,
          limit: query.limit,
        },
        query.cursor,
      );
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
