/**
 * Featured requirements favour the viewer's area: among posts within FEATURED_NEAR_KM of the viewer's
 * verified location, a blend of closeness, freshness and recent interest (contacts, never payment) decides the order.
 * Posts farther away are featured only when nothing is near, or when the viewer has no location; they are then
 * ordered by recent contacts, then newest, and labelled so ('Featured' / 'Recent'), never 'near you'.
 *
 * Score (0–1):
 * - closeness 0.5: 1 at the viewer's door, falling linearly to 0 at FEATURED_NEAR_KM;
 * - freshness 0.35: halves every FRESHNESS_HALF_LIFE_DAYS of age;
 * - interest 0.15: contacts in the featured window, full at INTEREST_FULL_AT.
 */
export const FEATURED_NEAR_KM = 50;
export const FRESHNESS_HALF_LIFE_DAYS = 7;
export const INTEREST_FULL_AT = 5;
/** How many of the nearest posts are scored (a KNN walk of the GiST index: bounded work however dense the city). */
export const FEATURED_NEAR_CANDIDATES = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface FeaturedCandidate {
  id: string;
  distanceKm: number;
  createdAt: Date;
  recentContacts: number;
}

export function featuredScore(candidate: FeaturedCandidate, now: Date): number {
  const closeness = Math.max(0, 1 - candidate.distanceKm / FEATURED_NEAR_KM);
  const ageDays = Math.max(0, (now.getTime() - candidate.createdAt.getTime()) / DAY_MS);
  const freshness = 0.5 ** (ageDays / FRESHNESS_HALF_LIFE_DAYS);
  const interest = Math.min(candidate.recentContacts, INTEREST_FULL_AT) / INTEREST_FULL_AT;
  return 0.5 * closeness + 0.35 * freshness + 0.15 * interest;
}

/** The best `limit` near posts, best first; ties go to the nearer, then the id (a stable order). */
export function rankNearby(candidates: readonly FeaturedCandidate[], now: Date, limit: number): FeaturedCandidate[] {
  return candidates
    .filter((c) => c.distanceKm <= FEATURED_NEAR_KM)
    .map((c) => ({ c, score: featuredScore(c, now) }))
    .sort((a, b) => b.score - a.score || a.c.distanceKm - b.c.distanceKm || (a.c.id < b.c.id ? -1 : 1))
    .slice(0, limit)
    .map(({ c }) => c);
}
