import { useTranslation } from 'react-i18next';
import type { NotificationChannel, NotificationEvent, NotificationPreferences } from '../../../../contract/notification-delivery.ts';
import { Switch } from '../../../components/ui/switch.tsx';

// Keys written whole (the catalogue check reads them).
const EVENT_NAMES = {
  message: 'settings.events.message',
  request_received: 'settings.events.request_received',
  request_answered: 'settings.events.request_answered',
  kyc_decision: 'settings.events.kyc_decision',
  support_reply: 'settings.events.support_reply',
  review_received: 'settings.events.review_received',
  guardian_consent: 'settings.events.guardian_consent',
  lesson_update: 'settings.events.lesson_update',
  lesson_reminder: 'settings.events.lesson_reminder',
} as const;

const SWITCH_NAMES = {
  email: {
    message: 'settings.emailFor.message',
    request_received: 'settings.emailFor.request_received',
    request_answered: 'settings.emailFor.request_answered',
    kyc_decision: 'settings.emailFor.kyc_decision',
    support_reply: 'settings.emailFor.support_reply',
    review_received: 'settings.emailFor.review_received',
    guardian_consent: 'settings.emailFor.guardian_consent',
    lesson_update: 'settings.emailFor.lesson_update',
    lesson_reminder: 'settings.emailFor.lesson_reminder',
  },
  push: {
    message: 'settings.pushFor.message',
    request_received: 'settings.pushFor.request_received',
    request_answered: 'settings.pushFor.request_answered',
    kyc_decision: 'settings.pushFor.kyc_decision',
    support_reply: 'settings.pushFor.support_reply',
    review_received: 'settings.pushFor.review_received',
    guardian_consent: 'settings.pushFor.guardian_consent',
    lesson_update: 'settings.pushFor.lesson_update',
    lesson_reminder: 'settings.pushFor.lesson_reminder',
  },
} as const;

const CHANNEL_NAMES = { email: 'settings.email', push: 'settings.push' } as const;

interface EventSwitchesProps {
  events: readonly NotificationEvent[];
  preferences: NotificationPreferences;
  disabled: boolean;
  onChange: (event: NotificationEvent, channel: NotificationChannel, on: boolean) => void;
}

/**
 * One row per event with an Email and a Push switch. Wide: a grid under the column names; on a phone each row stacks
 * the event's name above its two switches, each with its word beside it. Every switch sits in a label at least 44 px
 * high, so the whole label is its touch target; its accessible name says both the channel and the event.
 */
export function EventSwitches({ events, preferences, disabled, onChange }: EventSwitchesProps) {
  const { t } = useTranslation('notifications');
  return (
    <div>
      <h3 id="notification-events-title" className="text-sm font-semibold text-slate-900">
        {t('settings.eventsCaption')}
      </h3>
      <div aria-hidden="true" className="mt-2 hidden grid-cols-[1fr_5.5rem_5.5rem] border-b border-slate-200 pb-2 text-xs font-medium text-slate-600 sm:grid">
        <span>{t('settings.event')}</span>
        <span className="text-center">{t('settings.email')}</span>
        <span className="text-center">{t('settings.push')}</span>
      </div>
      <ul aria-labelledby="notification-events-title" className="divide-y divide-slate-200">
        {events.map((event) => (
          <li key={event} className="grid gap-1 py-2 sm:grid-cols-[1fr_5.5rem_5.5rem] sm:items-center sm:gap-0">
            <span className="text-sm font-medium text-slate-900">{t(EVENT_NAMES[event])}</span>
            <div className="flex gap-6 sm:contents">
              {(['email', 'push'] as const).map((channel) => (
                <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-3 sm:justify-center">
                  <Switch
                    aria-label={t(SWITCH_NAMES[channel][event])}
                    checked={preferences.events[event][channel]}
                    disabled={disabled}
                    onCheckedChange={(on) => onChange(event, channel, on)}
                  />
                  <span aria-hidden="true" className="text-sm text-slate-700 sm:hidden">
                    {t(CHANNEL_NAMES[channel])}
                  </span>
                </label>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
