import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../contract/notifications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { useNotificationEvents } from '../hooks/use-notification-events.ts';
import { warningTime } from '../lib/bell.ts';
import { notificationText } from '../lib/notification-text.ts';
import { unreadWarnings } from '../lib/warnings.ts';

/**
 * Unread moderator warnings at the top of the signed-in content, newest first, each until the user presses
 * 'I understand'. Mount only in the student and teacher shell (never on admin or signed-out pages).
 */
export function ModeratorWarningBanner() {
  useNotificationEvents();
  // The shell is not held up for these texts: the banner shows once they are in.
  const { ready } = useTranslation('notifications', { useSuspense: false });
  const warnings = unreadWarnings(useUnreadNotifications().data);
  const markRead = useMarkNotificationRead();
  if (warnings.length === 0 || !ready) return null;
  return (
    <div className="mb-6 grid gap-3" data-testid="moderator-warnings">
      {warnings.map((warning) => (
        <WarningNotice key={warning.id} warning={warning} onAcknowledge={() => markRead.mutate(warning.id)} />
      ))}
    </div>
  );
}

function WarningNotice({ warning, onAcknowledge }: { warning: Notification; onAcknowledge: () => void }) {
  const { t } = useTranslation('notifications');
  const titleId = useId();
  const { title, body } = notificationText(warning, t);
  return (
    <div
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-amber-300 border-l-4 border-l-amber-500 bg-amber-50 p-4 text-amber-950 shadow-sm sm:flex-row sm:items-start"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <ShieldAlert aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{body}</p>
        <p className="mt-2 text-xs text-amber-900">
          <time dateTime={warning.createdAt}>{warningTime(warning.createdAt)}</time>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onAcknowledge}
        className="self-start border-amber-400 bg-white text-amber-950 hover:bg-amber-100 focus-visible:outline-amber-700"
      >
        {t('warning.understand')}
      </Button>
    </div>
  );
}
