import { AuditLogScreen } from '../../features/admin-audit/components/audit-log-screen.tsx';

/** /admin/audit-log: the admins' actions and views of private data. */
export default function AdminAuditLogRoute() {
  return <AuditLogScreen />;
}
