import { useTranslation } from 'react-i18next';
import type { FreeSlot } from '../../../../contract/lessons.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatLessonDay, formatLessonTime } from '../../../i18n/format.ts';
import { istDay, slotsByDay } from '../lib/lesson-view.ts';

interface SlotPickerProps {
  idPrefix: string;
  slots: readonly FreeSlot[];
  /** The chosen slot's start (ISO), or ''. */
  value: string;
  onChange: (startsAt: string) => void;
  error?: string | undefined;
}

/** A day, then one of its free times (IST): two selects, so a phone's own picker lists them. */
export function SlotPicker({ idPrefix, slots, value, onChange, error }: SlotPickerProps) {
  const { t } = useTranslation('lessons');
  const days = slotsByDay(slots);
  const chosenDay = value ? istDay(value) : (days[0]?.day ?? '');
  const times = days.find((d) => d.day === chosenDay)?.slots ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField id={`${idPrefix}-day`} label={t('slots.day')}>
        <NativeSelect
          id={`${idPrefix}-day`}
          value={chosenDay}
          onChange={(event) => onChange(days.find((d) => d.day === event.target.value)?.slots[0]?.startsAt ?? '')}
        >
          {days.map((day) => (
            <option key={day.day} value={day.day}>
              {formatLessonDay(day.first)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={`${idPrefix}-time`} label={t('slots.time')} error={error}>
        <NativeSelect {...fieldProps(`${idPrefix}-time`, error)} value={value} onChange={(event) => onChange(event.target.value)}>
          {value ? null : <option value="">{t('slots.chooseTime')}</option>}
          {times.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt}>
              {formatLessonTime(slot.startsAt)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

/** The free slots once they have loaded: a spinner while loading, a status line when none is free, else the picker. */
export function FreeSlotChoice({ loading, ...picker }: SlotPickerProps & { loading: boolean }) {
  const { t } = useTranslation('lessons');
  if (loading) return <Spinner label={t('slots.loading')} />;
  if (picker.slots.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('slots.none')}
      </p>
    );
  }
  return <SlotPicker {...picker} />;
}
