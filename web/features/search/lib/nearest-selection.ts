import { expandFindSubject } from '../../../../contract/search.ts';
import type { FindFilters } from './filters.ts';

/** What the Nearest tab's cards carry that its filters read (the nearby card: no classes, boards, modes or fee unit). */
export interface NearestCandidate {
  subjects: string[];
  rating: number | null;
  reviewCount: number;
}

/** The Nearest tab's orders: the list's own (nearest first) or highest rated. */
export const NEAREST_SORTS = ['nearest', 'rating'] as const;
export type NearestSort = (typeof NEAREST_SORTS)[number];
export const nearestSortOf = (filters: FindFilters): NearestSort => (filters.sort === 'rating' ? 'rating' : 'nearest');

/**
 * The Nearest tab's subject, minimum rating and order, applied in the page to the 50 nearest the nearby list
 * returns ("both tabs": the other filters need fields the nearby card does not carry, so they stay in
 * the All tab, which searches every teacher on the server).
 */
export function selectNearest<T extends NearestCandidate>(users: readonly T[], filters: FindFilters): T[] {
  const subjects = filters.subject ? expandFindSubject(filters.subject) : null;
  const minRating = filters.minRating ? Number(filters.minRating) : null;
  const kept = users.filter(
    (user) =>
      (!subjects || user.subjects.some((subject) => subjects.includes(subject))) &&
      (minRating === null || (user.reviewCount > 0 && (user.rating ?? 0) >= minRating)),
  );
  if (nearestSortOf(filters) === 'rating') {
    // Stable: equal ratings keep the nearest first.
    return kept.toSorted((a, b) => (b.reviewCount > 0 ? (b.rating ?? 0) : -1) - (a.reviewCount > 0 ? (a.rating ?? 0) : -1));
  }
  return kept;
}

/** Whether the Nearest tab's filters narrow its list. */
export const narrowsNearest = (filters: FindFilters) => !!(filters.subject || filters.minRating);
