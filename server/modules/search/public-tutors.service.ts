import { SEARCH_COUNT_CAP, type PublicTutorsPage, type PublicTutorsQuery } from '../../../contract/search.ts';
import type { Database } from '../../db/client.ts';
import { countedPage, nearestNeedsAPlace } from './counted-pages.ts';
import type { PlaceResolver } from './query-parser.ts';
import { offlinePlaces, planTeacherSearch } from './search-criteria.ts';
import { createPublicTutorsRepository, pageCountsMatches } from './public-tutors.repository.ts';
import { presentPublicTutorCard } from './public-tutors.presenter.ts';

export interface PublicTutorsServiceOptions {
  db: Database;
  countCap?: number;
  resolvePlace?: PlaceResolver;
}

/** The signed-out Find: verified tutors near a typed place or the browser's location, with the same filters. */
export function createPublicTutorsService({ db, countCap = SEARCH_COUNT_CAP, resolvePlace = offlinePlaces }: PublicTutorsServiceOptions) {
  return {
    async search(query: PublicTutorsQuery): Promise<PublicTutorsPage> {
      const plan = planTeacherSearch({ ...query, freeText: query.q }, resolvePlace);
      if (query.sort === 'nearest' && !plan.criteria.origin) throw nearestNeedsAPlace();
      const page = await countedPage(db, { cursor: query.cursor, limit: query.limit, cap: countCap, trigrams: !!plan.criteria.text }, {
        page: (tx, range) => createPublicTutorsRepository(tx).page(plan.criteria, query.sort, range, countCap),
        count: (tx, cap) => createPublicTutorsRepository(tx).count(plan.criteria, cap),
        countedByPage: (rows) => (pageCountsMatches(plan.criteria, query.sort) ? (rows[0]?.matches ?? undefined) : undefined),
      });
      const cards = new Map((await createPublicTutorsRepository(db).cards(page.rows.map((row) => row.userId))).map((card) => [card.id, card]));
      const origin = plan.criteria.origin ?? null;
      return {
        // A tutor delisted between the two reads is left out.
        tutors: page.rows.flatMap((row) => {
          const card = cards.get(row.userId);
          return card ? [presentPublicTutorCard(card, origin)] : [];
        }),
        total: page.total,
        totalIsCapped: page.totalIsCapped,
        radiusKm: plan.radiusKm,
        understood: plan.understood,
        nextCursor: page.nextCursor,
      };
    },
  };
}
export type PublicTutorsService = ReturnType<typeof createPublicTutorsService>;
