import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { Conversation } from '../../../../contract/chat.ts';
import { tutorProfileHref } from '../../../components/profile-link.tsx';
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

/**
 * One row of the list: avatar with online dot, name, verified mark, last message, time and unread badge. The row opens
 * the conversation; a verified teacher's photo is a link of its own to their public profile, laid over the row beside
 * its link (not inside it: a link in a link is no link for a keyboard or a screen reader).
 */
export function ConversationItem({ conversation: c, to, fetchedAt, now }: ConversationItemProps) {
  const { t } = useTranslation('chat');
  const { isOnline } = usePresence(c.userId, c, fetchedAt);
  const unread = c.unreadCount > 0;
  const name = partyName(c.name, c.userType, c.forChild);
  const avatar = <ChatAvatar name={c.name} src={c.profileImage} online={isOnline} />;
  const profileLabel = c.profileSlug ? t('item.profile', { name: c.name }) : '';
  return (
    <li className="relative">
      <NavLink
        to={to}
        className={({ isActive }) =>
          cn(
            'flex items-center gap-3 px-3 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
            isActive ? 'bg-indigo-50' : 'hover:bg-slate-50',
          )
        }
      >
        {/* The profile link below takes the avatar's place. */}
        {c.profileSlug ? <span aria-hidden="true" className="size-11 shrink-0" /> : avatar}
        <span className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <span className="flex min-w-0 items-center gap-2">
            <span className={cn('min-w-0 truncate text-sm text-slate-900', unread ? 'font-bold' : 'font-semibold')}>
              {name}
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
      {c.profileSlug ? (
        <Link
          to={tutorProfileHref(c.profileSlug)}
          title={profileLabel}
          className="absolute top-1/2 left-3 -translate-y-1/2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {avatar}
          <span className="sr-only">{profileLabel}</span>
        </Link>
      ) : null}
    </li>
  );
}
