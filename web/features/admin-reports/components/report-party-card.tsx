import { Link } from 'react-router';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { USER_TYPE_LABELS } from '../lib/report-view.ts';

interface ReportPartyCardProps {
  role: 'Reporter' | 'Reported user';
  party: AdminReport['reporter'];
}

/** One side of a report: name, type, email, banned state and a link to the user's admin page. */
export function ReportPartyCard({ role, party }: ReportPartyCardProps) {
  return (
    <div className="grid grid-cols-1 min-w-0 content-start gap-1 rounded-lg border border-slate-200 p-3">
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{role}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold wrap-anywhere text-slate-900">{party.name}</span>
        <Badge variant="outline">{USER_TYPE_LABELS[party.userType]}</Badge>
        {party.isBanned ? <Badge variant="destructive">Banned</Badge> : null}
      </p>
      <p className="text-sm break-all text-slate-600">{party.email}</p>
      <Link
        to={`/admin/user/${party.id}`}
        className="justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        View details<span className="sr-only"> for {party.name}</span>
      </Link>
    </div>
  );
}
