import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LESSON_LENGTHS, type AvailabilitySettings } from '../../../../contract/lessons.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAvailability } from '../api/get-availability.ts';
import { useSaveAvailability } from '../api/save-availability.ts';
import { AvailabilityFormSchema, availabilityError, toFormValues, type AvailabilityFormInput } from './availability-form-schema.ts';
import { AvailabilityRanges } from './availability-ranges.tsx';

/** The teacher's availability, loaded, then edited in the form. */
export function AvailabilityPanel() {
  const { t } = useTranslation('lessons');
  const query = useAvailability();
  if (query.isPending) return <Spinner label={t('availability.loading')} />;
  if (query.isError) return <ErrorState title={t('availability.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />;
  return <AvailabilityForm settings={query.data} />;
}

const card = 'grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';

/** Weekly hours, days off, lesson lengths, a free first lesson, the meeting link and the teaching address; one Save. */
function AvailabilityForm({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const save = useSaveAvailability();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AvailabilityFormInput, unknown, AvailabilitySettings>({
    resolver: zodResolver(AvailabilityFormSchema),
    defaultValues: toFormValues(settings),
  });
  const { control, register, formState } = form;
  const { errors } = formState;
  const exceptions = useFieldArray({ control, name: 'exceptions' });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(toFormValues(saved));
      toast.success(t('availability.saved'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['meetingLink', 'teachingAddress', 'lessonLengths', 'ranges', 'exceptions']);
      setFailure(errorMessage(error, t('failed')));
    }
  });
  const meetingError = availabilityError(t, errors.meetingLink?.message);
  const addressError = availabilityError(t, errors.teachingAddress?.message);
  const lengthsError = availabilityError(t, errors.lessonLengths?.message);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {t('availability.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('availability.intro')}</p>
      </div>
      <div className={card}>
        <AvailabilityRanges control={control} errors={errors} />
      </div>

      <fieldset className={card}>
        <legend className="sr-only">{t('availability.daysOff')}</legend>
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-base font-semibold text-slate-900">{t('availability.daysOff')}</h3>
          <Button type="button" size="sm" variant="ghost" onClick={() => exceptions.append({ date: '', note: '' })}>
            <Plus aria-hidden="true" />
            {t('availability.addDayOff')}
          </Button>
        </div>
        {exceptions.fields.length === 0 ? <p className="text-sm text-slate-500">{t('availability.noDaysOff')}</p> : null}
        {exceptions.fields.map((field, index) => {
          const dateError = errors.exceptions?.[index]?.date ? t('availability.errors.date') : undefined;
          return (
            <div key={field.id} className="grid gap-2 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
              <FormField id={`${id}-off-${index}`} label={t('availability.date')} error={dateError}>
                <Input type="date" {...fieldProps(`${id}-off-${index}`, dateError)} {...register(`exceptions.${index}.date`)} />
              </FormField>
              <FormField id={`${id}-note-${index}`} label={t('availability.dayOffNote')} labelSuffix={t('optional')}>
                <Input id={`${id}-note-${index}`} maxLength={100} {...register(`exceptions.${index}.note`)} />
              </FormField>
              <Button type="button" size="icon" variant="ghost" onClick={() => exceptions.remove(index)} aria-label={t('availability.removeDayOff')}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          );
        })}
      </fieldset>

      <div className={card}>
        <Controller
          control={control}
          name="lessonLengths"
          render={({ field }) => (
            <fieldset className="grid gap-2" aria-describedby={lengthsError ? `${id}-lengths-error` : undefined}>
              <legend className="text-base font-semibold text-slate-900">{t('availability.lengths')}</legend>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {LESSON_LENGTHS.map((length) => (
                  <label key={length} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
                    <Checkbox
                      checked={field.value.includes(length)}
                      onCheckedChange={(on) => field.onChange(on ? [...field.value, length].sort((a, b) => a - b) : field.value.filter((l) => l !== length))}
                    />
                    {t('card.minutes', { count: length })}
                  </label>
                ))}
              </div>
              {lengthsError ? <FieldError id={`${id}-lengths-error`}>{lengthsError}</FieldError> : null}
            </fieldset>
          )}
        />
        <Controller
          control={control}
          name="firstLessonFree"
          render={({ field }) => (
            <label className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
              <Checkbox checked={field.value} onCheckedChange={field.onChange} className="mt-0.5" />
              <span>
                <span className="font-medium">{t('availability.firstFree')}</span>
                <span className="block text-slate-600">{t('availability.firstFreeHint')}</span>
              </span>
            </label>
          )}
        />
        <FormField id={`${id}-link`} label={t('availability.meetingLink')} hint={t('availability.meetingLinkHint')} error={meetingError}>
          <Input type="url" inputMode="url" placeholder="https://meet.google.com/…" {...fieldProps(`${id}-link`, meetingError, t('availability.meetingLinkHint'))} {...register('meetingLink')} />
        </FormField>
        <FormField id={`${id}-address`} label={t('availability.address')} hint={t('availability.addressHint')} error={addressError}>
          <Textarea className="min-h-16" {...fieldProps(`${id}-address`, addressError, t('availability.addressHint'))} {...register('teachingAddress')} />
        </FormField>
      </div>

      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('availability.save')}
      </Button>
    </form>
  );
}
