import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Conversation } from '../../../../contract/chat.ts';
import { partyName } from '../../../lib/for-child.ts';
import { cn } from '../../../lib/utils.ts';
import { usePresence } from '../hooks/chat-stores.ts';
import { previewLabel, unreadBadge, unreadLabel } from '../lib/conversations.ts';
import { fullDateTime, shortRelativeTime } from '../lib/time.ts';
import { ChatAvatar } from './chat-avatar.tsx';

interface ConversationItemProps {
  conversation: Conversation;
  to: string;
  fetchedAt: number;
  now: Date;
}

/** One row of the list: avatar with online dot, name, verified mark, last message, time and unread badge. */
export function ConversationItem({ conversation: c, to, fetchedAt, now }: ConversationItemProps) {
  const { t } = useTranslation('chat');
  const { isOnline } = usePresence(c.userId, c, fetchedAt);
  const unread = c.unreadCount > 0;
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
            isActive ? 'bg-indigo-50' : 'hover:bg-slate-50',
          )
        }
      >
        <ChatAvatar name={c.name} src={c.profileImage} online={isOnline} />
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className={cn('min-w-0 truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
              {partyName(c.name, c.userType, c.forChild)}
            </span>
            {c.isVerified ? (
              <span title={t('item.verified')} className="inline-flex shrink-0 text-emerald-600">
                <BadgeCheck aria-hidden="true" className="size-4" />
                <span className="sr-only">{t('item.verified')}</span>
              </span>
            ) : null}
            {isOnline ? <span className="sr-only">{t('item.online')}</span> : null}
            <time dateTime={c.lastMessageAt} title={fullDateTime(c.lastMessageAt)} className="ml-auto shrink-0 text-xs text-slate-600">
              <span className="sr-only">, </span>
              {shortRelativeTime(c.lastMessageAt, now)}
            </time>
          </span>
          <span className="flex min-w-0 items-center gap-2">
            <span className={cn('min-w-0 truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
              <span className="sr-only">, </span>
              {c.lastMessageFromMe ? t('item.you') : ''}
              {previewLabel(c)}
            </span>
            {unread ? (
              <span className="ml-auto inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white">
                <span aria-hidden="true">{unreadBadge(c.unreadCount)}</span>
                <span className="sr-only">, {unreadLabel(c.unreadCount)}</span>
              </span>
            ) : null}
          </span>
        </span>
      </NavLink>
    </li>
  );
}
