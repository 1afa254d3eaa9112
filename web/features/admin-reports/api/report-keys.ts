import { ADMIN_QUERY_PREFIX } from '../../admin/api/admin-request.ts';
import type { ReportStatus } from '../lib/report-view.ts';

/** Every reports query starts with this (and so with ADMIN_QUERY_PREFIX: the header's Refresh refetches it). */
export const ADMIN_REPORTS_KEY = [`${ADMIN_QUERY_PREFIX}/reports`] as const;

export const reportsListKey = (status: ReportStatus) => [...ADMIN_REPORTS_KEY, 'list', status] as const;
export const reportDetailKey = (id: string) => [...ADMIN_REPORTS_KEY, 'detail', id] as const;

/** True for every admin query, for refetching them all after a decision (lists, counts, the users' details). */
export function isAdminQuery(query: { queryKey: readonly unknown[] }): boolean {
  return String(query.queryKey[0] ?? '').startsWith(ADMIN_QUERY_PREFIX);
}
