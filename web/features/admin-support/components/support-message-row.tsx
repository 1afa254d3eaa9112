import { Link } from 'react-router';
import type { SupportMessage } from '../../../../contract/support.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { firstLine, isFollowUp, subjectText, supportMessageHref, type SupportFilter } from '../lib/support-view.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';

interface SupportMessageRowProps {
  message: SupportMessage;
  /** The list's filter, kept in the link. */
  filter: SupportFilter;
  selected: boolean;
}

/**
 * One support message in the list, as a link that opens it: sender, subject, first line, status and time. A follow-up
 * the support team wrote shows as theirs: 'Support team to {user}' and the reply's first line.
 */
export function SupportMessageRow({ message: m, filter, selected }: SupportMessageRowProps) {
  const followUp = isFollowUp(m);
  return (
    <Link
      to={supportMessageHref(m.id, filter)}
      aria-current={selected ? 'page' : undefined}
      data-testid="support-message-row"
      className={cn(
        'grid grid-cols-1 gap-1 rounded-xl border bg-white p-4 shadow-sm transition-colors hover:border-indigo-300 hover:bg-indigo-50/40',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        selected ? 'border-indigo-500 ring-1 ring-indigo-500' : 'border-slate-200',
      )}
    >
      <span className="flex min-w-0 items-baseline gap-2">
        <span className="min-w-0 truncate font-semibold text-slate-900">{followUp ? `Support team to ${m.userName}` : m.userName}</span>
        <time dateTime={m.createdAt} className="ml-auto shrink-0 text-xs text-slate-600">
          <span className="sr-only">, </span>
          {formatAdminTime(m.createdAt)}
        </time>
      </span>
      <span className="truncate text-xs text-slate-600">
        <span className="sr-only">, </span>
        {m.userEmail}
      </span>
      <span className={cn('truncate text-sm font-medium', m.subject?.trim() ? 'text-slate-900' : 'text-slate-600 italic')}>
        <span className="sr-only">, subject: </span>
        {subjectText(m.subject)}
      </span>
      <span className="line-clamp-2 text-sm wrap-anywhere text-slate-700">
        <span className="sr-only">, message: </span>
        {followUp ? `Follow-up from support: ${firstLine(m.adminReply ?? '')}` : firstLine(m.message)}
      </span>
      <span className="mt-1 flex">
        <span className="sr-only">, status: </span>
        <SupportStatusBadge status={m.status} />
      </span>
    </Link>
  );
}
