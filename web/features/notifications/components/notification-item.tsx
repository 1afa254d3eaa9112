import { BadgeCheck, CalendarClock, CalendarDays, Headset, ShieldAlert, ShieldCheck, ShieldX, Star, UserCheck, UserX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification, NotificationKind } from '../../../../contract/notifications.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/utils.ts';
import { notificationTarget, notificationTime } from '../lib/bell.ts';
import { notificationText } from '../lib/notification-text.ts';

const KIND_ICONS: Record<NotificationKind, { icon: LucideIcon; tone: string }> = {
  moderator_warning: { icon: ShieldAlert, tone: 'bg-amber-100 text-amber-800' },
  support_reply: { icon: Headset, tone: 'bg-indigo-100 text-indigo-700' },
  kyc_approved: { icon: BadgeCheck, tone: 'bg-emerald-100 text-emerald-800' },
  kyc_rejected: { icon: ShieldX, tone: 'bg-red-100 text-red-700' },
  request_accepted: { icon: UserCheck, tone: 'bg-emerald-100 text-emerald-800' },
  request_rejected: { icon: UserX, tone: 'bg-slate-200 text-slate-700' },
  guardian_consent_granted: { icon: ShieldCheck, tone: 'bg-emerald-100 text-emerald-800' },
  review_reminder: { icon: Star, tone: 'bg-amber-100 text-amber-800' },
  lesson_update: { icon: CalendarDays, tone: 'bg-indigo-100 text-indigo-700' },
  lesson_reminder: { icon: CalendarClock, tone: 'bg-amber-100 text-amber-800' },
};

interface NotificationItemProps {
  notification: Notification;
  /** Counted by the bell's badge when the list opened: marked 'New'. */
  isNew: boolean;
  now: Date;
  /** Called after a click that leaves the list (a link or the support chat). */
  onNavigate: () => void;
  onOpenSupport: () => void;
}

const rowClasses =
  'flex w-full items-start gap-3 rounded-lg px-2 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600';

/** One row of the bell: icon, title, two lines of body, relative time, and 'New' when the badge counted it. */
export function NotificationItem({ notification, isNew, now, onNavigate, onOpenSupport }: NotificationItemProps) {
  const target = notificationTarget(notification);
  const content = <NotificationContent notification={notification} isNew={isNew} now={now} />;
  if (target.type === 'link') {
    return (
      <Link to={target.to} onClick={onNavigate} className={cn(rowClasses, 'hover:bg-slate-50')}>
        {content}
      </Link>
    );
  }
  if (target.type === 'support') {
    return (
      <button
        type="button"
        onClick={() => {
          onNavigate();
          onOpenSupport();
        }}
        className={cn(rowClasses, 'hover:bg-slate-50')}
      >
        {content}
      </button>
    );
  }
  return <div className={rowClasses}>{content}</div>;
}

function NotificationContent({ notification, isNew, now }: { notification: Notification; isNew: boolean; now: Date }): ReactNode {
  const { t } = useTranslation('notifications');
  const { icon: Icon, tone } = KIND_ICONS[notification.kind];
  const { title, body } = notificationText(notification, t);
  return (
    <>
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tone)}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm break-words text-slate-900', notification.readAt === null ? 'font-bold' : 'font-semibold')}>
            {title}
          </span>
          {isNew ? (
            <Badge variant="secondary" className="shrink-0">
              {t('bell.new')}
            </Badge>
          ) : null}
        </span>
        <span className="mt-0.5 line-clamp-2 text-sm break-words text-slate-700">{body}</span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-600">
          {notificationTime(notification.createdAt, now)}
        </time>
      </span>
    </>
  );
}
