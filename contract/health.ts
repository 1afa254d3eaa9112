import { z } from 'zod';

/** Liveness: the process answers; `database` says whether its database does. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  databaseKind: z.enum(['embedded', 'server']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Readiness, for a load balancer: 200 `ready` while this process takes traffic; 503 `draining` once it is shutting
 * down, 503 `unavailable` while its database does not answer. `instance` names the process (host/pid).
 */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'draining', 'unavailable']),
  instance: z.string(),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
