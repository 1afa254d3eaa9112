import { MessageSquare, Paperclip } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminConversation } from '../../../../contract/admin-monitoring.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { countLabel, lastMessagePreview, userTypeLabel } from '../lib/monitoring-view.ts';
import { ParticipantAvatar } from './participant-avatar.tsx';

interface ConversationRowProps {
  conversation: AdminConversation;
  to: string;
  selected: boolean;
}

/** One pair of participants: both avatars, names and types, the last message with its sender and time, and counts. */
export function ConversationRow({ conversation: c, to, selected }: ConversationRowProps) {
  const [a, b] = c.participants;
  const last = c.lastMessage;
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        data-testid="monitored-conversation"
        className={cn(
          'flex gap-3 px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
        )}
      >
        <span className="relative mt-0.5 flex h-11 w-14 shrink-0">
          <ParticipantAvatar participant={a} className="size-9 text-xs ring-2 ring-white" />
          <ParticipantAvatar participant={b} className="absolute right-0 bottom-0 size-9 text-xs ring-2 ring-white" />
        </span>
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex min-w-0 items-baseline gap-2">
            <span className="min-w-0 truncate text-sm font-semibold text-slate-900">
              {a.name} <span className="font-normal text-slate-600">&amp;</span> {b.name}
            </span>
            <time dateTime={last.createdAt} className="ml-auto shrink-0 text-xs text-slate-600">
              <span className="sr-only">, </span>
              {formatAdminTime(last.createdAt)}
            </time>
          </span>
          <span className="truncate text-xs text-slate-600">
            <span className="sr-only">, </span>
            {userTypeLabel(a.userType)} · {userTypeLabel(b.userType)}
          </span>
          <span className="truncate text-sm text-slate-700">
            <span className="sr-only">, last message: </span>
            {lastMessagePreview(last)}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-3.5" />
              {countLabel(c.messageCount, 'message')}
            </span>
            {c.attachmentCount > 0 ? (
              <span className="inline-flex items-center gap-1">
                <Paperclip aria-hidden="true" className="size-3.5" />
                {countLabel(c.attachmentCount, 'attachment')}
              </span>
            ) : null}
            {c.unreadCount > 0 ? (
              <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
                {c.unreadCount.toLocaleString('en-IN')} unread
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
