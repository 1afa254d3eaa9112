import { BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { PushPermissionError, PushUnavailableError, usePushSubscription, useTogglePush } from '../api/push-subscription.ts';
import { browserPushEnvironment, detectPushSupport } from '../lib/push-support.ts';

type Problem = 'unavailable' | 'dismissed';

/**
 * "Notifications on this device": Web Push for this browser or installed app, apart from the account's switches
 * above. Says why it cannot be turned on (iOS outside the Home Screen app, no Push API, blocked in the browser), and
 * a failed subscription (a browser without a push service) as a sentence, never as an unhandled error.
 */
export function ThisDeviceNotifications() {
  const { t } = useTranslation('notifications');
  const [support, setSupport] = useState(() => detectPushSupport(browserPushEnvironment()));
  const [problem, setProblem] = useState<Problem | null>(null);
  const subscription = usePushSubscription(support === 'available');
  const toggle = useTogglePush();
  const subscribed = Boolean(subscription.data);

  const onToggle = () => {
    setProblem(null);
    toggle.mutate(!subscribed, {
      onError: (error) => {
        if (error instanceof PushPermissionError) {
          if (error.permission === 'denied') setSupport('blocked');
          else setProblem('dismissed');
        } else if (error instanceof PushUnavailableError) setProblem('unavailable');
        else toast.error(t('settings.device.failed'), errorMessage(error, t('tryAgain')));
      },
    });
  };

  let state: string;
  if (support === 'install-first') state = t('settings.device.installFirst');
  else if (support === 'unsupported') state = t('settings.device.unsupported');
  else if (support === 'blocked') state = t('settings.device.blocked');
  else if (subscription.isPending) state = t('settings.device.checking');
  else state = subscribed ? t('settings.device.on') : t('settings.device.off');

  return (
    <div className="grid gap-3" data-testid="this-device-notifications">
      <h3 id="this-device-notifications-title" className="text-sm font-semibold text-slate-900">
        {t('settings.device.title')}
      </h3>
      <p className="flex items-start gap-2 text-sm text-slate-700" aria-live="polite">
        {subscribed ? (
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
        ) : (
          <BellOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        )}
        <span>{state}</span>
      </p>
      {problem ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {problem === 'unavailable' ? t('settings.device.unavailable') : t('settings.device.dismissed')}
        </p>
      ) : null}
      {support === 'available' && !subscription.isPending ? (
        <Button
          variant={subscribed ? 'outline' : 'default'}
          className="min-h-11 w-full sm:w-auto sm:justify-self-start"
          onClick={onToggle}
          disabled={toggle.isPending}
          aria-describedby="this-device-notifications-title"
        >
          {toggle.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : subscribed ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
          {subscribed ? t('settings.device.turnOff') : t('settings.device.turnOn')}
        </Button>
      ) : null}
    </div>
  );
}
