import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { apiRequestPage, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';
import { reportsListPath, type ReportStatus } from '../lib/report-view.ts';
import { reportsListKey } from './report-keys.ts';

export interface ReportsPage {
  reports: AdminReport[];
  nextUrl: string | null;
}

/** GET /api/admin/reports?status=: one page; the next one is announced in the Link header. */
export async function getReportsPage(path: string, signal?: AbortSignal): Promise<ReportsPage> {
  const { data, nextUrl } = await apiRequestPage<AdminReport[]>('GET', path, undefined, {
    signal,
    token: getAdminToken(),
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
  return { reports: data ?? [], nextUrl };
}

export function reportsQueryOptions(status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: reportsListKey(status),
    queryFn: ({ pageParam, signal }) => getReportsPage(pageParam ?? reportsListPath(status), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextUrl,
  });
}

/** Open reports (oldest first, a queue) or resolved ones (newest first), page by page. */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}
