import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import type { SupportConversation } from '../../../../contract/support.ts';
import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import { firstLine, messageCountText } from '../lib/support-view.ts';
import { SupportStatusBadge } from './support-status-badge.tsx';
import { SupportUserAvatar } from './support-user-avatar.tsx';
import { SupportUserTypeIcon } from './support-user-type-icon.tsx';

interface SupportConversationRowProps {
  conversation: SupportConversation;
  to: string;
  selected: boolean;
}

/** One user's support thread: avatar, name with type icon, email, last message, status, message count and time. */
export function SupportConversationRow({ conversation: c, to, selected }: SupportConversationRowProps) {
  const count = messageCountText(c.messageCount);
  return (
    <li>
      <Link
        to={to}
        aria-current={selected ? 'page' : undefined}
        data-testid="support-conversation-row"
        className={cn(
          'flex gap-3 px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
          selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
        )}
      >
        <SupportUserAvatar name={c.userName} image={c.userImage} className="mt-0.5 size-10 text-xs" />
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className="min-w-0 truncate text-sm font-semibold text-slate-900">{c.userName}</span>
            <SupportUserTypeIcon userType={c.userType} />
            <time dateTime={c.lastMessageTime} className="ml-auto shrink-0 text-xs text-slate-600">
              <span className="sr-only">, </span>
              {formatAdminTime(c.lastMessageTime)}
            </time>
          </span>
          <span className="truncate text-xs text-slate-600">
            <span className="sr-only">, </span>
            {c.userEmail}
          </span>
          <span className="truncate text-sm text-slate-700">
            <span className="sr-only">, last message: </span>
            {firstLine(c.lastMessage, 120)}
          </span>
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <span className="sr-only">, status: </span>
            <SupportStatusBadge status={c.status} />
            {count ? (
              <span className="inline-flex items-center gap-1">
                <MessageSquare aria-hidden="true" className="size-3.5" />
                <span className="sr-only">, </span>
                {count}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
