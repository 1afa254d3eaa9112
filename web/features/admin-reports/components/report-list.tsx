import { LoadMore } from '../../../components/ui/load-more.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useReports } from '../api/get-reports.ts';
import { REPORT_STATUS_LABELS, REPORT_STATUS_OPTIONS, reportsEmptyText, type ReportStatus } from '../lib/report-view.ts';
import { ReportRow } from './report-row.tsx';
import { ReportsEmpty, ReportsError, ReportsLoading } from './report-states.tsx';

interface ReportListProps {
  status: ReportStatus;
  onStatusChange: (status: ReportStatus) => void;
  selectedId: string | null;
}

/** The Open / Resolved toggle and that list, with Load more. */
export function ReportList({ status, onStatusChange, selectedId }: ReportListProps) {
  const query = useReports(status);
  const reports = query.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <div className="grid grid-cols-1 content-start gap-4">
      <div role="group" aria-label="Report status" className="flex gap-2">
        {REPORT_STATUS_OPTIONS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === status ? 'default' : 'outline'}
            aria-pressed={option === status}
            onClick={() => onStatusChange(option)}
          >
            {REPORT_STATUS_LABELS[option]}
          </Button>
        ))}
      </div>
      {query.isPending ? (
        <ReportsLoading />
      ) : !reports.length && query.isError ? (
        <ReportsError title="Could not load reports" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !reports.length ? (
        <ReportsEmpty text={reportsEmptyText(status)} />
      ) : (
        <>
          <ul aria-label={`${REPORT_STATUS_LABELS[status]} reports`} className="grid grid-cols-1 gap-3">
            {reports.map((report) => (
              <li key={report.id}>
                <ReportRow report={report} status={status} selected={report.id === selectedId} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} failedText="Could not load more reports." />
        </>
      )}
    </div>
  );
}
