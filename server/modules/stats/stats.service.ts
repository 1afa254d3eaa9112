import { PLATFORM_STATS_TTL_MS, type PlatformStats } from '../../../contract/stats.ts';
import type { Database } from '../../db/client.ts';
import { presentPlatformStats } from './stats.presenter.ts';
import { countPlatform } from './stats.repository.ts';

interface Deps {
  db: Database;
  ttlMs?: number;
}

/**
 * The public platform figures, computed at most once per `ttlMs` on this instance (a cache per instance is enough:
 * figures a few minutes old on one instance are still true). Callers arriving while a computation runs share it.
 */
export function createStatsService({ db, ttlMs = PLATFORM_STATS_TTL_MS }: Deps) {
  let cached: { stats: PlatformStats; until: number } | null = null;
  let running: Promise<PlatformStats> | null = null;

  async function compute(): Promise<PlatformStats> {
    const now = new Date();
    const stats = presentPlatformStats(await countPlatform(db), now);
    cached = { stats, until: now.getTime() + ttlMs };
    return stats;
  }

  return {
    platform(): Promise<PlatformStats> {
      if (cached && Date.now() < cached.until) return Promise.resolve(cached.stats);
      running ??= compute().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
export type StatsService = ReturnType<typeof createStatsService>;
