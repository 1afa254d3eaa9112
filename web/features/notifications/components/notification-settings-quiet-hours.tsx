import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '../../../../contract/notification-delivery.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';

type QuietHours = NotificationPreferences['quietHours'];
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A native time input saved once it holds a whole time; half typed ("22:--") it only shows what is typed. */
function ClockField({ id, label, value, disabled, onChange }: { id: string; label: string; value: string; disabled: boolean; onChange: (time: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="time"
        className="h-11 w-full tabular-nums sm:w-36"
        value={draft ?? value}
        disabled={disabled}
        onChange={(event) => {
          const time = event.target.value;
          if (CLOCK_TIME.test(time)) {
            setDraft(null);
            if (time !== value) onChange(time);
          } else setDraft(time);
        }}
        onBlur={() => setDraft(null)}
      />
    </div>
  );
}

/** Quiet hours: on or off, from and to in India Standard Time (the server reads them in Asia/Kolkata). */
export function QuietHoursFields({ quietHours, disabled, onChange }: { quietHours: QuietHours; disabled: boolean; onChange: (next: QuietHours) => void }) {
  const { t } = useTranslation('notifications');
  return (
    <div role="group" aria-labelledby="notifications-quiet-hours-label" className="grid gap-3">
      <div className="flex min-h-11 items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <Label id="notifications-quiet-hours-label" htmlFor="notifications-quiet-hours">
            {t('settings.quietHours.title')}
          </Label>
          <p id="notifications-quiet-hours-hint" className="text-xs text-slate-600">
            {t('settings.quietHours.hint')}
          </p>
        </div>
        <Switch
          id="notifications-quiet-hours"
          aria-describedby="notifications-quiet-hours-hint"
          checked={quietHours.enabled}
          disabled={disabled}
          onCheckedChange={(enabled) => onChange({ ...quietHours, enabled })}
          className="mt-0.5"
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:flex">
        <ClockField
          id="notifications-quiet-start"
          label={t('settings.quietHours.start')}
          value={quietHours.start}
          disabled={disabled || !quietHours.enabled}
          onChange={(start) => onChange({ ...quietHours, start })}
        />
        <ClockField
          id="notifications-quiet-end"
          label={t('settings.quietHours.end')}
          value={quietHours.end}
          disabled={disabled || !quietHours.enabled}
          onChange={(end) => onChange({ ...quietHours, end })}
        />
      </div>
    </div>
  );
}
