import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import type { AdminUserDetail } from '../../../../contract/admin-users.ts';
import type { KycSubmission } from '../../../../contract/kyc.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { AUDIT_ACTION_LABELS } from '../../admin/lib/audit-labels.ts';
import { SUBMISSION_STATUS_LABELS, type BadgeTone } from '../lib/user-view.ts';
import { DetailSection, EmptyLine } from './detail-section.tsx';

const SUBMISSION_TONES: Record<KycSubmission['status'], BadgeTone> = {
  under_review: 'warning',
  approved: 'success',
  rejected: 'destructive',
};

const RESOLUTION_LABELS: Record<NonNullable<AdminReport['resolution']>, string> = {
  dismissed: 'Dismissed',
  warned: 'Warned',
  banned: 'Banned',
};

const rowLink =
  'inline-flex items-center gap-1 rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

function Time({ value }: { value: string }) {
  return <time dateTime={value}>{formatAdminTime(value)}</time>;
}

/** A teacher's KYC submissions, newest first, each linking to its review. */
export function KycSection({ submissions }: { submissions: KycSubmission[] }) {
  return (
    <DetailSection id="user-kyc-title" title="KYC Submissions">
      {submissions.length === 0 ? (
        <EmptyLine>No KYC submissions.</EmptyLine>
      ) : (
        <ul className="divide-y divide-slate-100">
          {submissions.map((submission) => (
            <li key={submission.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
              <div className="grid min-w-0 gap-1 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={SUBMISSION_TONES[submission.status]}>{SUBMISSION_STATUS_LABELS[submission.status]}</Badge>
                  <span className="text-slate-600">
                    Submitted <Time value={submission.createdAt} />
                  </span>
                </div>
                {submission.rejectionReason ? (
                  <p className="break-words text-slate-700">
                    <span className="font-medium">Rejection reason:</span> {submission.rejectionReason}
                  </p>
                ) : null}
              </div>
              <Link to={`/admin/kyc/${submission.id}`} className={rowLink}>
                Review
                <span className="sr-only"> KYC submission from {formatAdminTime(submission.createdAt)}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

interface ReportListProps {
  reports: AdminReport[];
  /** Which party to name: the reporter (reports about the user) or the reported user (reports by them). */
  otherParty: 'reporter' | 'reportedUser';
  empty: string;
}

function ReportList({ reports, otherParty, empty }: ReportListProps) {
  if (reports.length === 0) return <EmptyLine>{empty}</EmptyLine>;
  return (
    <ul className="divide-y divide-slate-100">
      {reports.map((report) => {
        const other = report[otherParty];
        return (
          <li key={report.id} className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
            <div className="grid min-w-0 gap-1 text-sm">
              <p className="font-medium break-words text-slate-900">{report.reason}</p>
              <p className="text-slate-600">
                {otherParty === 'reporter' ? 'Reported by' : 'Against'} {other.name} · <Time value={report.createdAt} />
              </p>
              <div>
                <Badge variant={report.status === 'open' ? 'warning' : 'outline'}>
                  {report.status === 'open' ? 'Open' : report.resolution ? `Resolved: ${RESOLUTION_LABELS[report.resolution]}` : 'Resolved'}
                </Badge>
              </div>
            </div>
            <Link to={`/admin/reports/${report.id}`} className={rowLink}>
              Open report
              <span className="sr-only">: {report.reason}</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function ReportsSection({ detail }: { detail: AdminUserDetail }) {
  return (
    <DetailSection id="user-reports-title" title="Reports">
      <div className="grid gap-5">
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">About this user ({detail.reportsAbout.length})</h3>
          <ReportList reports={detail.reportsAbout} otherParty="reporter" empty="No reports about this user." />
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-slate-900">By this user ({detail.reportsBy.length})</h3>
          <ReportList reports={detail.reportsBy} otherParty="reportedUser" empty="No reports by this user." />
        </div>
      </div>
    </DetailSection>
  );
}

/** Bans, unbans and warnings, newest first, from the audit log. */
export function ModerationSection({ entries }: { entries: AdminUserDetail['moderationHistory'] }) {
  return (
    <DetailSection id="user-moderation-title" title="Moderation History">
      {entries.length === 0 ? (
        <EmptyLine>No moderation actions.</EmptyLine>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-3 text-sm first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-center gap-x-2">
                <span className="font-semibold text-slate-900">{AUDIT_ACTION_LABELS[entry.action]}</span>
                <span className="text-slate-600">
                  by {entry.admin?.name ?? 'a deleted admin'} · <Time value={entry.createdAt} />
                </span>
              </p>
              {entry.reason ? <p className="break-words text-slate-700">Reason: {entry.reason}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
