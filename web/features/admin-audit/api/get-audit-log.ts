import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../contract/audit.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';
import { auditLogPath, type AuditLogFilters } from '../lib/audit-actions.ts';

export interface AuditLogPage {
  entries: AuditEntry[];
  nextUrl: string | null;
}

/** GET /api/admin/audit-log: one page, newest first; the next one is announced in the Link header. */
export async function getAuditLogPage(path: string, signal?: AbortSignal): Promise<AuditLogPage> {
  const { data, nextUrl } = await apiRequestPage<AuditEntry[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { entries: data ?? [], nextUrl };
}

export function auditLogQueryOptions(filters: AuditLogFilters) {
  const clean = { action: filters.action, targetUserId: filters.targetUserId ?? null };
  return infiniteQueryOptions({
    queryKey: [`${ADMIN_QUERY_PREFIX}/audit-log`, clean] as const,
    queryFn: ({ pageParam, signal }) => getAuditLogPage(pageParam ?? auditLogPath(clean), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
  });
}

/** The admins' actions for the filters, page by page (Load more). */
export function useAuditLog(filters: AuditLogFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
