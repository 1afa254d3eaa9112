import { Bell, BellOff, RefreshCw } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterFirstCommit } from '../../../components/layout/after-first-commit.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkBellRead } from '../api/mark-bell-read.ts';
import { bellBadgeCount, bellNotifications, newForBell, unreadForBell } from '../lib/bell.ts';
import { NotificationItem } from './notification-item.tsx';

/** Relative times and 'New' badges are recomputed this often while the list is open. */
const NOW_REFRESH_MS = 60_000;

function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * The header's bell (students and teachers): a badge with the unread count, and a panel of the newest notifications.
 * Opening it marks them read on the server. A support reply opens the floating support chat via `onOpenSupport`.
 * The socket events that refresh it are subscribed by useNotificationEvents (mounted with the warning banner).
 */
export function NotificationsMenu({ onOpenSupport }: { onOpenSupport: () => void }) {
  // The header is not held up for these texts: the bell shows once they are in.
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const query = useNotifications();
  const markRead = useMarkBellRead();
  const now = useNow(open);
  const countId = useId();
  // A support reply opens the support chat, which takes the focus: the closing list must not pull it back to the bell.
  const focusElsewhere = useRef(false);
  const count = bellBadgeCount(query.data);
  const shown = bellNotifications(query.data);
  // The items marked 'New' are those the badge counted when the list opened (and any arriving while it is open):
  // opening marks them read, so they are remembered here rather than read from the list.
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (!open || !query.data) return;
    const arrived = newForBell(query.data).filter((n) => !newIds.has(n.id));
    if (arrived.length) setNewIds((ids) => new Set([...ids, ...arrived.map((n) => n.id)]));
  }, [open, query.data, newIds]);

  // Opening the list marks its notifications read (and any that arrive while it is open), each one attempted once.
  const attempted = useRef(new Set<string>());
  const { mutate: markBellRead } = markRead;
  useEffect(() => {
    if (!open || !query.data) return;
    const fresh = unreadForBell(query.data).filter((n) => !attempted.current.has(n.id));
    if (fresh.length === 0) return;
    for (const n of fresh) attempted.current.add(n.id);
    markBellRead(query.data);
  }, [open, query.data, markBellRead]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setNewIds(new Set());
      focusElsewhere.current = false;
      attempted.current.clear();
    }
  };

  // The name holds the number the badge shows (voice control: say what you see; axe label-content-name-mismatch).
  // Drawn by itself (before the popover mounts, with `onClick`) and as the popover's trigger (which adds its state).
  const bell = (onClick?: () => void) => (
    <Button
      {...(onClick ? { onClick, 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, 'data-state': 'closed' } : {})}
      variant="ghost"
      size="icon"
      aria-label={count ? `${t('bell.label')} ${count > 99 ? '99+' : count}` : t('bell.label')}
      aria-describedby={count ? countId : undefined}
      className="relative rounded-full"
    >
      <span className="relative">
        <Bell aria-hidden="true" className="size-5" />
        {count ? (
          <span
            data-testid="notification-count"
            className="absolute -top-1.5 -right-2 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
      {count ? (
        <span id={countId} className="sr-only">
          {t('bell.unread', { count })}
        </span>
      ) : null}
    </Button>
  );

  if (!ready) return null;
  return (
    <AfterFirstCommit
      trigger={(mount) =>
        bell(() => {
          onOpenChange(true);
          mount();
        })
      }
    >
      {() => (
        <Popover.Root open={open} onOpenChange={onOpenChange}>
          <Popover.Trigger asChild>{bell()}</Popover.Trigger>
          <Popover.Portal>
            <Popover.Content
              align="end"
              sideOffset={6}
              collisionPadding={8}
              aria-label={t('bell.label')}
              onCloseAutoFocus={(event) => {
                if (focusElsewhere.current) event.preventDefault();
              }}
              className="z-50 flex max-h-[min(75dvh,34rem)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-xl border border-slate-200 bg-white text-slate-900 shadow-lg outline-none"
            >
              <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold">{t('bell.title')}</h2>
              <div className="min-h-0 overflow-y-auto p-1">
                {query.isPending ? (
                  <div className="flex justify-center px-3 py-6">
                    <Spinner label={t('bell.loading')} />
                  </div>
                ) : query.isError && !query.data ? (
                  <div role="alert" className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-700">
                    {t('bell.loadFailed')}
                    <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                      <RefreshCw aria-hidden="true" />
                      {t('bell.tryAgain')}
                    </Button>
                  </div>
                ) : shown.length === 0 ? (
                  <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm text-slate-600">
                    <BellOff aria-hidden="true" className="size-5 text-slate-500" />
                    {t('bell.empty')}
                  </div>
                ) : (
                  <ul aria-label={t('bell.listLabel')} className="divide-y divide-slate-100">
                    {shown.map((notification) => (
                      <li key={notification.id}>
                        <NotificationItem
                          notification={notification}
                          isNew={newIds.has(notification.id)}
                          now={now}
                          onNavigate={() => setOpen(false)}
                          onOpenSupport={() => {
                            focusElsewhere.current = true;
                            onOpenSupport();
                          }}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
    </AfterFirstCommit>
  );
}
