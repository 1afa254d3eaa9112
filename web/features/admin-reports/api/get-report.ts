import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReportDetail } from '../../../../contract/admin-reports.ts';
import { ApiError, READ_TIMEOUT_MESSAGE } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { reportDetailKey } from './report-keys.ts';

/** GET /api/admin/reports/{id}: the report and the recent messages between the two users, oldest first (audited). */
export function getReport(id: string, signal?: AbortSignal): Promise<AdminReportDetail> {
  return adminRequest<AdminReportDetail>('GET', `/api/admin/reports/${encodeURIComponent(id)}`, undefined, {
    signal,
    timeoutMessage: READ_TIMEOUT_MESSAGE,
  });
}

export function reportQueryOptions(id: string) {
  return queryOptions({
    queryKey: reportDetailKey(id),
    queryFn: ({ signal }) => getReport(id, signal),
    // A missing report (404) or a bad id (400) stays missing.
    retry: (failureCount, error) => failureCount < 2 && !(error instanceof ApiError && error.status < 500),
  });
}

export function useReport(id: string) {
  return useQuery(reportQueryOptions(id));
}
