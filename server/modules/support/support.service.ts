import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createAdminSupportService } from './admin-support.service.ts';
import { createUserSupportService } from './user-support.service.ts';

/** Support: users write to the team, admins answer, close threads; replies reach the user in real time. */
export function createSupportService(deps: {
  db: Database;
  realtime?: Realtime;
  notifications: NotificationsService;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  /** Support messages one user may send per 10 minutes (RATE_LIMIT_SUPPORT_PER_USER). */
  supportPerUser?: number;
}) {
  return {
    user: createUserSupportService({ db: deps.db, rateLimiter: deps.rateLimiter, supportPerUser: deps.supportPerUser ?? 10 }),
    admin: createAdminSupportService(deps),
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
