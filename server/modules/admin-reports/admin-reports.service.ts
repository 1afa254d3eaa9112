import type { Database } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';

export function createAdminReportsService(_deps: { db: Database; audit: AuditLog; adminUsers: AdminUsersService; notifications: NotificationsService }) {
  return {};
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
