import { Ban, CheckCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { useReport } from '../api/get-report.ts';
import { RESOLUTION_NOTE_LABELS, type ResolveAction } from '../lib/report-view.ts';
import { ReportStatusBadge } from './report-badges.tsx';
import { ReportConversation } from './report-conversation.tsx';
import { ReportPartyCard } from './report-party-card.tsx';
import { ReportsError, ReportsLoading } from './report-states.tsx';
import { ResolveReportDialog } from './resolve-report-dialog.tsx';

/** One report: the two users, the reason, the resolution or the actions, and their recent messages. */
export function ReportDetail({ id }: { id: string }) {
  const query = useReport(id);
  if (query.isPending) return <ReportsLoading text="Loading report..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status < 500;
    return (
      <ReportsError
        title={missing ? 'Report not found' : 'Could not load the report'}
        error={query.error}
        onRetry={missing ? undefined : () => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { report, conversation } = query.data;
  return (
    <Card className="grid grid-cols-1 gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Report details</h2>
        <ReportStatusBadge report={report} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ReportPartyCard role="Reporter" party={report.reporter} />
        <ReportPartyCard role="Reported user" party={report.reportedUser} />
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm">
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">Reason</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap text-slate-900">{report.reason}</dd>
        </div>
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">Reported</dt>
          <dd className="text-slate-900">
            <time dateTime={report.createdAt}>{formatAdminTime(report.createdAt)}</time>
          </dd>
        </div>
        {report.status === 'resolved' ? <ResolutionDetails report={report} /> : null}
      </dl>
      {report.status === 'open' ? <ReportActions report={report} /> : null}
      <ReportConversation report={report} messages={conversation} />
    </Card>
  );
}

function ResolutionDetails({ report }: { report: AdminReport }) {
  return (
    <>
      {report.resolution && report.resolutionNote ? (
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">{RESOLUTION_NOTE_LABELS[report.resolution]}</dt>
          <dd className="wrap-anywhere whitespace-pre-wrap text-slate-900">{report.resolutionNote}</dd>
        </div>
      ) : null}
      {report.resolvedAt ? (
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">Resolved</dt>
          <dd className="text-slate-900">
            <time dateTime={report.resolvedAt}>{formatAdminTime(report.resolvedAt)}</time>
          </dd>
        </div>
      ) : null}
    </>
  );
}

function ReportActions({ report }: { report: AdminReport }) {
  const [action, setAction] = useState<ResolveAction | null>(null);
  return (
    <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
      <Button variant="outline" onClick={() => setAction('dismiss')}>
        <CheckCheck aria-hidden="true" />
        Dismiss
      </Button>
      <Button variant="outline" className="border-amber-400 text-amber-900 hover:bg-amber-50" onClick={() => setAction('warn')}>
        <TriangleAlert aria-hidden="true" />
        Warn User
      </Button>
      <Button variant="destructive" onClick={() => setAction('ban')}>
        <Ban aria-hidden="true" />
        Ban User
      </Button>
      <ResolveReportDialog report={report} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
