import type { Database } from '../../db/client.ts';
import type { AuditLog } from '../audit/audit-log.ts';

export function createMonitoringService(_deps: { db: Database; audit: AuditLog }) {
  return {};
}
export type MonitoringService = ReturnType<typeof createMonitoringService>;
