import { Paperclip } from 'lucide-react';
import type { PlatformMessage } from '../../../../contract/admin-monitoring.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { attachmentView, messageKindLabel, type ThreadSide } from '../lib/monitoring-view.ts';

interface ThreadMessageProps {
  message: PlatformMessage;
  side: ThreadSide;
}

/**
 * One read-only bubble: sender, what kind of entry it is when not a written message (a connection request's message,
 * its acceptance), text, image inline or a labelled attachment link, time and a Read badge.
 */
export function ThreadMessage({ message: m, side }: ThreadMessageProps) {
  const attachment = attachmentView(m);
  const kind = messageKindLabel(m.kind);
  const left = side === 'left';
  return (
    <li data-testid="monitored-message" data-side={side} className={cn('flex flex-col', left ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[70%]',
          left ? 'rounded-bl-md border border-slate-200 bg-white text-slate-900' : 'rounded-br-md bg-indigo-50 text-slate-900 ring-1 ring-indigo-100',
        )}
      >
        <p className={cn('mb-0.5 flex flex-wrap items-center gap-x-2 text-xs font-semibold', left ? 'text-slate-700' : 'text-indigo-800')}>
          {m.fromUser.name}
          {kind ? (
            <Badge variant="outline" className="px-1.5 py-0 text-[11px]" data-testid="message-kind">
              {kind}
            </Badge>
          ) : null}
        </p>
        {attachment?.kind === 'image' ? (
          <img
            src={attachment.url}
            alt={`Image attachment from ${m.fromUser.name}`}
            loading="lazy"
            className="mb-1 max-h-72 w-auto max-w-[min(100%,18rem)] rounded-lg bg-slate-100 object-contain"
          />
        ) : null}
        {attachment?.kind === 'file' ? (
          <a
            href={attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mb-1 inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <Paperclip aria-hidden="true" className="size-3.5" />
            Attachment (file)
          </a>
        ) : null}
        {m.content ? <p className="break-words whitespace-pre-wrap">{m.content}</p> : null}
        <p className="mt-1 flex items-center justify-end gap-2 text-[11px] text-slate-600">
          <time dateTime={m.createdAt}>{formatAdminTime(m.createdAt)}</time>
          {m.isRead ? (
            <Badge variant="success" className="px-1.5 py-0 text-[11px]">
              Read
            </Badge>
          ) : null}
        </p>
      </div>
    </li>
  );
}
