import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

/** Support: users write to the team, admins answer, close threads; replies reach the user in real time. */
export function createSupportService(_deps: {
  db: Database;
  realtime?: Realtime;
  notifications: NotificationsService;
  audit: AuditLog;
  rateLimiter: RateLimiter;
}) {
  return {};
}
export type SupportService = ReturnType<typeof createSupportService>;
