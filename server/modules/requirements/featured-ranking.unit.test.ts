import { describe, expect, it } from 'vitest';
import { FEATURED_NEAR_KM, featuredScore, rankNearby, type FeaturedCandidate } from './featured-ranking.ts';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const post = (id: string, distanceKm: number, ageDays: number, recentContacts = 0): FeaturedCandidate => ({
  id,
  distanceKm,
  createdAt: daysAgo(ageDays),
  recentContacts,
});

describe('featured ranking', () => {
  it('blends distance and recency: a close post of last week beats a brand-new one at the edge of the area', () => {
    const ranked = rankNearby([post('edge-new', 45, 0), post('close-week', 2, 7)], now, 3);
    expect(ranked.map((c) => c.id)).toEqual(['close-week', 'edge-new']);
  });

  it('a fresh post beats an equally close stale one, and interest breaks a near tie', () => {
    expect(rankNearby([post('stale', 5, 60), post('fresh', 5, 1)], now, 3).map((c) => c.id)).toEqual(['fresh', 'stale']);
    expect(rankNearby([post('quiet', 5, 3), post('asked', 5, 3, 4)], now, 3).map((c) => c.id)).toEqual(['asked', 'quiet']);
  });

  it('keeps only posts within the near distance, at most `limit`', () => {
    const ranked = rankNearby([post('a', 1, 1), post('b', 2, 1), post('c', 3, 1), post('d', 4, 1), post('far', FEATURED_NEAR_KM + 1, 0)], now, 3);
    expect(ranked.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('scores between 0 and 1, monotonic in distance', () => {
    const scores = [0, 10, 25, 49].map((km) => featuredScore(post('x', km, 0), now));
    expect(scores.every((s, i) => s > 0 && s <= 1 && (i === 0 || s < scores[i - 1]!))).toBe(true);
  });
});
