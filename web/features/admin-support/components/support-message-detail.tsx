import { Link } from 'react-router';
import type { SupportMessage } from '../../../../contract/support.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { isFollowUp, subjectText, SUPPORT_CONVERSATIONS_PATH } from '../lib/support-view.ts';
import { SupportReplyForm } from './support-reply-form.tsx';
import { SupportStatusBadge } from './support-status-badge.tsx';

const linkClasses =
  'rounded text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/**
 * One support message: subject, sender, the message in full, the previous reply (if any) and the reply box. A
 * follow-up the support team wrote is shown as the team's message to the user; writing again happens in Support
 * conversations.
 */
export function SupportMessageDetail({ message: m }: { message: SupportMessage }) {
  const followUp = isFollowUp(m);
  return (
    <Card className="grid min-w-0 grid-cols-1 gap-5 p-4 sm:p-6" data-testid="support-message-detail">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className={m.subject?.trim() ? 'text-lg font-semibold wrap-anywhere text-slate-900' : 'text-lg font-semibold text-slate-600 italic'}>
          {followUp ? 'Follow-up from support' : subjectText(m.subject)}
        </h2>
        <SupportStatusBadge status={m.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">{followUp ? 'To' : 'From'}</dt>
          <dd className="text-slate-900">
            <span className="block font-semibold wrap-anywhere">{m.userName}</span>
            <a href={`mailto:${m.userEmail}`} className={`break-all ${linkClasses}`}>
              {m.userEmail}
            </a>
          </dd>
        </div>
        <div className="grid grid-cols-1 gap-0.5">
          <dt className="font-medium text-slate-600">{followUp ? 'Sent' : 'Received'}</dt>
          <dd className="text-slate-900">
            <time dateTime={m.repliedAt ?? m.createdAt}>{formatAdminTime(followUp ? (m.repliedAt ?? m.createdAt) : m.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {followUp ? (
        <section aria-labelledby={`support-follow-up-${m.id}`} className="grid grid-cols-1 gap-1.5">
          <h3 id={`support-follow-up-${m.id}`} className="text-sm font-semibold text-slate-900">
            Message from the support team
          </h3>
          <p className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm wrap-anywhere whitespace-pre-wrap text-slate-900">{m.adminReply}</p>
          <p className="text-sm text-slate-600">
            To write to {m.userName} again, open their thread in{' '}
            <Link to={SUPPORT_CONVERSATIONS_PATH} className={`font-medium underline ${linkClasses}`}>
              Support conversations
            </Link>
            .
          </p>
        </section>
      ) : (
        <>
          {m.message ? (
            <section aria-labelledby={`support-original-${m.id}`} className="grid grid-cols-1 gap-1.5">
              <h3 id={`support-original-${m.id}`} className="text-sm font-semibold text-slate-900">
                Message
              </h3>
              <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm wrap-anywhere whitespace-pre-wrap text-slate-900">{m.message}</p>
            </section>
          ) : null}
          {m.adminReply ? (
            <section aria-labelledby={`support-previous-${m.id}`} className="grid grid-cols-1 gap-1.5">
              <h3 id={`support-previous-${m.id}`} className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900">
                Previous reply
                {m.repliedAt ? (
                  <time dateTime={m.repliedAt} className="text-xs font-normal text-slate-600">
                    {formatAdminTime(m.repliedAt)}
                  </time>
                ) : null}
              </h3>
              <p className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm wrap-anywhere whitespace-pre-wrap text-slate-900">{m.adminReply}</p>
            </section>
          ) : null}
          <SupportReplyForm key={m.id} message={m} />
        </>
      )}
    </Card>
  );
}
