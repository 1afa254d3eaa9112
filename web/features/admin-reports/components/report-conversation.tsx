import { Paperclip } from 'lucide-react';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import type { PlatformMessage } from '../../../../contract/admin-monitoring.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';

interface ReportConversationProps {
  report: AdminReport;
  messages: PlatformMessage[];
}

/** The recent messages between the two users, oldest first; the reported user's on the left, read-only. */
export function ReportConversation({ report, messages }: ReportConversationProps) {
  return (
    <section aria-labelledby="report-conversation-heading" className="grid grid-cols-1 gap-3">
      <h3 id="report-conversation-heading" className="font-semibold text-slate-900">
        Recent messages
      </h3>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-4 text-center text-sm text-slate-600">
          No messages between {report.reporter.name} and {report.reportedUser.name}.
        </p>
      ) : (
        <ol
          aria-label="Messages"
          // Scrollable: reachable by keyboard so its messages can be scrolled without a mouse.
          tabIndex={0}
          className="grid max-h-[32rem] grid-cols-1 gap-2 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {messages.map((message) => (
            <ConversationMessage key={message.id} message={message} fromReported={message.fromUser.id === report.reportedUser.id} />
          ))}
        </ol>
      )}
    </section>
  );
}

function ConversationMessage({ message: m, fromReported }: { message: PlatformMessage; fromReported: boolean }) {
  return (
    <li className={cn('flex', fromReported ? 'justify-start' : 'justify-end')}>
      <div
        className={cn(
          'grid max-w-[85%] min-w-0 grid-cols-1 gap-1 rounded-2xl border px-3 py-2 text-sm',
          fromReported ? 'rounded-bl-md border-amber-200 bg-amber-50' : 'rounded-br-md border-slate-200 bg-white',
        )}
      >
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-semibold text-slate-900">{m.fromUser.name}</span>
          <time dateTime={m.createdAt} className="text-slate-600">
            {formatAdminTime(m.createdAt)}
          </time>
        </p>
        {m.attachment && m.attachmentType === 'image' ? (
          <a
            href={m.attachment}
            target="_blank"
            rel="noopener noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <img
              src={m.attachment}
              alt={`Image from ${m.fromUser.name}`}
              loading="lazy"
              className="max-h-60 w-auto max-w-full rounded-lg bg-slate-100 object-contain"
            />
          </a>
        ) : m.attachment ? (
          <a
            href={m.attachment}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 justify-self-start rounded font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Paperclip aria-hidden="true" className="size-4" />
            Attachment
          </a>
        ) : null}
        {m.content ? <p className="wrap-anywhere whitespace-pre-wrap text-slate-900">{m.content}</p> : null}
      </div>
    </li>
  );
}
