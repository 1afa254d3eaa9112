import { AUDIT_ACTIONS, type AuditAction } from '../../../../contract/audit.ts';
import { AUDIT_ACTION_LABELS } from '../../admin/lib/audit-labels.ts';

export { AUDIT_ACTION_LABELS };


export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action];
}

/** The filter select's value for no filter (a Radix select item cannot have an empty value). */
export const ALL_ACTIONS = 'all';

/** The ?action= of the log: one of AUDIT_ACTIONS, or null for all of them. */
export function auditActionFromParam(value: string | null): AuditAction | null {
  return (AUDIT_ACTIONS as readonly string[]).includes(value ?? '') ? (value as AuditAction) : null;
}

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLogFilters {
  action: AuditAction | null;
  targetUserId?: string | null;
}

/** First page of the log for the filters; later pages come from the server's Link header. */
export function auditLogPath({ action, targetUserId }: AuditLogFilters, limit = AUDIT_PAGE_SIZE): string {
  const search = new URLSearchParams({ limit: String(limit) });
  if (action) search.set('action', action);
  if (targetUserId) search.set('targetUserId', targetUserId);
  return `/api/admin/audit-log?${search}`;
}
