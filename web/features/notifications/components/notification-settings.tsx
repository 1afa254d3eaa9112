import { BellRing, Check } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { NotificationChannel, NotificationEvent, NotificationPreferences } from '../../../../contract/notification-delivery.ts';
import type { User } from '../../../../contract/users.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences.ts';
import { eventsForRole } from '../lib/notification-events.ts';
import { QuietHoursFields } from './notification-settings-quiet-hours.tsx';
import { EventSwitches } from './notification-settings-events.tsx';
import { ThisDeviceNotifications } from './notification-settings-device.tsx';

/** The id the emails' "notification settings" link points at: /settings#notifications. */
export const NOTIFICATION_SETTINGS_ID = 'notifications';

/** Opened at /settings#notifications: the section is scrolled to and its heading focused, once it has its content. */
function useScrollIntoViewOnHash(ready: boolean) {
  const { hash } = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${NOTIFICATION_SETTINGS_ID}`) return;
    done.current = true;
    section.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [ready, hash]);
  return { section, heading };
}

function SwitchRow({ id, label, hint, children }: { id: string; label: string; hint: string; children: ReactNode }) {
  return (
    <div className="flex min-h-11 items-start justify-between gap-4">
      <div className="grid gap-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      {children}
    </div>
  );
}

function PreferencesForm({ user, preferences }: { user: User; preferences: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const save = useSaveNotificationPreferences();
  const { paused } = preferences;

  const update = (next: NotificationPreferences) =>
    save.mutate(next, { onError: (error) => toast.error(t('settings.saveFailed'), errorMessage(error, t('tryAgain'))) });
  const setEvent = (event: NotificationEvent, channel: NotificationChannel, on: boolean) =>
    update({ ...preferences, events: { ...preferences.events, [event]: { ...preferences.events[event], [channel]: on } } });

  return (
    <div className="grid gap-6">
      <SwitchRow id="notifications-pause-all" label={t('settings.pauseAll')} hint={t('settings.pauseAllHint')}>
        <Switch
          id="notifications-pause-all"
          aria-describedby="notifications-pause-all-hint"
          checked={paused}
          onCheckedChange={(on) => update({ ...preferences, paused: on })}
          className="mt-0.5"
        />
      </SwitchRow>
      <p aria-live="polite" className={paused ? 'rounded-lg bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'}>
        {paused ? t('settings.pausedNote') : ''}
      </p>
      {/* Paused, the switches below show disabled (dimmed by themselves); their texts keep full contrast. */}
      <div className="grid gap-6">
        <EventSwitches events={eventsForRole(user.userType)} preferences={preferences} disabled={paused} onChange={setEvent} />
        <QuietHoursFields
          quietHours={preferences.quietHours}
          disabled={paused}
          onChange={(quietHours) => update({ ...preferences, quietHours })}
        />
      </div>
      <p aria-live="polite" className="-mt-3 flex min-h-5 items-center gap-1.5 text-sm text-emerald-700">
        {save.isSuccess ? (
          <>
            <Check aria-hidden="true" className="size-4" />
            {t('settings.saved')}
          </>
        ) : null}
      </p>
    </div>
  );
}

/**
 * Settings → Notifications: which events reach the user by email and by push, quiet hours (IST) and
 * "pause all", saved on every change like the rest of Settings; then Web Push on this device.
 */
export function NotificationSettings({ user }: { user: User }) {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const { section, heading } = useScrollIntoViewOnHash(!preferences.isPending);

  let content: ReactNode;
  if (preferences.data) content = <PreferencesForm user={user} preferences={preferences.data} />;
  else if (preferences.isError)
    content = (
      <ErrorState
        title={t('settings.loadFailed')}
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
        retrying={preferences.isFetching}
      />
    );
  else content = <Spinner label={t('settings.loading')} />;

  return (
    <Card ref={section} id={NOTIFICATION_SETTINGS_ID} role="region" aria-labelledby="notification-settings-title" className="scroll-mt-36 md:scroll-mt-28">
      <CardHeader>
        <div className="flex items-center gap-3">
          <BellRing aria-hidden="true" className="size-5 text-indigo-600" />
          <CardTitle ref={heading} id="notification-settings-title" tabIndex={-1} className="rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600">
            {t('settings.title')}
          </CardTitle>
        </div>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {content}
        <div className="border-t border-slate-200 pt-6">
          <ThisDeviceNotifications />
        </div>
      </CardContent>
    </Card>
  );
}
