import type { SearchPage, SearchStudentsQuery, SearchTeachersQuery } from '../../../contract/search.ts';
import { SEARCH_COUNT_CAP } from '../../../contract/search.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { WithheldReason } from '../../../contract/teacher-verification.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { sideOf } from '../relationships/messaging.policy.ts';
import { createTeacherVerificationGate } from '../relationships/teacher-verification.policy.ts';
import { countedPage, nearestNeedsAPlace } from './counted-pages.ts';
import type { PlaceResolver } from './query-parser.ts';
import { offlinePlaces, planTeacherSearch, textOnly } from './search-criteria.ts';
import { createSearchRepository, type SearchFilters } from './search.repository.ts';
import { presentSearchResult } from './search.presenter.ts';

type Page = SearchPage & { withheld?: WithheldReason };

/** '7th' → 'Class 7' (spec §9: the find page filters classes 1st to 12th). */
export const classFromFindOption = (option: string) => `Class ${Number.parseInt(option, 10)}`;

export interface SearchServiceOptions {
  db: Database;
  /** Counting stops past this many (SEARCH_COUNT_CAP; tests pass a small one). */
  countCap?: number;
  /** Places by name or PIN (the offline forward geocoder, built on first use). */
  resolvePlace?: PlaceResolver;
}

export function createSearchService({ db, countCap = SEARCH_COUNT_CAP, resolvePlace = offlinePlaces }: SearchServiceOptions) {
  const teacherGate = createTeacherVerificationGate(db);
  const repository = createSearchRepository(db);

  async function run(filters: SearchFilters, limit: number, cursor: string | undefined) {
    // Counted on the way when the page's read needed the count first (an area's teachers in best-match order).
    let counted: number | undefined;
    return countedPage(db, { cursor, limit, cap: countCap }, {
      page: (tx, page) => createSearchRepository(tx).search(filters, page, { cap: countCap, counted: (matches) => (counted = matches) }),
      count: (tx, cap) => createSearchRepository(tx).count(filters, cap),
      countedByPage: () => counted,
    });
  }

  return {
    /** Students find teachers: filters, free text that speaks India, five orders, a real count. */
    async searchTeachers(viewer: SessionUser, query: SearchTeachersQuery): Promise<Page> {
      if (sideOf(viewer.userType) !== 'student') throw new AppError('FORBIDDEN', MESSAGES.TEACHER_SEARCH_FOR_STUDENTS);
      const saved = await repository.savedPoint(viewer.id);
      // A location the offline directory knows is searched as a place (its area, as the Find page's place field), so
      // 'Pune' also finds the tutors of Pimpri; anything else is matched as text on the tutor's city, locality, state and PIN.
      const locationPlace = !query.place && query.location ? resolvePlace(query.location, { prominentOnly: false, fuzzy: true }) : null;
      const plan = planTeacherSearch({ ...query, place: locationPlace ? query.location : query.place, freeText: query.search }, resolvePlace, saved);
      if (query.sort === 'nearest' && !plan.criteria.origin) throw nearestNeedsAPlace();
      const filters: SearchFilters = {
        viewerId: viewer.id,
        targetType: 'teacher',
        location: locationPlace ? undefined : query.location,
        verified: query.verified,
        criteria: plan.criteria,
        sort: query.sort,
      };
      const page = await run(filters, query.limit, query.cursor);
      const origin = plan.criteria.origin ?? null;
      return {
        results: page.rows.map((row) => presentSearchResult(row, origin)),
        total: page.total,
        totalIsCapped: page.totalIsCapped,
        radiusKm: plan.radiusKm,
        understood: plan.understood,
        nextCursor: page.nextCursor,
      };
    },

    /** Teachers find students (only once verified). */
    async searchStudents(viewer: SessionUser, query: SearchStudentsQuery): Promise<Page> {
      if (viewer.userType !== 'teacher') throw new AppError('FORBIDDEN', MESSAGES.STUDENT_SEARCH_FOR_TEACHERS);
      const understood = textOnly(query.search);
      const empty = { results: [], total: 0, totalIsCapped: false, radiusKm: null, understood, nextCursor: null };
      const withheld = await teacherGate.withheldFor(viewer);
      if (withheld) return { ...empty, withheld };
      const page = await run(
        {
          viewerId: viewer.id,
          targetType: 'student',
          text: query.search,
          location: query.location,
          studentClass: query.class ? classFromFindOption(query.class) : undefined,
          verified: query.verified,
        },
        query.limit,
        query.cursor,
      );
      return { ...empty, results: page.rows.map((row) => presentSearchResult(row, null)), total: page.total, totalIsCapped: page.totalIsCapped, nextCursor: page.nextCursor };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
