import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, AdminReportDetail, ResolveReportBody } from '../../../../contract/admin-reports.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminRequest } from '../../admin/api/admin-request.ts';
import { isAdminQuery, reportDetailKey } from './report-keys.ts';

export interface ResolveReportInput {
  id: string;
  body: ResolveReportBody;
}

/** POST /api/admin/reports/{id}/resolve: dismiss, warn the reported user, or ban them. */
export function resolveReport({ id, body }: ResolveReportInput): Promise<AdminReport> {
  return adminRequest<AdminReport>('POST', `/api/admin/reports/${encodeURIComponent(id)}/resolve`, body);
}

/** The resolved report replaces the open one at once; every admin list and count is then refetched. */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'reports', 'resolve'],
    mutationFn: resolveReport,
    onSuccess: (report) => {
      queryClient.setQueryData<AdminReportDetail>(reportDetailKey(report.id), (detail) => (detail ? { ...detail, report } : detail));
      // Not this report's detail: it is up to date, and each fetch of it is an audited view.
      const detailKey = reportDetailKey(report.id);
      void queryClient.invalidateQueries({
        predicate: (query) => isAdminQuery(query) && !detailKey.every((part, index) => query.queryKey[index] === part),
      });
    },
    // 409: another admin resolved it first; show it as it is now.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: reportDetailKey(id) });
    },
  });
}
