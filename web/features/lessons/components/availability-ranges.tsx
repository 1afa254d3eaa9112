import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LESSON_MODES } from '../../../../contract/lessons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { minuteLabel, minuteOptions } from '../lib/lesson-view.ts';
import { availabilityError, type AvailabilityFormInput } from './availability-form-schema.ts';
import { modeLabel } from './lesson-labels.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const STARTS = minuteOptions(0, 1410);
const ENDS = minuteOptions(30, 1440);
/** 5 Jan 2026 was a Monday: weekday n is 4 + n January, named in the active language. */
const weekdayName = (weekday: number) => formatDate(Date.UTC(2026, 0, 4 + weekday, 12), { weekday: 'long', timeZone: 'UTC' });

interface AvailabilityRangesProps {
  control: Control<AvailabilityFormInput>;
  errors: FieldErrors<AvailabilityFormInput>;
}

/** Each weekday's time ranges (IST, 30-minute steps), each with the ways of teaching it offers. */
export function AvailabilityRanges({ control, errors }: AvailabilityRangesProps) {
  const { t } = useTranslation('lessons');
  const { fields, append, remove } = useFieldArray({ control, name: 'ranges' });
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">{t('availability.weekly')}</legend>
      <p className="text-sm text-slate-600">{t('availability.weeklyHint')}</p>
      {WEEKDAYS.map((weekday) => {
        const day = weekdayName(weekday);
        const rows = fields.map((field, index) => ({ field, index })).filter(({ field }) => field.weekday === weekday);
        return (
          <div key={weekday} className="grid gap-2 rounded-lg border border-slate-200 p-3" role="group" aria-label={day}>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">{day}</h3>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => append({ weekday, startMinute: 16 * 60, endMinute: 18 * 60, modes: ['online'] })}
              >
                <Plus aria-hidden="true" />
                {t('availability.addRange')}
                <span className="sr-only">{t('availability.onDay', { day })}</span>
              </Button>
            </div>
            {rows.length === 0 ? <p className="text-sm text-slate-500">{t('availability.notAvailable')}</p> : null}
            {rows.map(({ field, index }) => {
              const rangeErrors = errors.ranges?.[index];
              const endError = availabilityError(t, rangeErrors?.endMinute?.message);
              const modesError = availabilityError(t, rangeErrors?.modes?.message);
              return (
                <div key={field.id} className="grid gap-2 border-t border-slate-100 pt-2 sm:grid-cols-[auto_auto_1fr_auto] sm:items-start sm:gap-3">
                  <Controller
                    control={control}
                    name={`ranges.${index}.startMinute`}
                    render={({ field: f }) => (
                      <NativeSelect aria-label={t('availability.from', { day })} value={f.value} onChange={(e) => f.onChange(Number(e.target.value))}>
                        {STARTS.map((m) => (
                          <option key={m} value={m}>
                            {minuteLabel(m)}
                          </option>
                        ))}
                      </NativeSelect>
                    )}
                  />
                  <div>
                    <Controller
                      control={control}
                      name={`ranges.${index}.endMinute`}
                      render={({ field: f }) => (
                        <NativeSelect
                          aria-label={t('availability.to', { day })}
                          aria-invalid={endError ? true : undefined}
                          value={f.value}
                          onChange={(e) => f.onChange(Number(e.target.value))}
                        >
                          {ENDS.map((m) => (
                            <option key={m} value={m}>
                              {m === 1440 ? t('availability.midnight') : minuteLabel(m)}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    />
                    {endError ? <FieldError>{endError}</FieldError> : null}
                  </div>
                  <Controller
                    control={control}
                    name={`ranges.${index}.modes`}
                    render={({ field: f }) => (
                      <div className="grid gap-1">
                        <div className="flex flex-wrap gap-x-4 gap-y-1">
                          {LESSON_MODES.map((mode) => (
                            <label key={mode} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                              <Checkbox
                                checked={f.value.includes(mode)}
                                onCheckedChange={(on) => f.onChange(on ? [...f.value, mode] : f.value.filter((m) => m !== mode))}
                              />
                              {modeLabel(t, mode)}
                            </label>
                          ))}
                        </div>
                        {modesError ? <FieldError>{modesError}</FieldError> : null}
                      </div>
                    )}
                  />
                  <Button type="button" size="icon" variant="ghost" onClick={() => remove(index)} aria-label={t('availability.removeRange', { day })}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
