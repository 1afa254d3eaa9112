import { z } from 'zod';

/** How long one computation of the platform figures is served (per instance) before the database is asked again. */
export const PLATFORM_STATS_TTL_MS = 10 * 60_000;

/**
 * GET /api/stats/platform: the figures the landing page ("Our Impact in Numbers") and the Find page ("Match rate",
 * "Average response") show, computed from the database. A figure with too little data behind it is null (the web
 * shows "—" and "Not enough data yet"), never an invented number.
 */
export const PlatformStatsSchema = z
  .object({
    /** Teacher accounts with approved KYC (is_verified), not banned. */
    verifiedTeachers: z.number().int().nonnegative(),
    /** Student accounts (not banned) plus children parents manage who have no login of their own. */
    students: z.number().int().nonnegative(),
    /** Parent (guardian) accounts, not banned. */
    parents: z.number().int().nonnegative(),
    reviews: z.object({
      count: z.number().int().nonnegative(),
      /** Mean of every review's rating (1–5); null without reviews. */
      average: z.number().min(1).max(5).nullable(),
    }),
    requests: z.object({
      /** Connection requests accepted or declined by their receiver. */
      answered: z.number().int().nonnegative(),
      accepted: z.number().int().nonnegative(),
      /** accepted / answered (0–1); null while no request has been answered. */
      acceptedShare: z.number().min(0).max(1).nullable(),
      /**
       * Median time from a request being sent to its receiver's answer (accepted or declined), in seconds, over the
       * answered requests; null while none has been answered.
       */
      medianFirstReplySeconds: z.number().nonnegative().nullable(),
    }),
    /** When these figures were computed (they are served for up to PLATFORM_STATS_TTL_MS). */
    computedAt: z.iso.datetime(),
  })
  .meta({ id: 'PlatformStats' });
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;
