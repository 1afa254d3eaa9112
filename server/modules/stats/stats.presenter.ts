import type { PlatformStats } from '../../../contract/stats.ts';
import type { PlatformCounts } from './stats.repository.ts';

/** Counts → the public figures: a share, an average or a median with nothing behind it is null, not a guess. */
export function presentPlatformStats(counts: PlatformCounts, computedAt: Date): PlatformStats {
  const answered = counts.answered;
  return {
    verifiedTeachers: counts.verifiedTeachers,
    students: counts.studentAccounts + counts.childrenWithoutLogin,
    parents: counts.parents,
    reviews: {
      count: counts.reviewCount,
      average: counts.reviewCount > 0 && counts.reviewAverage !== null ? Math.round(counts.reviewAverage * 100) / 100 : null,
    },
    requests: {
      answered,
      accepted: counts.accepted,
      acceptedShare: answered > 0 ? counts.accepted / answered : null,
      medianFirstReplySeconds: answered > 0 && counts.medianReplySeconds !== null ? Math.max(0, Math.round(counts.medianReplySeconds)) : null,
    },
    computedAt: computedAt.toISOString(),
  };
}
